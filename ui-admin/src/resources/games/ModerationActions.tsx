import DeleteIcon from '@mui/icons-material/Delete';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Button, TextField, Typography } from '@mui/material';
import { adminGames, type GameDocument } from '@sports/contracts';
import { useState } from 'react';
import { usePermissions, useRecordContext, useRedirect } from 'react-admin';
import type { StaffPermissions } from '../../auth/authProvider';
import { commands } from '../../actions/commandApi';
import { useCommandAction } from '../../actions/useCommandAction';
import { CommandDialog } from '../../forms/CommandDialog';

type Dialog = 'hold' | 'release' | 'delete' | null;

/** Who may act on a game from its page: platform operators, and an organisation's staff on its venues' games (docs/roles.md). */
const MODERATORS = ['admin', 'org_manager', 'org_staff'];
/** Cancelling refunds every place bought online: platform operators and managers (the server checks it is their venue's game). */
const CANCELLERS = ['admin', 'org_manager'];

/**
 * Moderation, by platform operators and, on a game at their venue, by the
 * organisation's staff on the venue's behalf (spec section 1): Hold with a reason, Release, and
 * Cancel after confirming, which refunds every place bought online. The game's own rules still
 * apply (not over, not held twice), so the server's refusal is shown as it words it.
 */
export function ModerationActions() {
  const game = useRecordContext<GameDocument>();
  const { permissions } = usePermissions<StaffPermissions | null>();
  const redirect = useRedirect();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const { run, pending, error, clearError } = useCommandAction();
  if (!game || !permissions || !MODERATORS.includes(permissions.role)) return null;
  const mayCancel = CANCELLERS.includes(permissions.role);
  const id = String(game.id);
  const close = () => {
    clearError();
    setDialog(null);
  };

  const hold = async () => {
    if (
      await run<GameDocument>({
        send: () => commands.holdGame(id, reason.trim()),
        success: 'Game put on hold',
        await: { resource: adminGames.name, id, isFresh: (g) => g.isOnHold },
      })
    )
      setDialog(null);
  };
  const release = async () => {
    if (
      await run<GameDocument>({
        send: () => commands.releaseGame(id),
        success: 'Game released',
        await: { resource: adminGames.name, id, isFresh: (g) => !g.isOnHold },
      })
    )
      setDialog(null);
  };
  const remove = async () => {
    if (await run({ send: () => commands.deleteGame(id), success: 'Game cancelled; online payments refunded' })) {
      setDialog(null);
      redirect('list', adminGames.name);
    }
  };
  return (
    <>
      {game.isOnHold ? (
        <Button startIcon={<PlayCircleIcon />} onClick={() => setDialog('release')}>
          Release
        </Button>
      ) : (
        <Button startIcon={<PauseCircleIcon />} onClick={() => setDialog('hold')}>
          Hold
        </Button>
      )}
      {mayCancel ? (
        <Button startIcon={<DeleteIcon />} color="error" onClick={() => setDialog('delete')}>
          Cancel game
        </Button>
      ) : null}
      <CommandDialog
        open={dialog === 'hold'}
        title="Put this game on hold"
        action="Hold"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={hold}
      >
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </CommandDialog>
      <CommandDialog
        open={dialog === 'release'}
        title="Release this game"
        action="Release"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={release}
      >
        <Typography>Players can join and play again.</Typography>
      </CommandDialog>
      <CommandDialog
        open={dialog === 'delete'}
        title={`Cancel “${game.name}”?`}
        action="Cancel game"
        pending={pending}
        error={error}
        onClose={close}
        onSubmit={remove}
      >
        <Typography>
          The game disappears for everyone and every place paid online is refunded in full; its history stays. A game that took place cannot
          be cancelled.
        </Typography>
      </CommandDialog>
    </>
  );
}
