import type { MessageCode, MessageParams } from './i18n/messages';

/**
 * Every refusal the API makes, by code, with its HTTP status. The code goes to the caller in
 * `data.code` beside the message of the same code (server/i18n/messages.ts), so a client can react
 * to which refusal it got without reading the sentence.
 */
export const REFUSAL_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TARGET_OUTRANKS_CALLER: 403,
  SUPER_ADMIN_ONLY_BY_SUPER: 403,
  PERMISSION_NOT_HELD: 403,
  IMPERSONATION_READ_ONLY: 403,
  NOT_FOUND: 404,
  ADMIN_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  GIFT_NOT_FOUND: 404,
  VIDEO_NOT_FOUND: 404,
  BACKUP_NOT_FOUND: 404,
  SUPPORT_TICKET_NOT_FOUND: 404,
  SUPPORT_UNIT_NOT_FOUND: 404,
  CONTACT_MESSAGE_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  GIFT_PUBLISHED_LOCKED: 409,
  BACKUP_RUNNING: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  ATTACHMENT_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  INVALID_JSON: 422,
  WRONG_MOBILE_OR_PASSWORD: 422,
  WRONG_USERNAME_OR_PASSWORD: 422,
  VERIFICATION_DEAD: 422,
  CODE_TRIES_EXHAUSTED: 422,
  CODE_EXPIRED: 422,
  CODE_WRONG: 422,
  CODE_USED: 422,
  PASSWORD_TOO_COMMON: 422,
  PASSWORD_ONE_CHARACTER: 422,
  PASSWORD_IS_MOBILE: 422,
  CURRENT_PASSWORD_REQUIRED: 422,
  CURRENT_PASSWORD_WRONG: 422,
  USERNAME_TAKEN: 422,
  LAST_SUPER_ADMIN: 422,
  OWN_ADMINS_MANAGE_KEPT: 422,
  OWN_ACCOUNT_KEPT_ACTIVE: 422,
  IMAGE_TYPE_REFUSED: 422,
  INSUFFICIENT_BALANCE: 422,
  IDEMPOTENCY_KEY_INVALID: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  MOBILE_TAKEN: 422,
  USER_DELETED_ALREADY: 409,
  USER_NOT_VERIFIED: 409,
  GIFT_EXPIRED: 422,
  GIFT_NO_RECIPIENTS: 422,
  GIFT_EXPIRY_PAST: 422,
  GIFT_USERS_REQUIRED: 422,
  GIFT_USERS_UNKNOWN: 422,
  VIDEO_NOT_MP4: 422,
  VIDEO_FILE_REQUIRED: 422,
  VIDEO_OWNER_UNKNOWN: 422,
  ATTACHMENT_TYPE_REFUSED: 422,
  SUPPORT_UNIT_UNAVAILABLE: 422,
  RATE_LIMITED: 429,
  RESEND_TOO_SOON: 429,
  UPLOAD_RATE_LIMITED: 429,
  SUPPORT_TICKETS_RATE_LIMITED: 429,
  SUPPORT_REPLIES_RATE_LIMITED: 429,
  PAYMENT_GATEWAY_FAILED: 502,
  SERVICE_NOT_READY: 503,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Partial<Record<MessageCode, 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 502 | 503>>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

export interface RefusalOptions<Code extends RefusalCode> {
  /** The numbers the message names (`{seconds}`, `{left}`). */
  params?: MessageParams<Code>;
  /** 422 only: every problem found, already in the caller's language (validation); otherwise the message alone. */
  errors?: string[];
  retryAfterSeconds?: number;
  /** Headers the refusal's answer carries (a 416's `Content-Range`). */
  headers?: Record<string, string>;
  /** More for the client beside the code (the tries left of a verification). */
  data?: Record<string, unknown>;
}

/** The one error type of the API: a refusal code, which fixes the status and the message, and the numbers the message needs. */
export class AppError<Code extends RefusalCode = RefusalCode> extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    readonly options: RefusalOptions<Code> = {},
  ) {
    super(code);
    this.status = REFUSAL_STATUS[code];
  }
}
