import styled from '@emotion/styled';
import { useState } from 'react';
import type { Participant } from './api';
import { gamesApi, SKILL_NAMES, type GameDocument } from '@sports/contracts';
import { sendCommand } from '../games/command';
import { removalToast, requestToast, TOASTS } from '../games/toasts';
import { useCommand } from '../games/useCommand';
import { ConfirmSheet } from '../ui/ConfirmSheet';
import { Button, Muted } from '../ui/primitives';
import { color } from '../ui/theme';

export const Rows = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${color.border};
  }
  & > li > span:last-child {
    display: flex;
    gap: 6px;
  }
`;

const who = (p: Participant) => (
  <span>
    {p.name}
    {/* Level words (DESIGN.md "A game card"): BEG/AMT/INT/PRO only where space is tiny, and a row has room. */}
    {p.gameSkill && <Muted> · {SKILL_NAMES[p.gameSkill.level]}</Muted>}
    {p.isHost && <Muted> · Host</Muted>}
    {p.isCoHost && <Muted> · Co-host</Muted>}
    {p.isOfflineParticipant && <Muted> · Offline</Muted>}
    {p.message && <Muted as="div">“{p.message}”</Muted>}
  </span>
);

interface RowsProps {
  game: GameDocument;
  people: Participant[];
  isHost: boolean;
}

/** Requests to join a private game: Accept or Reject (reply 'done', spec section 8). */
export function RequestRows({ game, people }: RowsProps) {
  const { run, busy } = useCommand();
  if (people.length === 0) return <Muted as="p">No requests.</Muted>;
  return (
    <Rows aria-label="Requests">
      {people.map((p) => {
        const params = { activityId: game.activityId, userId: p.id };
        return (
          <li key={p.id}>
            {who(p)}
            <span>
              <Button
                disabled={busy}
                aria-label={`Accept ${p.name}`}
                onClick={() => void run('accept', requestToast(true), () => sendCommand(gamesApi.acceptJoinRequest, params))}
              >
                Accept
              </Button>
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={`Reject ${p.name}`}
                onClick={() => void run('reject', requestToast(false), () => sendCommand(gamesApi.rejectJoinRequest, params))}
              >
                Reject
              </Button>
            </span>
          </li>
        );
      })}
    </Rows>
  );
}

/** Joined participants: remove (reply 'status updated'); the host also makes co-hosts (spec section 6). */
export function JoinedRows({ game, people, isHost }: RowsProps) {
  const { run, busy, pending } = useCommand();
  // One stray tap on a phone would take a player's place and tell them: the app's sheet asks first.
  const [removing, setRemoving] = useState<Participant | null>(null);
  if (people.length === 0) return <Muted as="p">Nobody has joined yet.</Muted>;
  const remove = async (p: Participant) => {
    await run('remove', removalToast(game.name), () =>
      sendCommand(gamesApi.removeParticipant, { activityId: game.activityId }, { id: p.id, updatedOn: new Date().toISOString() }),
    );
    setRemoving(null);
  };
  return (
    <>
      <Rows aria-label="Joined">
        {people.map((p) => (
          <li key={p.id}>
            {who(p)}
            {!p.isHost && (
              <span>
                {isHost && !p.isCoHost && !p.isOfflineParticipant && (
                  <Button
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Make ${p.name} co-host`}
                    onClick={() =>
                      void run('cohost', TOASTS.coHost, () =>
                        sendCommand(gamesApi.addCoHost, { activityId: game.activityId, userId: p.id }),
                      )
                    }
                  >
                    Add co-host
                  </Button>
                )}
                <Button variant="ghost" disabled={busy} aria-label={`Remove ${p.name}`} onClick={() => setRemoving(p)}>
                  Remove
                </Button>
              </span>
            )}
          </li>
        ))}
      </Rows>
      {removing && (
        <ConfirmSheet
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove"
          cancelLabel="Keep them"
          busy={pending === 'remove'}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          {/* ParticipantRemoved tells the player (command-service notificationRules); a player added by name has no account. */}
          <p>
            {removing.isOfflineParticipant
              ? `${removing.name} comes off the list and the place is free again.`
              : `${removing.name} loses their place in ${game.name} and is told.`}
          </p>
        </ConfirmSheet>
      )}
    </>
  );
}

export function InvitedRows({ people }: { people: Participant[] }) {
  if (people.length === 0) return <Muted as="p">No pending invitations.</Muted>;
  return (
    <Rows aria-label="Invited">
      {people.map((p) => (
        <li key={p.id}>
          {who(p)}
          <Muted>Invited</Muted>
        </li>
      ))}
    </Rows>
  );
}
