import type { Communication } from '@sports/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../api/http';
import { ThisDevicePush } from '../push/ThisDevicePush';
import { Switch } from '../ratings/controls';
import { toast } from '../ui/toast/store';
import { Card, ErrorText, Muted } from '../ui/primitives';
import { saveCommunication } from './api';
import { CHANNELS, NOT_YET, failedWords, savedWords, silentWarning, withChannel, type Channel } from './channels';
import { CardTitle, Note, PlainList } from '../ui/layout';

/** Notification settings: a switch per channel the platform delivers on, saved on each change. */
export function NotificationSettings({ initial }: { initial: Communication }) {
  const [shown, setShown] = useState(initial);
  const confirmed = useRef(initial); // what the server last accepted, to fall back to when a save fails
  const [errors, setErrors] = useState<Partial<Record<Channel, string>>>({});

  const change = async (channel: Channel, on: boolean) => {
    const next = withChannel(shown, channel, on);
    setShown(next);
    setErrors((e) => ({ ...e, [channel]: undefined }));
    try {
      confirmed.current = await saveCommunication(next);
      toast('success', savedWords(channel, on));
    } catch (error) {
      setShown((s) => withChannel(s, channel, confirmed.current[channel]));
      setErrors((e) => ({ ...e, [channel]: failedWords(channel, on, error instanceof ApiError ? error.problem?.detail : undefined) }));
    }
  };

  const warning = silentWarning(shown);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <h1 style={{ margin: 0 }}>Notifications</h1>
      <Note>How we tell you about your games. Your Inbox in the app always has every message.</Note>
      <Card aria-labelledby="channels-title">
        <CardTitle id="channels-title">Game messages by</CardTitle>
        <PlainList gap={3}>
          {CHANNELS.map(({ channel, label, hint }) => (
            <li key={channel} style={{ display: 'grid', gap: 2 }}>
              <Switch label={label} checked={shown[channel]} onChange={(on) => void change(channel, on)} />
              <Muted>{hint}</Muted>
              {channel === 'push' && shown.push && <ThisDevicePush />}
              {errors[channel] && <ErrorText role="alert">{errors[channel]}</ErrorText>}
            </li>
          ))}
        </PlainList>
        {warning && (
          <Muted as="p" style={{ marginBottom: 0 }}>
            {warning}
          </Muted>
        )}
      </Card>
      <Note>{NOT_YET.join(' and ')}: coming soon.</Note>
    </div>
  );
}
