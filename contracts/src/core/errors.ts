/**
 * Stable error codes. Clients branch on `code`, never on the message text,
 * so a code is never renamed once shipped. The HTTP status lives beside it
 * so every service maps a code to the same status.
 */
export const errorStatus = {
  // Bad input (spec: "Bad input gets a clear error").
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  // An upload whose bytes are not an image of the declared type (spec section 7, image upload).
  INVALID_IMAGE: 422,
  // Identity and permission.
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_HOST: 403,
  // One-time-code login and sessions.
  OTP_INVALID: 401,
  OTP_EXPIRED: 401,
  OTP_ATTEMPTS_EXCEEDED: 429,
  RATE_LIMITED: 429,
  REFRESH_TOKEN_REUSED: 401,
  SESSION_REVOKED: 401,
  /**
   * Logout with a refresh token of another user's session (docs/adr/0116-logout-own-session.md): 403, as the caller is signed in (401 would
   * tell the client to refresh or
   * sign out) and the token names its owner in its readable claims (404 would hide nothing).
   */
  NOT_YOUR_SESSION: 403,
  DELIVERY_FAILED: 502,
  // Changing one's phone number (docs/security.md "Changing the phone number"). A signed-in caller's
  // wrong or expired code is 400, not 401: 401 says the token failed, and clients refresh or sign out on it.
  VERIFICATION_CODE_INVALID: 400,
  VERIFICATION_CODE_EXPIRED: 400,
  /** Another account signs in with this number. */
  PHONE_TAKEN: 409,
  /** The number is the account's already. */
  PHONE_UNCHANGED: 409,
  // Lookups.
  ROUTE_NOT_FOUND: 404,
  /** The back office: no such record, or none the caller may see. */
  RECORD_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  REQUEST_NOT_FOUND: 404,
  /** The caller has no open invitation to the game (a decline). */
  INVITATION_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ACCESS_ACCOUNT_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The record changed since the caller read it (If-Match names an older revision): reload and edit again (docs/adr/0109-admin-optimistic-concurrency.md). */
  PRECONDITION_FAILED: 412,
  // Rules of a game (spec section 4 and 5).
  GAME_ALREADY_EXISTS: 409,
  GAME_FULL: 409,
  // The waitlist of a full game.
  /** A freed place is reserved for the player it was offered to. */
  PLACE_RESERVED: 409,
  /** The game has places left: join it instead. */
  GAME_NOT_FULL: 409,
  ALREADY_WAITLISTED: 409,
  NOT_WAITLISTED: 409,
  /** Private games take requests, and a started game offers no places: no waitlist. */
  WAITLIST_CLOSED: 409,
  NO_WAITLIST_OFFER: 409,
  WAITLIST_OFFER_EXPIRED: 409,
  /** A pay-before game's offered place is taken through checkout, not by accepting it outright. */
  PAYMENT_REQUIRED: 409,
  GAME_ON_HOLD: 409,
  GAME_NOT_ON_HOLD: 409,
  GAME_OVER: 409,
  ALREADY_PARTICIPANT: 409,
  ALREADY_REQUESTED: 409,
  ALREADY_CO_HOST: 409,
  NOT_A_PARTICIPANT: 422,
  HOST_CANNOT_LEAVE: 409,
  INVALID_SCHEDULE: 422,
  INVALID_SKILL_RANGE: 422,
  INVALID_TEAMS: 422,
  FORM_ANSWER_REQUIRED: 422,
  /** An update would leave fewer places than people who already joined. */
  MAX_BELOW_JOINED: 409,
  INVITE_INVALID: 404,
  QUERY_NOT_FOUND: 404,
  QUERY_ALREADY_ANSWERED: 409,
  SLOT_ALREADY_MAPPED: 409,
  SLOT_NOT_MAPPED: 404,
  CIRCLE_NOT_FOUND: 404,
  CIRCLE_ALREADY_EXISTS: 409,
  /** Marking read an inbox item the caller does not have. */
  NOTIFICATION_NOT_FOUND: 404,
  // A game's chat (docs/adr/0101-game-chat.md): its participants, host and co-hosts only.
  NOT_A_CHAT_MEMBER: 403,
  COMMENT_NOT_FOUND: 404,
  ALREADY_REPORTED: 409,
  REPORT_NOT_FOUND: 404,
  /** Web Push (docs/adr/0099-web-push.md): the server has no VAPID keys, so it sends no pushes. */
  PUSH_DISABLED: 404,
  // Ratings and reviews (spec sections 5 and 6; docs/ratings.md).
  RATER_NOT_PARTICIPANT: 403,
  HOSTS_CANNOT_RATE_HOSTS: 403,
  RATED_NOT_IN_GAME: 422,
  CANNOT_RATE_SELF: 422,
  ALREADY_RATED: 409,
  /** Revising a rating that was never given (docs/ratings.md "Editing a rating"). */
  RATING_NOT_FOUND: 404,
  /** …or after the revision window closed (RATING_REVISION_DAYS after the game). */
  REVISION_WINDOW_CLOSED: 409,
  /** Dispute cases: none in the caller's queue, or closed already. */
  DISPUTE_NOT_FOUND: 404,
  DISPUTE_ALREADY_RESOLVED: 409,
  /** Only a resolved case is reopened. */
  DISPUTE_NOT_RESOLVED: 409,
  GAME_NOT_STARTED: 409,
  RATING_EMPTY: 422,
  SKILL_RATING_NOT_ALLOWED: 422,
  /** A skill level or a flag for a player marked as not showing up. */
  MARKED_ABSENT: 422,
  // Catalogue and bookings (docs/bookings.md).
  ORGANISATION_NOT_FOUND: 404,
  /** A platform operator suspended the venue's organisation: it takes no new bookings (docs/backoffice.md "Organisations"). */
  ORGANISATION_SUSPENDED: 409,
  ORGANISATION_ALREADY_EXISTS: 409,
  SPACE_NOT_FOUND: 404,
  FIELD_NOT_FOUND: 404,
  FIELD_ALREADY_EXISTS: 409,
  LISTING_NOT_AT_SPACE: 422,
  TAX_NOT_FOUND: 422,
  INVALID_TIME_RANGE: 422,
  TIME_RANGE_OVERLAPS: 409,
  SLOT_NOT_FOUND: 404,
  SLOT_UNAVAILABLE: 409,
  SLOT_NOT_BLOCKED: 409,
  SLOT_IN_PAST: 409,
  UNSUPPORTED_ITEM_TYPE: 422,
  MIXED_SPACES: 422,
  MEMBERSHIP_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_PAYABLE: 409,
  ORDER_NOT_CANCELLABLE: 409,
  /** A refund larger than what is left of the payment (paid less refunded), or with nothing left. */
  REFUND_EXCEEDS_BALANCE: 409,
  NOTHING_TO_REFUND: 409,
  HOLD_EXPIRED: 409,
  TRANSACTION_NOT_FOUND: 404,
  INVALID_SIGNATURE: 401,
  /** Razorpay: a webhook or Checkout result whose signature does not match is a bad request. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  CHECKOUT_SIGNATURE_INVALID: 400,
  PAYMENT_GATEWAY_UNAVAILABLE: 502,
  /** Mapping a catalogue slot to a game needs the host's own booking (or the venue staff's block). */
  SLOT_NOT_YOURS: 403,
  // Coupons: one reason code per rule (contracts/src/bookings/coupons.ts COUPON_REASONS).
  COUPON_NOT_FOUND: 404,
  COUPON_INACTIVE: 422,
  COUPON_NOT_STARTED: 422,
  COUPON_EXPIRED: 422,
  COUPON_NOT_FOR_VENUE: 422,
  COUPON_NOT_FOR_CITY: 422,
  COUPON_NOT_FOR_SERVICE: 422,
  COUPON_MINIMUM_NOT_MET: 422,
  COUPON_PRIVATE: 403,
  COUPON_USAGE_LIMIT_REACHED: 409,
  COUPON_USER_LIMIT_REACHED: 409,
  CAMPAIGN_NOT_FOUND: 404,
  REWARD_ALREADY_GRANTED: 409,
  /** Spin wheel (docs/adr/0110-spin-wheel-server.md): no prizes set yet; set/reward before a spin, or for a code not drawn. */
  SPIN_WHEEL_NOT_SET: 409,
  SPIN_REQUIRED: 409,
  REWARD_NOT_DRAWN: 409,
  // Classes, packs, lockers, meets and tournaments (docs/bookings.md "Offerings").
  OFFERING_NOT_FOUND: 404,
  BATCH_NOT_FOUND: 404,
  BATCH_INACTIVE: 409,
  /** No places left in the batch, locker bank, meet or tournament. */
  SOLD_OUT: 409,
  // Paid games (docs/bookings.md "Paid games").
  /** The game is free, host-paid or paid at the venue: it is joined directly, not bought. */
  GAME_NOT_PAID_ONLINE: 409,
  /** A private game's place is bought only by someone the host let in. */
  PRIVATE_GAME: 409,
  /** A place is already held for this player while a payment is pending. */
  PAYMENT_PENDING: 409,
  /** A cart with a game's place holds nothing else. */
  GAME_ORDER_ALONE: 422,
  /** A shared cost's rest (docs/adr/0102-paying-together.md): nothing is left to pay, or the game shares no cost. */
  SHARED_COST_NOT_OWED: 409,
  REGISTRATION_CLOSED: 409,
  /** An edit would leave fewer places than are taken. */
  CAPACITY_BELOW_TAKEN: 409,
  INVALID_OFFERING: 422,
  // A class's sessions and attendance (docs/backoffice.md "Classes").
  SESSION_NOT_FOUND: 404,
  /** The session is another batch's. */
  SESSION_NOT_IN_BATCH: 409,
  SESSION_CANCELLED: 409,
  /** Attendance is marked, and a session completed, only once it has started. */
  SESSION_NOT_STARTED: 409,
  /** Cancelling, dropping or moving a session that has attendance marks. */
  SESSION_HAS_ATTENDANCE: 409,
  /** The user has no live enrolment in the batch. */
  STUDENT_NOT_ENROLLED: 404,
  /** The session's date lies outside every validity of the student's enrolments. */
  ENROLMENT_NOT_VALID: 409,
  /** The enrolments' sessionLimit is used up: present or late would overdraw it. */
  NO_SESSIONS_REMAINING: 409,
  // Payout settlements.
  PAYOUT_REFERENCE_REUSED: 409,
  PAYOUT_PERIOD_OVERLAPS: 409,
  // Back-office records (docs/backoffice.md "Business records"): a status they never leave, or one the kind does not have.
  STATUS_CHANGE_NOT_ALLOWED: 409,
  // Command handling.
  CONCURRENCY_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  SERVICE_UNAVAILABLE: 503,
  /** The log could not be written (disk full, I/O error); nothing was stored, send it again later. */
  STORAGE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A rule of the domain was broken. Deciders throw it; HTTP maps it to a problem document. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

/** Too many requests: 429 RATE_LIMITED with Retry-After (seconds until the next one is allowed). */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    field?: string,
  ) {
    super('RATE_LIMITED', message, field);
  }
}

/**
 * The process is at a ceiling it keeps to stay up (open event streams, docs/adr/0119-event-stream-caps.md): 503 SERVICE_UNAVAILABLE with
 * Retry-After; the same request succeeds once
 * load falls, and nothing was changed.
 */
export class ServiceBusyError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('SERVICE_UNAVAILABLE', message);
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/**
 * A store could not write (disk full, I/O error, read-only file system): nothing of the write
 * was kept, and the same request may be sent again once space returns.
 * HTTP answers 503 STORAGE_UNAVAILABLE with Retry-After.
 */
export class StorageUnavailableError extends DomainError {
  constructor(
    readonly reason: string,
    readonly retryAfterSeconds = 5,
  ) {
    super('STORAGE_UNAVAILABLE', `Storage unavailable (${reason}): nothing was stored; try again later`);
  }
}

/**
 * Which failures are the storage's (the disk is full, failing or read-only)
 * rather than the write's own (a constraint, a bug). Those are worth waiting out: nothing
 * was stored, and the same write succeeds once the condition is gone. Returns a short reason
 * for /ready and the problem document, or null for any other error.
 */
export const storageFaultOf = (error: unknown): string | null => {
  if (error instanceof StorageUnavailableError) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  // better-sqlite3's SqliteError carries SQLite's extended code (SQLITE_IOERR_WRITE...).
  if (code === 'SQLITE_FULL') return 'disk full';
  if (code.startsWith('SQLITE_IOERR')) return `I/O error (${code})`;
  if (code.startsWith('SQLITE_READONLY')) return `read-only (${code})`;
  if (code.startsWith('SQLITE_CANTOPEN')) return `cannot open a file (${code})`;
  // Node's own file writes (blobs, probes).
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return 'disk full';
  if (code === 'EIO') return 'I/O error (EIO)';
  if (code === 'EROFS') return 'read-only file system';
  return null;
};

/** The error itself, or a StorageUnavailableError when the storage failed (see storageFaultOf). */
export const asStorageError = (error: unknown): unknown => {
  if (error instanceof StorageUnavailableError) return error;
  const reason = storageFaultOf(error);
  return reason === null ? error : new StorageUnavailableError(reason);
};
