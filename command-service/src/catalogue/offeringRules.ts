import { DomainError, minutesOf, ownValue, type Offering } from '@sports/contracts';
import { placesTaken, type OfferingState } from './offeringState';

/**
 * What staff may save as an offering: listings and taxes of the space, batches and sessions that
 * make sense, form fields that can be answered, and never fewer places than are taken already.
 */
export const checkOffering = (
  offering: Offering,
  state: OfferingState,
  now: string,
  space: { taxIds: string[]; listingIds: string[] },
): void => {
  const { details } = offering;
  const stranger = details.listingIds.findIndex((id) => !space.listingIds.includes(id));
  if (stranger >= 0) throw new DomainError('LISTING_NOT_AT_SPACE', 'The space does not offer this listing', `listingIds.${stranger}`);
  if (details.price.enableTax && !space.taxIds.includes(details.price.taxId!))
    throw new DomainError('TAX_NOT_FOUND', 'The space has no tax with this taxId', 'price.taxId');
  const below = (taken: number, capacity: number, field: string) => {
    if (taken > capacity) throw new DomainError('CAPACITY_BELOW_TAKEN', `${taken} places are taken already`, field);
  };
  switch (offering.kind) {
    case 'class': {
      const { batches, sessions } = offering.details;
      for (const [batchId, batch] of Object.entries(batches)) {
        if (minutesOf(batch.endTime) <= minutesOf(batch.startTime))
          throw new DomainError('INVALID_OFFERING', 'endTime must be after startTime', `batches.${batchId}.endTime`);
        below(placesTaken(state, now, batchId), batch.capacity, `batches.${batchId}.capacity`);
      }
      // A batch with students cannot be dropped: its students would lose their place.
      for (const claim of state.claims.values()) {
        if (claim.batchId && !ownValue(batches, claim.batchId) && placesTaken(state, now, claim.batchId) > 0)
          throw new DomainError('CAPACITY_BELOW_TAKEN', 'The batch has students', `batches.${claim.batchId}`);
      }
      sessions.forEach((session, i) => {
        if (!ownValue(batches, session.batchId))
          throw new DomainError('BATCH_NOT_FOUND', 'The class has no such batch', `sessions.${i}.batchId`);
        if (minutesOf(session.endTime) <= minutesOf(session.startTime))
          throw new DomainError('INVALID_OFFERING', 'endTime must be after startTime', `sessions.${i}.endTime`);
      });
      return;
    }
    case 'locker': {
      const highest = Math.max(0, ...[...state.claims.values()].flatMap((c) => c.numbers));
      below(Math.max(placesTaken(state, now), highest), offering.details.count, 'count');
      return;
    }
    case 'meet':
    case 'tournament':
    case 'event': {
      if (offering.kind === 'event' && minutesOf(offering.details.endTime) <= minutesOf(offering.details.startTime))
        throw new DomainError('INVALID_OFFERING', 'endTime must be after startTime', 'endTime');
      offering.details.formFields.forEach((field, i) => {
        if (field.type === 'select' && !field.options?.length)
          throw new DomainError('INVALID_OFFERING', 'A select field needs options', `formFields.${i}.options`);
        if (offering.details.formFields.findIndex((f) => f.id === field.id) !== i)
          throw new DomainError('INVALID_OFFERING', 'Two form fields share an id', `formFields.${i}.id`);
      });
      if (offering.kind === 'tournament' && offering.details.participationType === 'team' && !offering.details.maxParticipantPerTeam) {
        throw new DomainError('INVALID_OFFERING', 'A team tournament says how many players a team has', 'maxParticipantPerTeam');
      }
      below(placesTaken(state, now), offering.details.capacity, 'capacity');
      return;
    }
    case 'pack':
      return;
  }
};
