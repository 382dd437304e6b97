import styled from '@emotion/styled';
import { useCart } from './cartStore';
import { ORDER_MESSAGE_CHANNELS } from './messageChannels';
import { Checkbox, Choices, Input, Label, Row, Stack } from './styles';
import { Legend, Note, PlainFieldset } from '../ui/layout';

const PlayersField = styled(Label)`
  max-width: 200px;
`;

/** Name, phone and email side by side where they fit, one under another on a phone. */
const ContactRow = styled(Row)`
  align-items: start;
`;

const ContactField = styled(Label)`
  flex: 1 1 200px;
`;

/**
 * Spec section 3 Cart line item: participants, bookedFor and communication (whatsapp, email, sms on by
 * default; circle off). Only the channels a booking's messages are sent on are offered (WhatsApp and
 * SMS, messageChannels.ts): a box for e-mail or circles would promise a message that never comes.
 */
export function BookingDetailsForm() {
  const { slots, participantCount, bookedFor, communication, setParticipantCount, setBookedFor, setCommunication } = useCart();
  return (
    <Stack>
      {/* Players of a slot booking; an offering's places are chosen on its line. */}
      {slots.length > 0 && (
        <PlayersField>
          Players
          <Input
            type="number"
            min={1}
            max={100}
            value={participantCount}
            onChange={(e) => setParticipantCount(Math.min(100, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
          />
        </PlayersField>
      )}
      <PlainFieldset>
        <Legend>Booking for</Legend>
        <Choices>
          <Checkbox>
            <input type="radio" name="booked-for" checked={!bookedFor.someoneElse} onChange={() => setBookedFor({ someoneElse: false })} />
            Myself
          </Checkbox>
          <Checkbox>
            <input type="radio" name="booked-for" checked={bookedFor.someoneElse} onChange={() => setBookedFor({ someoneElse: true })} />
            Someone else
          </Checkbox>
        </Choices>
      </PlainFieldset>
      {bookedFor.someoneElse && (
        <ContactRow>
          <ContactField>
            Name
            <Input value={bookedFor.name} onChange={(e) => setBookedFor({ name: e.target.value })} required autoComplete="name" />
          </ContactField>
          <ContactField>
            Phone (+91)
            <Input
              value={bookedFor.phone}
              onChange={(e) => setBookedFor({ phone: e.target.value })}
              inputMode="tel"
              autoComplete="tel-national"
            />
          </ContactField>
          <ContactField>
            Email
            <Input type="email" value={bookedFor.email} onChange={(e) => setBookedFor({ email: e.target.value })} autoComplete="email" />
          </ContactField>
        </ContactRow>
      )}
      <PlainFieldset>
        <Legend>Send booking messages by</Legend>
        <Choices>
          {ORDER_MESSAGE_CHANNELS.map(([channel, label]) => (
            <Checkbox key={channel}>
              <input type="checkbox" checked={communication[channel]} onChange={(e) => setCommunication(channel, e.target.checked)} />
              {label}
            </Checkbox>
          ))}
        </Choices>
        <Note above={2}>Messages go to the person the booking is for.</Note>
      </PlainFieldset>
    </Stack>
  );
}
