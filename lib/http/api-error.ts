/** How a call failed, after the error catalogue has shown what it shows. */
export type FailureKind = 'envelope' | 'http' | 'network' | 'cancelled' | 'other';

export class ApiError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    readonly errors: string[] = [],
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
