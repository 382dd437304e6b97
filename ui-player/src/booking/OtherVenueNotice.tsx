import { Button } from '../ui/primitives';
import { toast } from '../ui/toast/store';
import { Notice, Row } from './styles';

/**
 * One order is with one venue (docs/bookings.md "Player screens"): what the player meets when they
 * add something from another venue than the cart's, from the slots or the offerings alike.
 */
export function OtherVenueNotice({
  holding,
  venueName,
  onStartHere,
  onKeep,
}: {
  holding: string;
  venueName: string;
  onStartHere: () => void;
  onKeep: () => void;
}) {
  return (
    <Notice tone="danger" role="alert">
      <p style={{ marginTop: 0 }}>Your cart holds {holding}. One order is with one venue.</p>
      <Row>
        <Button
          onClick={() => {
            onStartHere();
            toast('info', `Cart started at ${venueName}`);
          }}
        >
          Start a new cart here
        </Button>
        <Button variant="ghost" onClick={onKeep}>
          Keep my cart
        </Button>
      </Row>
    </Notice>
  );
}
