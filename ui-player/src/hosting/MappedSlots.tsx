import { gamesApi, type GameDocument } from '@sports/contracts';
import { sendCommand } from '../games/command';
import { formatSlot } from '../games/format';
import { TOASTS } from '../games/toasts';
import { useCommand } from '../games/useCommand';
import { Button, Muted } from '../ui/primitives';
import { Rows } from './ParticipantRows';

/** The venue slots mapped to the game (spec section 7 "PUT map slot to game"), each removable by the host. */
export function MappedSlots({ game }: { game: GameDocument }) {
  const { run, busy } = useCommand();
  if (game.mappedSlots.length === 0) return <Muted as="p">No venue slot is attached to this game.</Muted>;
  return (
    <Rows aria-label="Slots">
      {game.mappedSlots.map((slot) => {
        // In words, as the game page says it ("Turf A, 18:00–19:00"): never an ISO date, seconds or a field's id.
        const label = formatSlot(slot, game.date);
        return (
          <li key={slot.slotId}>
            <span>{label}</span>
            <Button
              variant="ghost"
              disabled={busy}
              aria-label={`Remove slot ${label}`}
              onClick={() =>
                void run('unmap', TOASTS.unmapSlot, () =>
                  sendCommand(gamesApi.unmapSlot, { activityId: game.activityId, slotId: slot.slotId }),
                )
              }
            >
              Remove
            </Button>
          </li>
        );
      })}
    </Rows>
  );
}
