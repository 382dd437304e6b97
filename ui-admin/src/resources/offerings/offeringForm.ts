import { instantOfVenueInput, venueInputOf } from '../../format/venueTime';

/**
 * A class's details as its form holds them, and back: the batches are a map keyed by batch id in
 * the command (contracts' classDetailsSchema), a list of rows in the form, each row keeping the id
 * it was saved under (a new row gets one made from its name).
 */
export type BatchRow = { batchId?: string; name?: string; [field: string]: unknown };
type Details = Record<string, unknown> & { batches?: Record<string, object>; batchList?: BatchRow[] };

/**
 * A key of a-z 0-9 - (1-20 characters, catalogueIdSchema) made from a name: "Mon/Wed 5 pm" →
 * "mon-wed-5-pm"; a long name ends at a whole word ("Final night on the big screen" →
 * "final-night-on-the", not "…-the-b": UX walk at 375 px).
 */
export const keyOf = (name: string): string => {
  const full = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= 20) return full;
  // The first 21 characters: a '-' at the 21st means the 20 end with a whole word.
  const wordEnd = full.slice(0, 21).lastIndexOf('-');
  return (wordEnd > 0 ? full.slice(0, wordEnd) : full.slice(0, 20)).replace(/-+$/, '');
};

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Blank inputs left out, within nested objects too (the strict schemas refuse '' and null where a field is optional: a price's blank "was"). */
export const blanksOut = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .map(([k, v]) => [k, isPlain(v) ? blanksOut(v) : v]),
  );

/** The saved details as the form edits them: batches as rows. */
export function classFormOf(details: Details | undefined): Details {
  const { batches = {}, ...rest } = details ?? {};
  return { ...rest, batchList: Object.entries(batches).map(([batchId, batch]) => ({ batchId, ...batch })) };
}

/** The form's details as SaveOffering takes them: rows back to a map, a new row keyed by its name (unique within the class). */
export function classDetailsOf(details: Details): Record<string, unknown> {
  const { batchList = [], batches: _previous, ...rest } = details;
  const batches: Record<string, unknown> = {};
  for (const { batchId, ...row } of batchList) {
    let id = batchId || keyOf(row.name ?? '') || 'batch';
    for (let n = 2; id in batches; n++) id = `${(batchId || keyOf(row.name ?? '') || 'batch').slice(0, 17)}-${n}`;
    batches[id] = blanksOut(row);
  }
  return { ...blanksOut(rest), batches };
}

/** The back office's name of each kind (its resource), as the menu and the URL say it. */
export type OfferingFormKind = 'classes' | 'packs' | 'lockers' | 'meets' | 'tournaments' | 'events';
const DATED = new Set<OfferingFormKind>(['meets', 'tournaments', 'events']);

/**
 * A registration question as its form row holds it (spec section 3 "user form fields"): the
 * choices of a drop-down typed as one line, "S, M, L", rather than a list within a list.
 */
export type FormFieldRow = { id?: string; label?: string; type?: string; required?: boolean | null; options?: string | null };
type FormField = { id: string; label: string; type: string; required: boolean; options?: string[] };

const fieldRowsOf = (fields: unknown): FormFieldRow[] =>
  Array.isArray(fields) ? (fields as FormField[]).map(({ options, ...field }) => ({ ...field, options: options?.join(', ') ?? '' })) : [];

/** Rows back to formFieldSchema: a new question keyed by its label (unique within the form), choices only for a drop-down. */
function fieldsOf(rows: unknown): FormField[] {
  const taken = new Set<string>();
  return (Array.isArray(rows) ? (rows as FormFieldRow[]) : []).map(({ id, label = '', type = 'text', required, options }) => {
    const base = id || keyOf(label) || 'question';
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base.slice(0, 17)}-${n}`;
    taken.add(key);
    const choices =
      type === 'select'
        ? (options ?? '')
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [];
    return { id: key, label: label.trim(), type, required: Boolean(required), ...(choices.length > 0 ? { options: choices } : {}) };
  });
}

/** The saved details as the kind's form edits them: a class's batches as rows, questions' choices as a line, the close of registration in venue time. */
export function formOf(kind: OfferingFormKind, details: Details | undefined): Details {
  if (kind === 'classes') return classFormOf(details);
  const form: Details = { ...(details ?? {}) };
  if (DATED.has(kind)) {
    form.formFields = fieldRowsOf(form.formFields);
    form.registrationCloses = venueInputOf(form.registrationCloses as string | undefined);
  }
  return form;
}

/** The form's details as SaveOffering takes them for the kind (contracts/src/catalogue/offerings.ts), blanks left out. */
export function detailsOf(kind: OfferingFormKind, form: Details): Record<string, unknown> {
  if (kind === 'classes') return classDetailsOf(form);
  if (!DATED.has(kind)) return blanksOut(form);
  const { formFields, registrationCloses, ...rest } = form;
  // An individual tournament has no team size (a left-over one would say teams of 7 to nobody).
  if (kind === 'tournaments' && rest.participationType !== 'team') delete rest.maxParticipantPerTeam;
  return {
    ...blanksOut(rest),
    ...(instantOfVenueInput(registrationCloses as string) ? { registrationCloses: instantOfVenueInput(registrationCloses as string) } : {}),
    formFields: fieldsOf(formFields),
  };
}

/** What a new offering of the kind starts with: sensible dates, hours and places rather than an empty form. */
export function newDetails(kind: OfferingFormKind, tomorrow: string): Details {
  switch (kind) {
    case 'classes':
      return {
        validity: 'Monthly',
        batchList: [{ capacity: 16, weekdays: [1, 3], startTime: '17:00', endTime: '18:00', startDate: tomorrow }],
      };
    case 'packs':
      return { validity: 'Quarterly', sessions: 10 };
    case 'lockers':
      return { validity: 'Monthly', count: 20 };
    case 'meets':
      return { startDate: tomorrow, startTime: '06:00', capacity: 100, bibStart: 1, formFields: [] };
    case 'tournaments':
      return { startDate: tomorrow, startTime: '16:00', participationType: 'individual', capacity: 16, formFields: [] };
    case 'events':
      return { date: tomorrow, startTime: '19:00', endTime: '22:00', capacity: 100, formFields: [] };
  }
}

/*
 * Checks across fields, said next to the field they are about (react-admin validators get the
 * field's value and the whole form). The schemas' own rules (required, at least 1) are the inputs'.
 */
type FormValues = { offering?: { details?: Details } };
const detailsIn = (values: unknown): Details => (values as FormValues)?.offering?.details ?? {};

/** An event's end after its start ("24:00" is midnight at the end of the day). */
export const endsAfterStart = (endTime: unknown, values: unknown): string | undefined => {
  const start = detailsIn(values).startTime;
  return typeof endTime === 'string' && typeof start === 'string' && endTime && start && endTime <= start
    ? 'Ends after it starts'
    : undefined;
};

/** A tournament's last day on or after its first. */
export const endDateNotBefore = (endDate: unknown, values: unknown): string | undefined => {
  const start = detailsIn(values).startDate;
  return typeof endDate === 'string' && typeof start === 'string' && endDate && start && endDate < start
    ? 'On or after the first day'
    : undefined;
};

/** Registration closes by the start (blank: at the start). */
export const closesByStart = (closes: unknown, values: unknown): string | undefined => {
  const details = detailsIn(values);
  const date = details.date ?? details.startDate;
  if (typeof closes !== 'string' || !closes || typeof date !== 'string' || typeof details.startTime !== 'string') return undefined;
  return closes > `${date}T${details.startTime}` ? 'Closes by the start' : undefined;
};

/** A drop-down question needs something to choose from. */
export const choicesGiven = (options: unknown): string | undefined =>
  typeof options === 'string' && options.split(',').some((o) => o.trim()) ? undefined : 'Type the choices, separated by commas';

const KIND_OF = { classes: 'class', packs: 'pack', lockers: 'locker', meets: 'meet', tournaments: 'tournament', events: 'event' } as const;
const ONE: Record<OfferingFormKind, string> = {
  classes: 'A class',
  packs: 'A pack',
  lockers: 'A locker bank',
  meets: 'A meet',
  tournaments: 'A tournament',
  events: 'An event',
};

/** The offerings read model's id of a venue's offering: its stream, `{kind}-{spaceId}.{key}` (projections' offeringProjection). */
export const recordIdOf = (kind: OfferingFormKind, spaceId: string, key: string): string => `${KIND_OF[kind]}-${spaceId}.${key}`;

/** Said next to the key of a new offering whose key the venue already has (saving would replace it). */
export const keyTakenMessage = (kind: OfferingFormKind, name: string): string =>
  `${ONE[kind]} at this venue has this key${name ? ` (${name})` : ''}: change the key, or edit that one`;
