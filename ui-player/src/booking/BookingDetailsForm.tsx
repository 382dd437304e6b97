import type { OrderCommunication } from '@sports/contracts';
import { Muted } from '../ui/primitives';
import { useCart } from './cartStore';
import { Checkbox, Input, Label, Row, Stack } from './styles';
import { PlainFieldset } from '../ui/layout';

const CHANNELS: Array<[keyof OrderCommunication, string]> = [
  ['whatsapp', 'WhatsApp'],
  ['email', 'Email'],
  ['sms', 'SMS'],
  ['circle', 'Circle'],
];

/** Spec section 3 Cart line item: participants, bookedFor and communication (whatsapp, email, sms on by default; circle off). */
export function BookingDetailsForm() {
  const { slots, participantCount, bookedFor, communication, setParticipantCount, setBookedFor, setCommunication } = useCart();
  return (
    <Stack>
      {/* Players of a slot booking; an offering's places are chosen on its line. */}
      {slots.length > 0 && (
        <Label style={{ maxWidth: 200 }}>
          Players
          <Input
            type="number"
            min={1}
            max={100}
            value={participantCount}
            onChange={(e) => setParticipantCount(Math.min(100, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
          />
        </Label>
      )}
      <PlainFieldset>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>Booking for</legend>
        <Row>
          <Checkbox>
            <input type="radio" name="booked-for" checked={!bookedFor.someoneElse} onChange={() => setBookedFor({ someoneElse: false })} />
            Myself
          </Checkbox>
          <Checkbox>
            <input type="radio" name="booked-for" checked={bookedFor.someoneElse} onChange={() => setBookedFor({ someoneElse: true })} />
            Someone else
          </Checkbox>
        </Row>
      </PlainFieldset>
      {bookedFor.someoneElse && (
        <Row style={{ alignItems: 'start' }}>
          <Label style={{ flex: '1 1 200px' }}>
            Name
            <Input value={bookedFor.name} onChange={(e) => setBookedFor({ name: e.target.value })} required autoComplete="name" />
          </Label>
          <Label style={{ flex: '1 1 200px' }}>
            Phone (+91)
            <Input
              value={bookedFor.phone}
              onChange={(e) => setBookedFor({ phone: e.target.value })}
              inputMode="tel"
              autoComplete="tel-national"
            />
          </Label>
          <Label style={{ flex: '1 1 200px' }}>
            Email
            <Input type="email" value={bookedFor.email} onChange={(e) => setBookedFor({ email: e.target.value })} autoComplete="email" />
          </Label>
        </Row>
      )}
      <PlainFieldset>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>Send booking messages by</legend>
        <Row>
          {CHANNELS.map(([channel, label]) => (
            <Checkbox key={channel}>
              <input type="checkbox" checked={communication[channel]} onChange={(e) => setCommunication(channel, e.target.checked)} />
              {label}
            </Checkbox>
          ))}
        </Row>
        <Muted as="p" style={{ margin: '6px 0 0' }}>
          Messages go to the person the booking is for.
        </Muted>
      </PlainFieldset>
    </Stack>
  );
}
