import { DomainError, ownValue, type FormAnswers, type FormField, type GameDetails } from '@sports/contracts';
import { gameEndMs } from '@sports/shared-rules';

/**
 * The rules a game's details must satisfy at creation and at every update (spec sections 3
 * and 4); zod has already checked each field on its own, these check them together.
 */
export const validateGameDetails = (details: GameDetails, now: string): void => {
  for (const [i, slot] of details.duration.entries()) {
    if (slot.to && Date.parse(slot.to) <= Date.parse(slot.from)) {
      throw new DomainError('INVALID_SCHEDULE', 'Each duration must end after it starts', `duration.${i}.to`);
    }
  }
  if (details.duration[0]!.from.slice(0, 10) !== details.date) {
    throw new DomainError('INVALID_SCHEDULE', 'date must be the day of the first duration', 'date');
  }
  if (gameEndMs(details.duration) <= Date.parse(now)) {
    throw new DomainError('INVALID_SCHEDULE', 'The game would already be over', 'duration');
  }
  if (details.enableGameSkill && (details.gameSkillFrom ?? 0) > (details.gameSkillTo ?? 3)) {
    throw new DomainError('INVALID_SKILL_RANGE', 'gameSkillFrom must not be above gameSkillTo', 'gameSkillFrom');
  }
  if (details.participationType === 'team') {
    if (details.teamCount === undefined) throw new DomainError('INVALID_TEAMS', 'A team game needs teamCount', 'teamCount');
    if (details.maxParticipantPerTeam === undefined)
      throw new DomainError('INVALID_TEAMS', 'A team game needs maxParticipantPerTeam', 'maxParticipantPerTeam');
    if (details.teamCount * details.maxParticipantPerTeam !== details.maxParticipants) {
      throw new DomainError('INVALID_TEAMS', 'maxParticipants must be teamCount × maxParticipantPerTeam', 'maxParticipants');
    }
  }
  if (details.isOnlineActivity && details.onlineActivity.length === 0 && !details.activityLink) {
    throw new DomainError('VALIDATION_FAILED', 'An online game needs a link (onlineActivity or activityLink)', 'onlineActivity');
  }
  if (details.isSlotBookLater && !details.slotBookLater) {
    throw new DomainError('VALIDATION_FAILED', 'isSlotBookLater needs the slot to book (slotBookLater)', 'slotBookLater');
  }
  const fieldIds = new Set<string>();
  for (const [i, field] of details.formFields.entries()) {
    if (fieldIds.has(field.id)) throw new DomainError('VALIDATION_FAILED', 'Form field ids must be unique', `formFields.${i}.id`);
    fieldIds.add(field.id);
    if (field.type === 'select' && !field.options?.length)
      throw new DomainError('VALIDATION_FAILED', 'A select field needs options', `formFields.${i}.options`);
  }
};

const answerFits = (field: FormField, answer: FormAnswers[string]): boolean => {
  switch (field.type) {
    case 'text':
      return typeof answer === 'string';
    case 'number':
      return typeof answer === 'number';
    case 'checkbox':
      return typeof answer === 'boolean';
    case 'select':
      return typeof answer === 'string' && (field.options ?? []).includes(answer);
  }
};

/** Spec section 3 formFields: a join answers every required field, with a value of the field's type, and nothing else. */
export const validateFormAnswers = (fields: readonly FormField[], answers: FormAnswers = {}): void => {
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const [id, answer] of Object.entries(answers)) {
    const field = byId.get(id);
    if (!field) throw new DomainError('VALIDATION_FAILED', 'The game has no such form field', `formAnswers.${id}`);
    if (!answerFits(field, answer))
      throw new DomainError('VALIDATION_FAILED', `The answer must fit a ${field.type} field`, `formAnswers.${id}`);
  }
  for (const field of fields) {
    const answer = ownValue(answers, field.id);
    if (field.required && (answer === undefined || answer === '' || answer === false)) {
      throw new DomainError('FORM_ANSWER_REQUIRED', `"${field.label}" must be answered`, `formAnswers.${field.id}`);
    }
  }
};
