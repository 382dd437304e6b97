import styled from '@emotion/styled';
import { gamesApi, type GameDocument } from '@sports/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/http';
import { sendCommand } from '../games/command';
import { TOASTS } from '../games/toasts';
import { useCommand } from '../games/useCommand';
import { Button, ErrorText, Input, Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { searchUsers, type PlayerSummary } from './api';
import { Rows } from './ParticipantRows';
import { radius } from '../ui/tokens';

export const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 6px 0 10px;
  & > input {
    flex: 1 1 180px;
    width: auto;
  }
  & select,
  & textarea {
    padding: 8px 10px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
  }
  & textarea {
    flex: 1 1 100%;
  }
`;

/** Invite registered users found by name or shortId (spec section 7 "GET search user for game", "PUT invite participants"). */
export function InviteUsers({ game }: { game: GameDocument }) {
  const { run, busy } = useCommand();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PlayerSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  /** Who the last invite went to: the answer the host sees in place of the emptied search. */
  const [invited, setInvited] = useState<string | null>(null);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    setSearching(true);
    setError(null);
    setInvited(null);
    try {
      setFound(await searchUsers(game.activityId, q.trim()));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Search failed');
    } finally {
      setSearching(false);
    }
  };
  const invite = async (user: PlayerSummary) => {
    if (
      await run('invite', TOASTS.invite, () =>
        sendCommand(gamesApi.inviteParticipants, { activityId: game.activityId }, { userIds: [user.id] }),
      )
    ) {
      // The search is done with: clear it, keeping anyone else it found; an emptied list read
      // "Nobody found to invite." right after the invite, as if the search had failed.
      setInvited(user.name);
      setQ('');
      setFound((list) => {
        const rest = list?.filter((u) => u.id !== user.id) ?? [];
        return rest.length > 0 ? rest : null;
      });
    }
  };

  return (
    <div>
      <Row onSubmit={(e) => void search(e)} role="search">
        <Input
          aria-label="Find players by name or ID"
          placeholder="Name or player ID"
          maxLength={40}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="ghost" disabled={searching || !q.trim()}>
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </Row>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {invited && (
        <Muted as="p" role="status">
          Invited {invited}
        </Muted>
      )}
      {found && found.length === 0 && <Muted as="p">Nobody found to invite.</Muted>}
      {found && found.length > 0 && (
        <Rows aria-label="Players found">
          {found.map((u) => (
            <li key={u.id}>
              <span>
                {u.name} {u.shortId && <Muted>· {u.shortId}</Muted>}
              </span>
              <Button disabled={busy} aria-label={`Invite ${u.name}`} onClick={() => void invite(u)}>
                Invite
              </Button>
            </li>
          ))}
        </Rows>
      )}
    </div>
  );
}

/** Invite a new user by link (spec section 7 "PUT new user invite"); 'Link sent successfully' when the reply says user invited. */
export function InviteByLink({ game }: { game: GameDocument }) {
  const { run, busy } = useCommand();
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<'whatsapp' | 'sms'>('whatsapp');
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (
      await run('link', TOASTS.inviteLink, () =>
        sendCommand(gamesApi.inviteByLink, { activityId: game.activityId }, { phoneNumber: phone.trim(), channel }),
      )
    )
      setPhone('');
  };
  return (
    <Row onSubmit={(e) => void send(e)}>
      <Input
        type="tel"
        aria-label="Phone number to invite"
        placeholder="Phone number, e.g. 98765 43210"
        minLength={6}
        maxLength={24}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <select aria-label="Send the link by" value={channel} onChange={(e) => setChannel(e.target.value as 'whatsapp' | 'sms')}>
        <option value="whatsapp">WhatsApp</option>
        <option value="sms">SMS</option>
      </select>
      <Button type="submit" disabled={busy || phone.trim().length < 6}>
        Send link
      </Button>
    </Row>
  );
}

/** Offline participants: people without an account the host adds by name, one a line (spec section 7 "PUT offline participants"). */
export function OfflineParticipants({ game }: { game: GameDocument }) {
  const { run, busy } = useCommand();
  const [names, setNames] = useState('');
  const list = names
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const participants = list.map((name) => ({ name }));
    if (
      await run('offline', TOASTS.offline, () =>
        sendCommand(gamesApi.addOfflineParticipants, { activityId: game.activityId }, { participants }),
      )
    )
      setNames('');
  };
  return (
    <Row onSubmit={(e) => void add(e)}>
      <textarea
        aria-label="Names of offline participants, one a line"
        rows={3}
        placeholder={'One name a line'}
        value={names}
        onChange={(e) => setNames(e.target.value)}
      />
      <Button type="submit" disabled={busy || list.length === 0}>
        Add {list.length > 1 ? `${list.length} participants` : 'participant'}
      </Button>
    </Row>
  );
}
