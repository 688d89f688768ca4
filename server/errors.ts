import { REFUSAL_STATUS, type RefusalCode } from '../shared/contracts/refusals';
import type { MessageCode, MessageParams } from './i18n/messages';

/** Every refusal code has its message in the catalogue: a code without one does not compile here. */
type Holds<Condition extends true> = Condition;
export type EveryRefusalHasAMessage = Holds<RefusalCode extends MessageCode ? true : false>;

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
  /** The admin a refusal's audit row names when the caller is not one yet (a wrong code at sign-in); never sent. */
  auditAs?: number;
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
