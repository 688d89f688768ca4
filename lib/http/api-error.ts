/** How a call failed, after the error catalogue has shown what it shows. */
export type FailureKind = 'envelope' | 'http' | 'network' | 'cancelled' | 'other';

/** The refusal code the API puts in `data.code` (server/errors.ts), if the answer had one. */
function refusalCodeIn(data: unknown): string | undefined {
  const code = (data as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export class ApiError extends Error {
  /** What lib/action-state.ts tells an API failure by, without this module (it comes with the HTTP client). */
  override readonly name = 'ApiError';
  /** Which refusal the API answered (`USERNAME_TAKEN`, `RATE_LIMITED`, …), for a screen that reacts to it. */
  readonly code: string | undefined;
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    readonly errors: string[] = [],
    readonly data: unknown = null,
  ) {
    super(message);
    this.code = refusalCodeIn(data);
  }
}
