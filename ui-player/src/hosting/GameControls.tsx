import styled from '@emotion/styled';
import { gamesApi, type GameDocument } from '@sports/contracts';
import { paysBeforeJoining } from '@sports/shared-rules';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { sendCommand } from '../games/command';
import { TOASTS } from '../games/toasts';
import { useCommand } from '../games/useCommand';
import { useSession } from '../session/store';
import { ConfirmSheet } from '../ui/ConfirmSheet';
import { Button, Input } from '../ui/primitives';
import type { Participant } from './api';
import { deleteGameWords } from './deleteGameWords';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** The host's switches (spec sections 4 and 6): mark the match full, hold with a reason and release, delete. */
export function GameControls({ game, participants }: { game: GameDocument; participants: readonly Participant[] }) {
  const { run, busy, pending } = useCommand();
  const navigate = useNavigate();
  const router = useRouter();
  const userId = useSession((s) => s.user?.userId ?? null);
  const [reason, setReason] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const params = { activityId: game.activityId };

  const hold = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    if (await run('hold', TOASTS.hold, () => sendCommand(gamesApi.holdGame, params, { reason: reason.trim() }))) setReason('');
  };
  // The app's own sheet, not window.confirm: a phone app never shows the browser's box. After it, the host's games,
  // in place of the deleted game's page, so Back does not lead to 'This game was not found'.
  const remove = async () => {
    const deleted = await run('delete', TOASTS.deleteGame, () => sendCommand(gamesApi.deleteGame, params));
    setConfirmingDelete(false);
    if (!deleted) return;
    // The host's games seen before are cached: shown again while they reload, they would list the
    // deleted game for a moment. Forgotten, the list loads once the delete is in the read models.
    router.clearCache({ filter: (match) => match.routeId === '/games/manage' });
    void navigate({ to: '/games/manage', search: { status: 'upcoming' }, replace: true });
  };

  return (
    <section aria-label="Host controls">
      <Bar>
        <Button
          variant="ghost"
          aria-pressed={game.isMatchFull}
          disabled={busy}
          onClick={() =>
            void run('full', TOASTS.matchFull, () => sendCommand(gamesApi.setMatchFull, params, { isMatchFull: !game.isMatchFull }))
          }
        >
          {game.isMatchFull ? 'Open the match again' : 'Mark match full'}
        </Button>
        {game.isOnHold && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void run('release', TOASTS.release, () => sendCommand(gamesApi.releaseHold, params))}
          >
            Release hold
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={() => setConfirmingDelete(true)}>
          Delete game
        </Button>
      </Bar>
      {confirmingDelete && (
        <ConfirmSheet
          title={`Delete “${game.name}”?`}
          confirmLabel="Delete game"
          cancelLabel="Keep it"
          busy={pending === 'delete'}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        >
          {deleteGameWords(participants, userId, paysBeforeJoining(game)).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ConfirmSheet>
      )}
      {!game.isOnHold && (
        <form onSubmit={(e) => void hold(e)} style={{ display: 'flex', gap: 8, marginTop: 10, maxWidth: 520 }}>
          <Input
            aria-label="Reason for the hold"
            placeholder="Reason for the hold"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" disabled={busy || !reason.trim()}>
            Hold
          </Button>
        </form>
      )}
    </section>
  );
}
