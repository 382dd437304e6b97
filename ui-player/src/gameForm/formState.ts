import { addDays } from '@sports/contracts/time/venueDate';
import { VENUE_UTC_OFFSET, gameDetailsSchema, type Cover, type GameDetails, type GameDocument } from '@sports/contracts';
import { plainFieldError } from './fieldWords';

/** A slot chosen in the venue pick, as "PUT map slot to game" takes it (spec section 7). */
export interface PickedSlot {
  slotId: string;
  fieldId: string;
  fieldName: string;
  slotDate: string;
  startTime: string;
  endTime: string;
  timeRangeConfigId?: string | undefined;
}

/**
 * Spec section 2 venue-pick options: pick a venue, pick a booked slot, book a slot, pick from
 * blocked slots ('none': the host types the place). A booked or blocked slot is mapped to the game
 * once it is saved; a slot to book is kept on the game as slotBookLater (spec section 3).
 */
export type VenuePick = { kind: 'none' } | { kind: 'venue' } | { kind: 'booked' | 'book' | 'blocked'; slot: PickedSlot };

export interface GameFormState {
  name: string;
  listingId: string;
  listingName: string;
  activityFormat: string;
  activityType: GameDetails['activityType'];
  privacy: GameDetails['privacy'];
  /** Venue wall-clock date and times (IST), as the venues keep them. */
  date: string;
  startTime: string;
  endTime: string;
  maxParticipants: string;
  /** Rupees, as typed; the game stores paise. */
  cost: string;
  /** Spec section 3 payableMethod: paid in the app before joining (the default) or at the venue. */
  payableMethod: GameDetails['payableMethod'];
  enableGameSkill: boolean;
  gameSkillFrom: number;
  gameSkillTo: number;
  description: string;
  location: GameDetails['location'];
  spaceId?: string | undefined;
  spaceName?: string | undefined;
  facilityId?: string | undefined;
  facilityName?: string | undefined;
  pick: VenuePick;
  /** Spec section 3 coverImageorVideo: an uploaded image or a video link. */
  cover: Cover | null;
}

/** A new game's start and end until the host picks others: an evening game, as most are. */
const DEFAULT_START = '18:00';
const DEFAULT_END = '19:30';
/** How long before the default start today stops being the new game's day. */
const NOTICE_MS = 60 * 60_000;

/**
 * The day a new game's form opens on: today while its default start is an hour or more away at the
 * venue, else tomorrow. Opened at 22:00, the form offered today 18:00–19:30, and a host who tapped
 * straight through got "The game would already be over".
 */
export const defaultGameDay = (nowMs = Date.now()): string => {
  const today = venueToday(nowMs);
  return Date.parse(venueDateTime(today, DEFAULT_START)) - nowMs >= NOTICE_MS ? today : addDays(today, 1);
};

export const emptyForm = (day: string): GameFormState => ({
  name: '',
  listingId: '',
  listingName: '',
  activityFormat: '',
  activityType: 'Regular',
  privacy: 'public',
  date: day,
  startTime: DEFAULT_START,
  endTime: DEFAULT_END,
  maxParticipants: '10',
  cost: '0',
  payableMethod: 'paybefore',
  enableGameSkill: false,
  gameSkillFrom: 0,
  gameSkillTo: 3,
  description: '',
  location: { name: '' },
  pick: { kind: 'none' },
  cover: null,
});

const OFFSET_MS = (() => {
  const [h, m] = VENUE_UTC_OFFSET.slice(1).split(':').map(Number);
  return (VENUE_UTC_OFFSET.startsWith('-') ? -1 : 1) * ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
})();

/** A venue date and HH:MM as an ISO date-time with the venue's offset. */
export const venueDateTime = (date: string, time: string): string => `${date}T${time.slice(0, 5)}:00${VENUE_UTC_OFFSET}`;

/** An instant as the venue's date and HH:MM. */
export function venueWallClock(iso: string): { date: string; time: string } {
  const shifted = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Today at the venues, for date inputs' defaults and minimums. */
export const venueToday = (nowMs = Date.now()): string => venueWallClock(new Date(nowMs).toISOString()).date;

const detailKeys = Object.keys(gameDetailsSchema.shape) as (keyof GameDetails)[];

/** The host-set fields of a game (what "PUT update" replaces), without the read model's. */
export function detailsOf(game: GameDocument): Partial<GameDetails> {
  const out: Record<string, unknown> = {};
  for (const key of detailKeys) if (game[key] !== undefined) out[key] = game[key];
  // The cost while shared is the booking's share; the host's own figure is the one to edit.
  if (game.hostCostPerParticpant !== undefined) out.costPerParticpant = game.hostCostPerParticpant;
  return out;
}

/**
 * The venue-pick option a saved game was made with (spec section 2), so editing opens on it: a slot to
 * book later, a mapped (booked) slot, a venue (its space, field or map point), else the typed place.
 * An edit used to open every game on "Type the place", as if its venue had been forgotten.
 */
export function pickOfGame(game: GameDocument): VenuePick {
  if (game.isSlotBookLater && game.slotBookLater) {
    const later = game.slotBookLater;
    return {
      kind: 'book',
      slot: {
        slotId: '',
        fieldId: later.fieldId,
        fieldName: game.facilityName ?? '',
        slotDate: later.slotDate,
        startTime: later.startTime,
        endTime: later.endTime,
        timeRangeConfigId: later.timeRangeConfigId,
      },
    };
  }
  const mapped = game.mappedSlots.find((s) => game.slotIds.includes(s.slotId));
  if (mapped) {
    const { slotId, fieldId, slotDate, startTime, endTime } = mapped;
    return {
      kind: 'booked',
      slot: { slotId, fieldId, fieldName: mapped.fieldName ?? game.facilityName ?? '', slotDate, startTime, endTime },
    };
  }
  const { lat, lon } = game.location;
  if (game.spaceId || game.facilityId || (lat !== undefined && lon !== undefined)) return { kind: 'venue' };
  return { kind: 'none' };
}

export function formFromGame(game: GameDocument): GameFormState {
  const first = game.duration[0];
  const start = first ? venueWallClock(first.from) : { date: game.date, time: '18:00' };
  const end = first?.to ? venueWallClock(first.to) : { date: start.date, time: start.time };
  const cost = game.hostCostPerParticpant ?? game.costPerParticpant;
  return {
    name: game.name,
    listingId: game.listingId,
    listingName: game.listingName,
    activityFormat: game.activityFormat,
    activityType: game.activityType,
    privacy: game.privacy,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    maxParticipants: String(game.maxParticipants),
    cost: String(cost / 100),
    payableMethod: game.payableMethod ?? 'paybefore',
    enableGameSkill: game.enableGameSkill,
    gameSkillFrom: game.gameSkillFrom ?? 0,
    gameSkillTo: game.gameSkillTo ?? 3,
    description: game.description,
    location: game.location,
    spaceId: game.spaceId,
    spaceName: game.spaceName,
    facilityId: game.facilityId,
    facilityName: game.facilityName,
    pick: pickOfGame(game),
    cover: game.coverImageorVideo ?? null,
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/** Which form control shows an error about a details path. */
const fieldOfPath = (path: PropertyKey[]): string => {
  const [head] = path;
  if (head === 'duration' || head === 'date') return 'startTime';
  if (head === 'costPerParticpant') return 'cost';
  if (head === 'location') return 'location';
  if (head === 'gameSkillFrom' || head === 'gameSkillTo') return 'skill';
  return String(head);
};

/**
 * The form as the create/update command's body (the contracts' gameDetailsSchema, checked here so
 * mistakes show beside their fields before anything is sent). `base` keeps fields the form does not
 * edit (form fields, cover, online links) when a game is updated.
 */
export function toDetails(form: GameFormState, base: Partial<GameDetails> = {}): { details: GameDetails } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.endTime.slice(0, 5) <= form.startTime.slice(0, 5)) errors.endTime = plainFieldError('endTime');
  const rupees = Number(form.cost);
  if (!Number.isFinite(rupees) || rupees < 0) errors.cost = plainFieldError('cost');
  const max = Number(form.maxParticipants);
  if (!Number.isInteger(max)) errors.maxParticipants = plainFieldError('maxParticipants');
  const book = form.pick.kind === 'book' ? form.pick.slot : null;
  const candidate = {
    ...base,
    name: form.name,
    listingId: form.listingId,
    listingName: form.listingName,
    activityFormat: form.activityFormat,
    activityType: form.activityType,
    privacy: form.privacy,
    date: form.date,
    duration: [{ from: venueDateTime(form.date, form.startTime), to: venueDateTime(form.date, form.endTime) }],
    location: Object.fromEntries(Object.entries(form.location).filter(([, v]) => v !== undefined && v !== '')),
    maxParticipants: max,
    costPerParticpant: Math.round(rupees * 100),
    enablePay: rupees > 0,
    payableMethod: form.payableMethod,
    enableGameSkill: form.enableGameSkill,
    gameSkillFrom: form.enableGameSkill ? form.gameSkillFrom : undefined,
    gameSkillTo: form.enableGameSkill ? form.gameSkillTo : undefined,
    description: form.description,
    spaceId: form.spaceId,
    spaceName: form.spaceName,
    facilityId: form.facilityId,
    facilityName: form.facilityName,
    isSlotBookLater: book !== null,
    slotBookLater: book
      ? {
          fieldId: book.fieldId,
          startTime: book.startTime,
          endTime: book.endTime,
          slotDate: book.slotDate,
          ...(book.timeRangeConfigId ? { timeRangeConfigId: book.timeRangeConfigId } : {}),
        }
      : undefined,
  };
  const parsed = gameDetailsSchema.safeParse(JSON.parse(JSON.stringify(candidate)));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The schema's own message may quote a pattern or a path: the field's plain words instead.
      const field = fieldOfPath(issue.path);
      errors[field] ??= plainFieldError(field);
    }
  }
  if (form.enableGameSkill && form.gameSkillFrom > form.gameSkillTo) errors.skill = plainFieldError('skill');
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { details: parsed.data };
}

/** The error fields a change to each form key can mend (see fieldOfPath: the times carry the date's and duration's). */
const ERRORS_OF_KEY: Partial<Record<keyof GameFormState, readonly string[]>> = {
  listingId: ['listingId', 'listingName'],
  listingName: ['listingId', 'listingName'],
  date: ['date', 'startTime'],
  startTime: ['startTime', 'endTime'],
  endTime: ['startTime', 'endTime'],
  gameSkillFrom: ['skill'],
  gameSkillTo: ['skill'],
  enableGameSkill: ['skill'],
};

/**
 * The errors still standing once the host has changed `keys`: a field being mended stops saying what
 * was wrong with it (a name typed in still read "Give the game a name" until the next submit).
 */
export function clearedErrors(errors: FieldErrors, keys: readonly (keyof GameFormState)[]): FieldErrors {
  const mended = new Set(keys.flatMap((key) => ERRORS_OF_KEY[key] ?? [key]));
  const kept = Object.entries(errors).filter(([field]) => !mended.has(field));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
