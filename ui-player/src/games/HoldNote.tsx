import styled from '@emotion/styled';
import { gamesApi, type GameDocument } from '@sports/contracts';
import { useState, type FormEvent } from 'react';
import { useSession } from '../session/store';
import { Button, Input, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { sendCommand } from './command';
import { NO_RESPONSE_TEXT, TOASTS } from './toasts';
import { useCommand } from './useCommand';

const Note = styled.div`
  border-left: 3px solid ${color.danger};
  padding-left: 12px;
  margin: 12px 0;
`;

/** A game on hold: the reason, the responses (spec section 3 hold), and a participant's answer. */
export function HoldNote({ game }: { game: GameDocument & { viewerStatus?: string | null | undefined } }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const { run, busy } = useCommand();
  const [response, setResponse] = useState('');
  if (!game.hold) return null;
  const names = new Map(game.participantDetail.map((p) => [p.id, p.name]));
  const mayRespond =
    userId !== null &&
    userId !== game.host &&
    (game.participants.includes(userId) || game.viewerStatus === 'joined' || game.hostandCoHost.includes(userId));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!response.trim()) return;
    if (
      await run('respond', TOASTS.holdResponse, () =>
        sendCommand(gamesApi.respondToHold, { activityId: game.activityId }, { response: response.trim() }),
      )
    )
      setResponse('');
  };

  return (
    <Note role="note">
      <p style={{ margin: '0 0 6px' }}>On hold: {game.hold.reason}</p>
      {game.hold.responses.length === 0 ? (
        <Muted>{NO_RESPONSE_TEXT}</Muted>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {game.hold.responses.map((r) => (
            <li key={r.userId}>
              {names.get(r.userId) ?? 'A participant'}: {r.response}
            </li>
          ))}
        </ul>
      )}
      {mayRespond && (
        <form onSubmit={(e) => void submit(e)} style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Input aria-label="Your response to the hold" value={response} maxLength={500} onChange={(e) => setResponse(e.target.value)} />
          <Button type="submit" disabled={busy || !response.trim()}>
            Respond
          </Button>
        </form>
      )}
    </Note>
  );
}
