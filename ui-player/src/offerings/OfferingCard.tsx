import styled from '@emotion/styled';
import type { MembershipPlan, OfferingView } from '@sports/contracts';
import { useState } from 'react';
import { Input, Label, Row } from '../booking/styles';
import type { CartOffering } from '../booking/cartStore';
import { Button, Card, Muted, Select } from '../ui/primitives';
import { color } from '../ui/theme';
import {
  answerErrors,
  isTeamTournament,
  MAX_QTY,
  membershipLine,
  offeringLine,
  placesLabel,
  type Answers,
  type VenueRef,
} from './cartItems';
import { FormFields } from './FormFields';
import {
  batchWhen,
  datedWhen,
  PLACE_NOUN,
  placesWords,
  planWords,
  priceWords,
  registrationClosesAt,
  strikeWords,
  validityWords,
} from './words';
import { formatInstant } from '../booking/dates';
import { fontSize, space, TAP_TARGET_PX } from '../ui/tokens';
import { Legend, Note, PlainFieldset, Stack } from '../ui/layout';

const Heading = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
`;

/** The price before the discount, struck through beside the price paid. */
const Was = styled.s`
  margin-left: ${space[2]};
  color: ${color.muted};
`;

const Price = ({ text, strike }: { text: string; strike: string | null }) => (
  <div>
    <strong>{text}</strong>
    {strike && <Was>{strike}</Was>}
  </div>
);

/** Words that say a place cannot be had (sold out, a batch not taking students). */
const Warning = styled.strong<{ shown?: boolean }>`
  color: ${({ shown = true }) => (shown ? color.danger : 'inherit')};
`;

/** A batch to choose: the radio beside its name, time and places, the whole row a tap target. */
const BatchChoice = styled.label<{ off: boolean }>`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  min-height: ${TAP_TARGET_PX}px;
  opacity: ${({ off }) => (off ? 0.6 : 1)};
  & > input {
    margin-top: ${space[1]};
  }
`;

const SmallField = styled(Label)`
  max-width: 220px;
`;

/** Adds the line, or says why not: the parent shows the "other venue" choice. */
export type AddLine = (line: CartOffering) => void;

/** One class, pack, locker bank, meet, tournament or event: what it is, when, the price per place, places left, and its inputs. */
export function OfferingCard({
  venue,
  view,
  inCart,
  onAdd,
  now,
}: {
  venue: VenueRef;
  view: OfferingView;
  inCart: (key: string) => boolean;
  onAdd: AddLine;
  now: number;
}) {
  const { offering } = view;
  const details = offering.details;
  const batches = offering.kind === 'class' ? Object.entries(offering.details.batches) : [];
  const openBatch = batches.find(([id, b]) => b.status === 'active' && (view.batchPlacesLeft[id] ?? 0) > 0)?.[0];
  const [batchId, setBatchId] = useState<string | undefined>(openBatch);
  const [qty, setQty] = useState(1);
  const team = isTeamTournament(offering);
  const maxTeam = offering.kind === 'tournament' ? (offering.details.maxParticipantPerTeam ?? 1) : 1;
  const [players, setPlayers] = useState(maxTeam);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = offering.kind === 'meet' || offering.kind === 'tournament' || offering.kind === 'event' ? offering.details.formFields : [];

  const closesAt = registrationClosesAt(offering);
  const closed = closesAt !== null && closesAt <= now;
  const left = offering.kind === 'class' ? (batchId ? (view.batchPlacesLeft[batchId] ?? 0) : 0) : view.placesLeft;
  const soldOut = left !== null && left <= 0;
  const maxQty = Math.max(1, Math.min(MAX_QTY, left ?? MAX_QTY));
  const noun = PLACE_NOUN[view.kind];
  const titleId = `offering-${view.itemId}`;
  const key = `${view.kind}:${view.itemId}:${offering.kind === 'class' ? (batchId ?? '') : ''}`;

  const add = () => {
    const found = answerErrors(fields, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onAdd(
      offeringLine(venue, view, {
        ...(batchId && offering.kind === 'class' ? { batchId } : {}),
        qty: Math.min(qty, maxQty),
        maxQty,
        ...(team ? { participantCount: players } : {}),
        answers,
      }),
    );
  };

  const when = datedWhen(offering);
  const validity = 'validity' in details ? validityWords(details.validity) : null;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap={3}>
        <div>
          <Heading id={titleId}>{view.name}</Heading>
          {details.description && <Note above={1}>{details.description}</Note>}
        </div>
        <Price
          text={priceWords(details.price, venue.taxes, venue.symbol, team ? 'team' : noun[0])}
          strike={strikeWords(details.price, venue.taxes, venue.symbol)}
        />
        <div>
          {offering.kind === 'class' && offering.details.instructor && <div>Coach: {offering.details.instructor}</div>}
          {offering.kind === 'pack' && <div>{offering.details.sessions} sessions</div>}
          {offering.kind === 'locker' && offering.details.size && <div>{offering.details.size} lockers</div>}
          {when && <div>{when}</div>}
          {team && <div>Teams of up to {maxTeam} players</div>}
          {validity && <Muted as="div">{validity}</Muted>}
          {closesAt !== null && !closed && offering.kind !== 'class' && 'registrationCloses' in details && details.registrationCloses && (
            <Muted as="div">Registration closes {formatInstant(details.registrationCloses)}</Muted>
          )}
          {offering.kind !== 'class' && placesWords(view.placesLeft) && <Warning shown={soldOut}>{placesWords(view.placesLeft)}</Warning>}
        </div>
        {offering.kind === 'class' && (
          <PlainFieldset>
            <Legend>Batch</Legend>
            <Stack gap={2}>
              {batches.map(([id, batch]) => {
                const batchLeft = view.batchPlacesLeft[id] ?? 0;
                const off = batch.status !== 'active';
                const state = off ? 'Not taking students' : placesWords(batchLeft);
                return (
                  <BatchChoice key={id} off={off || batchLeft <= 0}>
                    <input
                      type="radio"
                      name={`batch-${view.itemId}`}
                      value={id}
                      checked={batchId === id}
                      disabled={off || batchLeft <= 0}
                      onChange={() => setBatchId(id)}
                    />
                    <span>
                      <strong>{batch.name}</strong>
                      <br />
                      <Muted>{batchWhen(batch)}</Muted>
                      <br />
                      <Warning as="span" shown={off || batchLeft <= 0}>
                        {state}
                      </Warning>
                    </span>
                  </BatchChoice>
                );
              })}
            </Stack>
          </PlainFieldset>
        )}
        {closed ? (
          <strong>Registration closed</strong>
        ) : soldOut ? (
          <Warning>{offering.kind === 'class' ? 'No batch has places left' : 'Sold out'}</Warning>
        ) : (
          <>
            {team ? (
              <SmallField>
                Players in your team
                <Select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
                  {Array.from({ length: maxTeam }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </SmallField>
            ) : (
              <SmallField>
                {placesLabel(view.kind)}
                <Input
                  type="number"
                  min={1}
                  max={maxQty}
                  value={qty}
                  onChange={(e) => setQty(Math.min(maxQty, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
                />
              </SmallField>
            )}
            <FormFields
              fields={fields}
              answers={answers}
              errors={errors}
              onChange={(id, value) => {
                setAnswers((a) => ({ ...a, [id]: value }));
                setErrors(({ [id]: _fixed, ...rest }) => rest);
              }}
            />
            <Row>
              <Button type="button" onClick={add} aria-describedby={titleId}>
                {inCart(key) ? 'Update cart' : 'Add to cart'}
              </Button>
              {inCart(key) && <Muted>In your cart</Muted>}
            </Row>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** A membership plan of the venue (spec section 3 membership; validity presets of section 5). */
export function MembershipCard({
  venue,
  membershipId,
  plan,
  inCart,
  onAdd,
}: {
  venue: VenueRef;
  membershipId: string;
  plan: MembershipPlan;
  inCart: (key: string) => boolean;
  onAdd: AddLine;
}) {
  const line = membershipLine(venue, membershipId, plan);
  const titleId = `membership-${membershipId}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Stack gap={3}>
        <div>
          <Heading id={titleId}>{plan.name}</Heading>
          {plan.description && <Note above={1}>{plan.description}</Note>}
        </div>
        <Price text={priceWords(plan.price, venue.taxes, venue.symbol)} strike={strikeWords(plan.price, venue.taxes, venue.symbol)} />
        <Muted as="div">Membership · {planWords(plan)}</Muted>
        <Row>
          <Button type="button" onClick={() => onAdd(line)} disabled={inCart(line.key)} aria-describedby={titleId}>
            {inCart(line.key) ? 'In your cart' : 'Add to cart'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
