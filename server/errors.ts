import { toPersianDigits } from '../shared/digits';

export const ERROR_STATUS = {
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VERIFICATION_FAILED: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type of the API: a string code that maps to an HTTP status, and a Persian message
 * (translated for an English caller where the envelope is built, server/i18n).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { errors?: string[]; retryAfterSeconds?: number; data?: unknown } = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const messages = {
  unauthenticated: 'ابتدا وارد حساب کاربری شوید.',
  forbidden: 'شما اجازه دسترسی به این بخش را ندارید.',
  notFound: 'موردی یافت نشد.',
  invalidJson: 'بدنه درخواست JSON معتبر نیست.',
  invalidInput: 'اطلاعات ارسال‌شده معتبر نیست.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  payloadTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  internal: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.',
  tooManyRequests: (seconds: number) => `تعداد تلاش‌ها بیش از حد مجاز است. ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید.`,
} as const;
