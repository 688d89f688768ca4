import { toPersianDigits } from '../../shared/digits';

export type Locale = 'fa' | 'en';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Every message the API writes, by a stable code: the Persian text users see by default and its
 * English. `{name}` in the Persian stands for a number the caller passes, written in Persian digits;
 * an English that needs the number is a function of the same names, given Latin numbers. A refusal's
 * code (server/errors.ts) is the code of its message, so `data.code` and the text never drift apart.
 * tests/unit/server-messages.test.ts checks the two languages against each other.
 */
export const MESSAGES = {
  // Refusals of the route layer
  UNAUTHENTICATED: { fa: 'ابتدا وارد حساب کاربری شوید.', en: 'Please sign in first.' },
  FORBIDDEN: { fa: 'شما اجازه دسترسی به این بخش را ندارید.', en: 'You do not have access to this section.' },
  NOT_FOUND: { fa: 'موردی یافت نشد.', en: 'Nothing was found.' },
  INVALID_JSON: { fa: 'بدنه درخواست JSON معتبر نیست.', en: 'The request body is not valid JSON.' },
  VALIDATION_FAILED: { fa: 'اطلاعات ارسال‌شده معتبر نیست.', en: 'The information sent is not valid.' },
  SERVICE_NOT_READY: {
    fa: 'سرویس موقتاً در دسترس نیست. لطفاً کمی بعد دوباره تلاش کنید.',
    en: 'The service is unavailable for a moment. Please try again shortly.',
  },
  // A call refused for now (the server is overloaded, or Redis, which its throttles need, is away); Retry-After says when to try again.
  SERVICE_UNAVAILABLE: { fa: 'سرویس الان شلوغ است. لطفاً چند لحظه دیگر دوباره تلاش کنید.', en: 'The service is busy right now. Please try again in a moment.' },
  // The link on the page a page request gets under overload (server/overload/load-shedding.ts).
  TRY_AGAIN: { fa: 'تلاش دوباره', en: 'Try again' },
  // A path's `:id` (shared/contracts/kit.schemas.ts)
  ID_INVALID: { fa: 'شناسه باید عددی صحیح و بزرگ‌تر از صفر باشد.', en: 'The id must be a whole number greater than zero.' },
  UNSUPPORTED_MEDIA_TYPE: { fa: 'نوع محتوای درخواست پشتیبانی نمی‌شود.', en: 'This request content type is not supported.' },
  PAYLOAD_TOO_LARGE: { fa: 'حجم درخواست بیش از حد مجاز است.', en: 'The request is too large.' },
  RATE_LIMITED: {
    fa: 'تعداد تلاش‌ها بیش از حد مجاز است. {seconds} ثانیه دیگر دوباره تلاش کنید.',
    en: ({ seconds }: { seconds: number }) => `Too many attempts. Try again in ${plural(seconds, 'second', 'seconds')}.`,
  },
  INTERNAL_ERROR: { fa: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.', en: 'Internal server error. Please try again.' },

  // Sign-up, sign-in and verification
  CODE_TEXTED: { fa: 'کد تأیید به شماره موبایل شما پیامک شد.', en: 'A verification code was texted to your mobile number.' },
  MOBILE_VERIFIED: { fa: 'شماره موبایل شما تأیید شد.', en: 'Your mobile number is verified.' },
  NEW_CODE_TEXTED: { fa: 'کد تازه پیامک شد.', en: 'A new code was texted.' },
  RESET_CODE_TEXTED: {
    fa: 'اگر این شماره در سامانه ثبت شده باشد، کد تأیید برایش پیامک شد.',
    en: 'If this number is registered, a verification code was texted to it.',
  },
  MOBILE_NOT_VERIFIED: {
    fa: 'شماره موبایل شما هنوز تأیید نشده است؛ کد تأیید پیامک شد.',
    en: 'Your mobile number is not verified yet; a verification code was texted to it.',
  },
  WELCOME: { fa: 'خوش آمدید.', en: 'Welcome.' },
  SIGNED_OUT: { fa: 'از حساب کاربری خارج شدید.', en: 'You are signed out.' },
  WRONG_MOBILE_OR_PASSWORD: { fa: 'شماره موبایل یا رمز عبور نادرست است.', en: 'Wrong mobile number or password.' },
  VERIFICATION_DEAD: { fa: 'این درخواست تأیید دیگر معتبر نیست؛ دوباره شروع کنید.', en: 'This verification is no longer valid; start again.' },
  CODE_TRIES_EXHAUSTED: { fa: 'تعداد تلاش‌های نادرست از حد گذشت؛ دوباره شروع کنید.', en: 'Too many wrong codes; start again.' },
  CODE_EXPIRED: { fa: 'کد تأیید منقضی شده است؛ کد تازه بخواهید.', en: 'The verification code has expired; ask for a new one.' },
  CODE_WRONG: {
    fa: 'کد تأیید نادرست است. {left} تلاش دیگر باقی است.',
    en: ({ left }: { left: number }) => `Wrong verification code. ${plural(left, 'try', 'tries')} left.`,
  },
  CODE_USED: { fa: 'این کد پیش‌تر به کار رفته است.', en: 'This code has already been used.' },
  RESEND_TOO_SOON: {
    fa: 'برای ارسال دوباره کد {seconds} ثانیه صبر کنید.',
    en: ({ seconds }: { seconds: number }) => `Wait ${plural(seconds, 'second', 'seconds')} before asking for a new code.`,
  },
  MOBILE_REQUIRED: { fa: 'شماره موبایل را وارد کنید.', en: 'Enter your mobile number.' },
  MOBILE_INVALID: { fa: 'شماره موبایل معتبر نیست؛ به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.', en: 'The mobile number is not valid; enter it like 09123456789.' },
  PASSWORD_REQUIRED: { fa: 'رمز عبور را وارد کنید.', en: 'Enter the password.' },
  NAME_REQUIRED: { fa: 'نام را وارد کنید.', en: 'Enter the name.' },
  NAME_TOO_SHORT: {
    fa: 'نام باید دست‌کم {min} نویسه باشد.',
    en: ({ min }: { min: number }) => `The name must be at least ${plural(min, 'character', 'characters')}.`,
  },
  NAME_TOO_LONG: {
    fa: 'نام حداکثر {max} نویسه می‌تواند باشد.',
    en: ({ max }: { max: number }) => `The name can be at most ${plural(max, 'character', 'characters')}.`,
  },
  EMAIL_INVALID: { fa: 'ایمیل معتبر نیست.', en: 'The email is not valid.' },
  VERIFICATION_ID_REQUIRED: { fa: 'شناسه تأیید را بفرستید.', en: 'Send the verification id.' },
  VERIFICATION_ID_INVALID: { fa: 'شناسه تأیید معتبر نیست.', en: 'The verification id is not valid.' },
  CODE_REQUIRED: { fa: 'کد تأیید را وارد کنید.', en: 'Enter the verification code.' },
  CODE_MALFORMED: { fa: 'کد تأیید باید ۶ رقم باشد.', en: 'The verification code must be 6 digits.' },

  // Passwords
  PASSWORD_TOO_SHORT: {
    fa: 'رمز عبور باید دست‌کم {min} نویسه باشد.',
    en: ({ min }: { min: number }) => `The password must be at least ${plural(min, 'character', 'characters')}.`,
  },
  PASSWORD_TOO_LONG: {
    fa: 'رمز عبور حداکثر {max} نویسه می‌تواند باشد.',
    en: ({ max }: { max: number }) => `The password can be at most ${plural(max, 'character', 'characters')}.`,
  },
  PASSWORD_TOO_COMMON: { fa: 'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید.', en: 'This password is too common; choose another one.' },
  PASSWORD_ONE_CHARACTER: { fa: 'رمز عبور نباید از تکرار یک نویسه ساخته شود.', en: 'The password must not be one character repeated.' },
  PASSWORD_IS_MOBILE: { fa: 'رمز عبور نباید شماره موبایل شما باشد.', en: 'The password must not be your mobile number.' },
  CURRENT_PASSWORD_REQUIRED: { fa: 'رمز عبور فعلی را وارد کنید.', en: 'Enter the current password.' },
  CURRENT_PASSWORD_WRONG: { fa: 'رمز عبور فعلی درست نیست.', en: 'The current password is not correct.' },
  PASSWORD_CHANGED: { fa: 'رمز عبور تغییر کرد.', en: 'The password was changed.' },

  // The user's account
  ACCOUNT_SAVED: { fa: 'اطلاعات حساب ذخیره شد.', en: 'Your account details were saved.' },

  // Admins
  WRONG_USERNAME_OR_PASSWORD: { fa: 'نام کاربری یا رمز عبور نادرست است.', en: 'Wrong username or password.' },
  ADMIN_SIGNED_OUT: { fa: 'از پنل مدیریت خارج شدید.', en: 'You are signed out of the admin panel.' },

  // An admin's second step at sign-in (TOTP)
  TWO_FACTOR_CODE_NEEDED: {
    fa: 'رمز عبور درست است. کد شش‌رقمی برنامه احراز هویت را وارد کنید.',
    en: 'Password accepted. Enter the six-digit code from your authenticator app.',
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    fa: 'ورود دومرحله‌ای برای همه مدیران الزامی است؛ ابتدا آن را در پروفایل خود فعال کنید.',
    en: 'Two-step sign-in is required for every admin; turn it on in your profile first.',
  },
  TWO_FACTOR_SETUP_NOT_STARTED: { fa: 'ابتدا راه‌اندازی ورود دومرحله‌ای را شروع کنید.', en: 'Start setting up two-step sign-in first.' },
  TWO_FACTOR_ALREADY_ENABLED: { fa: 'ورود دومرحله‌ای پیش‌تر فعال شده است.', en: 'Two-step sign-in is already on.' },
  TWO_FACTOR_NOT_ENABLED: { fa: 'ورود دومرحله‌ای برای این مدیر فعال نیست.', en: 'Two-step sign-in is not on for this admin.' },
  TWO_FACTOR_OWN_FIRST: {
    fa: 'پیش از الزام ورود دومرحله‌ای برای همه، آن را برای خودتان فعال کنید.',
    en: 'Turn on two-step sign-in for yourself before requiring it of everyone.',
  },
  TWO_FACTOR_CODE_WRONG: { fa: 'کد نادرست است.', en: 'The code is wrong.' },
  TWO_FACTOR_CODE_USED: {
    fa: 'این کد پیش‌تر به کار رفته است؛ منتظر کد بعدی برنامه بمانید.',
    en: 'This code has already been used; wait for the next code in your app.',
  },
  TWO_FACTOR_RECOVERY_CODE_USED: { fa: 'این کد بازیابی پیش‌تر به کار رفته است.', en: 'This recovery code has already been used.' },
  TWO_FACTOR_CHALLENGE_EXPIRED: {
    fa: 'مهلت وارد کردن کد گذشته است؛ دوباره نام کاربری و رمز عبور را وارد کنید.',
    en: 'The time to enter the code has run out; sign in with your username and password again.',
  },
  TWO_FACTOR_RESET_OWN: {
    fa: 'ورود دومرحله‌ای خودتان را از پروفایل و با رمز عبور و کد غیرفعال کنید.',
    en: 'Turn off your own two-step sign-in from your profile, with your password and a code.',
  },
  TWO_FACTOR_CODE_REQUIRED: { fa: 'کد را وارد کنید.', en: 'Enter the code.' },
  TWO_FACTOR_CODE_MALFORMED: { fa: 'کد بیش از حد طولانی است.', en: 'The code is too long.' },
  TWO_FACTOR_REQUIRED_FLAG: { fa: 'الزامی بودن ورود دومرحله‌ای را مشخص کنید.', en: 'Say whether two-step sign-in is required.' },
  TWO_FACTOR_SETUP_STARTED: { fa: 'کد QR را با برنامه احراز هویت بخوانید.', en: 'Scan the QR code with your authenticator app.' },
  TWO_FACTOR_ENABLED: { fa: 'ورود دومرحله‌ای فعال شد.', en: 'Two-step sign-in is on.' },
  TWO_FACTOR_RECOVERY_CODES_NEW: {
    fa: 'کدهای بازیابی تازه ساخته شد؛ کدهای پیشین دیگر کار نمی‌کنند.',
    en: 'New recovery codes were made; the old ones no longer work.',
  },
  TWO_FACTOR_DISABLED: { fa: 'ورود دومرحله‌ای غیرفعال شد.', en: 'Two-step sign-in is off.' },
  TWO_FACTOR_RESET_DONE: { fa: 'ورود دومرحله‌ای این مدیر بازنشانی شد.', en: 'Two-step sign-in of this admin was reset.' },
  SECURITY_SETTINGS_SAVED: { fa: 'تنظیمات امنیتی ذخیره شد.', en: 'Security settings saved.' },
  PROFILE_SAVED: { fa: 'پروفایل ذخیره شد.', en: 'Profile saved.' },
  ADMIN_CREATED: { fa: 'مدیر ساخته شد.', en: 'Admin created.' },
  CHANGES_SAVED: { fa: 'تغییرات ذخیره شد.', en: 'Changes saved.' },
  ADMIN_NOT_FOUND: { fa: 'مدیر یافت نشد.', en: 'Admin not found.' },
  USERNAME_TAKEN: { fa: 'این نام کاربری پیش‌تر گرفته شده است.', en: 'This username is already taken.' },
  LAST_SUPER_ADMIN: { fa: 'آخرین مدیر کل فعال را نمی‌توان تنزل داد یا غیرفعال کرد.', en: 'The last active super admin cannot be demoted or disabled.' },
  OWN_ADMINS_MANAGE_KEPT: {
    fa: 'نمی‌توانید دسترسی «مدیریت مدیران» را از خودتان بگیرید.',
    en: 'You cannot take the “Manage admins” permission from yourself.',
  },
  OWN_ACCOUNT_KEPT_ACTIVE: { fa: 'نمی‌توانید حساب خودتان را غیرفعال کنید.', en: 'You cannot disable your own account.' },
  TARGET_OUTRANKS_CALLER: {
    fa: 'این مدیر دسترسی‌هایی دارد که شما ندارید؛ نمی‌توانید او را تغییر دهید.',
    en: 'This admin holds permissions you lack; you cannot change them.',
  },
  SUPER_ADMIN_ONLY_BY_SUPER: { fa: 'فقط مدیر کل می‌تواند مدیر کل بسازد.', en: 'Only a super admin can create a super admin.' },
  PERMISSION_NOT_HELD: { fa: 'نمی‌توانید دسترسی‌ای را بدهید که خودتان ندارید.', en: 'You cannot grant a permission you do not hold.' },
  USERNAME_REQUIRED: { fa: 'نام کاربری را وارد کنید.', en: 'Enter the username.' },
  USERNAME_MALFORMED: {
    fa: 'نام کاربری ۳ تا ۶۴ نویسه از حروف انگلیسی، رقم، نقطه، خط تیره یا زیرخط باشد.',
    en: 'The username must be 3 to 64 characters of English letters, digits, dots, hyphens or underscores.',
  },
  PERMISSIONS_NOT_LIST: { fa: 'دسترسی‌ها باید فهرست باشد.', en: 'Permissions must be a list.' },
  PERMISSION_UNKNOWN: { fa: 'دسترسی ناشناخته است.', en: 'Unknown permission.' },
  PAGE_INVALID: { fa: 'شماره صفحه معتبر نیست.', en: 'The page number is not valid.' },
  PER_PAGE_INVALID: { fa: 'اندازه صفحه معتبر نیست.', en: 'The page size is not valid.' },
  SORT_INVALID: { fa: 'ترتیب فهرست معتبر نیست.', en: 'The list order is not valid.' },
  FROM_DAY_INVALID: { fa: 'تاریخ شروع باید روزی به شکل YYYY-MM-DD باشد.', en: 'The start date must be a day written YYYY-MM-DD.' },
  TO_DAY_INVALID: { fa: 'تاریخ پایان باید روزی به شکل YYYY-MM-DD باشد.', en: 'The end date must be a day written YYYY-MM-DD.' },
  FROM_AFTER_TO: { fa: 'تاریخ شروع نباید پس از تاریخ پایان باشد.', en: 'The start date must not be after the end date.' },

  // Balances
  USER_NOT_FOUND: { fa: 'کاربر یافت نشد.', en: 'User not found.' },
  INSUFFICIENT_BALANCE: { fa: 'موجودی حساب برای این برداشت کافی نیست.', en: 'The balance is too low for this debit.' },
  SIGNED_AMOUNT_INVALID: {
    fa: 'مبلغ باید عددی صحیح به ریال، غیر صفر و حداکثر ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال (مثبت یا منفی) باشد.',
    en: 'The amount must be a whole, non-zero number of Rials, at most 1,000,000,000,000 either way.',
  },
  MIN_BALANCE_INVALID: {
    fa: 'حداقل موجودی باید عددی صحیح به ریال، از صفر تا ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال باشد.',
    en: 'The minimum balance must be a whole number of Rials from 0 to 1,000,000,000,000.',
  },
  REASON_REQUIRED: { fa: 'دلیل تغییر موجودی را بنویسید.', en: 'Write the reason for the balance change.' },
  REASON_TOO_LONG: { fa: 'دلیل حداکثر ۲۵۵ نویسه می‌تواند باشد.', en: 'The reason can be at most 255 characters.' },

  // Users, as the admin manages them
  USER_CREATED: { fa: 'کاربر ساخته شد.', en: 'The user was created.' },
  USER_DELETED: { fa: 'کاربر حذف شد.', en: 'The user was deleted.' },
  BALANCE_ADJUSTED: { fa: 'موجودی کاربر تغییر کرد.', en: 'The balance was adjusted.' },
  MOBILE_TAKEN: { fa: 'این شماره موبایل برای کاربر دیگری ثبت شده است.', en: 'This mobile number belongs to another user.' },
  USER_DELETED_ALREADY: { fa: 'این کاربر حذف شده است.', en: 'This user has been deleted.' },
  USER_NOT_VERIFIED: {
    fa: 'این ثبت‌نام هنوز با کد تأیید نشده است؛ تا تأیید نشود مشتری نیست.',
    en: 'This registration has not been confirmed with its code yet; until it is, it is not a customer.',
  },
  USER_STATUS_INVALID: { fa: 'وضعیت کاربر معتبر نیست.', en: 'The user status is not valid.' },
  BELOW_MINIMUM_INVALID: { fa: 'فیلتر «زیر حداقل موجودی» معتبر نیست.', en: 'The below-minimum filter is not valid.' },

  // Idempotency-Key on money calls (server/http/idempotency.ts)
  IDEMPOTENCY_KEY_INVALID: {
    fa: 'سرآیند Idempotency-Key باید ۱ تا ۱۲۸ نویسهٔ دیدنی ASCII باشد.',
    en: 'The Idempotency-Key header must be 1 to 128 visible ASCII characters.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    fa: 'این Idempotency-Key پیش‌تر برای درخواستی دیگر به کار رفته است.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    fa: 'درخواستی با همین Idempotency-Key هنوز در جریان است؛ کمی بعد دوباره بفرستید.',
    en: 'A request with this Idempotency-Key is still in progress; send it again shortly.',
  },

  // Amounts of money (server/http/money.ts)
  AMOUNT_INVALID: { fa: 'مبلغ باید عددی صحیح و بزرگ‌تر از صفر به ریال باشد.', en: 'The amount must be a whole number of Rials greater than zero.' },
  AMOUNT_TOO_LARGE: {
    fa: 'مبلغ حداکثر {max} ریال می‌تواند باشد.',
    en: ({ max }: { max: number }) => `The amount can be at most ${max.toLocaleString('en')} Rials.`,
  },

  // Gifts
  GIFT_CREATED: { fa: 'هدیه ساخته شد.', en: 'Gift created.' },
  GIFT_DELETED: { fa: 'هدیه حذف شد.', en: 'Gift deleted.' },
  GIFT_PUBLISHED: { fa: 'هدیه منتشر شد و به حساب کاربران نشست.', en: 'The gift was published and credited to the users.' },
  GIFT_PUBLISHING: {
    fa: 'انتشار هدیه آغاز شد؛ واریز به کاربران در پس‌زمینه انجام می‌شود.',
    en: 'Publishing has begun; the users are credited in the background.',
  },
  GIFT_ALREADY_PUBLISHING: { fa: 'این هدیه در حال انتشار است؛ چیزی دوباره واریز نمی‌شود.', en: 'This gift is being published; nothing is credited twice.' },
  GIFT_ALREADY_PUBLISHED: { fa: 'این هدیه پیش‌تر منتشر شده است؛ چیزی دوباره واریز نشد.', en: 'This gift was already published; nothing was credited again.' },
  GIFT_NOT_FOUND: { fa: 'هدیه یافت نشد.', en: 'Gift not found.' },
  GIFT_PUBLISHED_LOCKED: {
    fa: 'هدیهٔ منتشرشده یا در حال انتشار را نمی‌توان ویرایش یا حذف کرد.',
    en: 'A gift being published or published cannot be edited or deleted.',
  },
  GIFT_EXPIRED: { fa: 'مهلت انتشار این هدیه گذشته است.', en: 'This gift is past its expiry and can no longer be published.' },
  GIFT_NO_RECIPIENTS: { fa: 'این هدیه اکنون هیچ گیرنده‌ای ندارد.', en: 'This gift has no recipients now.' },
  GIFT_EXPIRY_PAST: { fa: 'تاریخ انقضا باید در آینده باشد.', en: 'The expiry must be in the future.' },
  GIFT_USERS_REQUIRED: { fa: 'دست‌کم یک کاربر را برای هدیه انتخاب کنید.', en: 'Choose at least one user for the gift.' },
  GIFT_USERS_UNKNOWN: { fa: 'برخی از کاربران انتخاب‌شده وجود ندارند یا حذف شده‌اند.', en: 'Some of the chosen users do not exist or were deleted.' },
  GIFT_USERS_INVALID: { fa: 'فهرست کاربران باید شناسه‌های عددی باشد.', en: 'The users must be a list of numeric ids.' },
  GIFT_USERS_TOO_MANY: {
    fa: 'حداکثر {max} کاربر را می‌توان انتخاب کرد.',
    en: ({ max }: { max: number }) => `At most ${max} users can be chosen.`,
  },
  GIFT_TITLE_REQUIRED: { fa: 'عنوان هدیه را (دست‌کم ۲ نویسه) وارد کنید.', en: 'Enter the gift’s title (at least 2 characters).' },
  GIFT_TITLE_TOO_LONG: { fa: 'عنوان هدیه حداکثر ۲۰۰ نویسه می‌تواند باشد.', en: 'The gift’s title can be at most 200 characters.' },
  GIFT_AUDIENCE_INVALID: {
    fa: 'گیرندگان هدیه باید «همه»، «کاربران انتخابی» یا «کاربران زیر حداقل موجودی» باشد.',
    en: 'The audience must be all, chosen users or users below their minimum balance.',
  },
  GIFT_STATUS_INVALID: { fa: 'وضعیت هدیه معتبر نیست.', en: 'The gift status is not valid.' },

  // Files
  IMAGE_TYPE_REFUSED: { fa: 'فقط تصویر PNG، JPEG یا WebP پذیرفته می‌شود.', en: 'Only PNG, JPEG or WebP images are accepted.' },
  IMAGE_TOO_LARGE: {
    fa: 'حجم تصویر حداکثر {megabytes} مگابایت می‌تواند باشد.',
    en: ({ megabytes }: { megabytes: number }) => `The image can be at most ${megabytes} MB.`,
  },
  UPLOAD_RATE_LIMITED: {
    fa: 'تعداد بارگذاری‌ها بیش از حد مجاز است. {seconds} ثانیه دیگر دوباره تلاش کنید.',
    en: ({ seconds }: { seconds: number }) => `Too many uploads. Try again in ${plural(seconds, 'second', 'seconds')}.`,
  },

  // Signing in as a user, and telling users their balance is low
  IMPERSONATION_READ_ONLY: {
    fa: 'در حالت ورود مدیر به جای کاربر، این کار مجاز نیست.',
    en: 'This is not allowed while an admin is signed in as the user.',
  },
  IMPERSONATION_STARTED: {
    fa: 'ورود به جای کاربر انجام شد؛ این نشست حداکثر یک ساعت اعتبار دارد.',
    en: 'Signed in as the user; this session lasts at most one hour.',
  },
  JOB_NOT_FOUND: { fa: 'این کار پس‌زمینه یافت نشد.', en: 'This background job was not found.' },
  LOW_BALANCE_JOB_STARTED: { fa: 'ارسال پیامک به کاربران کم‌موجودی آغاز شد.', en: 'Texting users with a low balance has started.' },
  LOW_BALANCE_TEXT: {
    fa: 'موجودی حساب شما {balance} ریال و کمتر از حداقل موجودی ({minimum} ریال) است. لطفاً حساب خود را شارژ کنید.',
    en: ({ balance, minimum }: { balance: number; minimum: number }) =>
      `Your balance is ${balance} Rials, below the minimum of ${minimum} Rials. Please top up your account.`,
  },

  // Field names, before zod's own messages (which do not name the field)
  FIELD_NAME: { fa: 'نام', en: 'Name' },
  FIELD_EMAIL: { fa: 'ایمیل', en: 'Email' },
  FIELD_MOBILE: { fa: 'شماره موبایل', en: 'Mobile number' },
  FIELD_PASSWORD: { fa: 'رمز عبور', en: 'Password' },
  FIELD_CURRENT_PASSWORD: { fa: 'رمز عبور فعلی', en: 'Current password' },
  FIELD_NEW_PASSWORD: { fa: 'رمز عبور تازه', en: 'New password' },
  FIELD_CODE: { fa: 'کد تأیید', en: 'Verification code' },
  FIELD_VERIFICATION_ID: { fa: 'شناسه تأیید', en: 'Verification id' },
  FIELD_ID: { fa: 'شناسه', en: 'Id' },
  FIELD_USERNAME: { fa: 'نام کاربری', en: 'Username' },
  FIELD_TWO_FACTOR_CODE: { fa: 'کد ورود دومرحله‌ای', en: 'Two-step code' },
  FIELD_CHALLENGE: { fa: 'مرحله ورود', en: 'Sign-in step' },
  FIELD_TWO_FACTOR_REQUIRED: { fa: 'الزام ورود دومرحله‌ای', en: 'Two-step sign-in required' },
  FIELD_PERMISSIONS: { fa: 'دسترسی‌ها', en: 'Permissions' },
  FIELD_PAGE: { fa: 'صفحه', en: 'Page' },
  FIELD_PER_PAGE: { fa: 'اندازه صفحه', en: 'Page size' },
  FIELD_SEARCH: { fa: 'جستجو', en: 'Search' },
  FIELD_SORT: { fa: 'ترتیب', en: 'Order' },
  FIELD_ADMIN_ID: { fa: 'شناسه مدیر', en: 'Admin id' },
  FIELD_ACTION: { fa: 'رویداد', en: 'Action' },
  FIELD_FROM: { fa: 'تاریخ شروع', en: 'Start date' },
  FIELD_TO: { fa: 'تاریخ پایان', en: 'End date' },
  // Videos
  VIDEO_UPLOADED: { fa: 'ویدیو بارگذاری شد.', en: 'The video was uploaded.' },
  VIDEO_NOT_FOUND: { fa: 'ویدیو یافت نشد.', en: 'Video not found.' },
  VIDEO_NOT_MP4: { fa: 'فقط فایل ویدیویی MP4 پذیرفته می‌شود.', en: 'Only MP4 video files are accepted.' },
  VIDEO_FILE_REQUIRED: { fa: 'فایل ویدیو را انتخاب کنید.', en: 'Choose the video file.' },
  VIDEO_OWNER_UNKNOWN: { fa: 'کاربری با این شناسه یا شماره موبایل پیدا نشد.', en: 'No user has this id or mobile number.' },
  VIDEO_TITLE_REQUIRED: { fa: 'عنوان ویدیو را (دست‌کم ۲ نویسه) وارد کنید.', en: 'Enter the video’s title (at least 2 characters).' },
  VIDEO_TITLE_TOO_LONG: { fa: 'عنوان ویدیو حداکثر ۲۰۰ نویسه می‌تواند باشد.', en: 'The video’s title can be at most 200 characters.' },
  PLAYBACK_EXPIRED: {
    fa: 'نشانی پخش این ویدیو دیگر معتبر نیست؛ پخش‌کننده را دوباره باز کنید.',
    en: 'This video’s playback address is no longer valid; open the player again.',
  },
  PLAYBACK_TOKEN_INVALID: { fa: 'نشانی پخش معتبر نیست.', en: 'The playback address is not valid.' },
  PLAY_ID_INVALID: { fa: 'شناسه پخش معتبر نیست.', en: 'The play id is not valid.' },
  POSITION_INVALID: { fa: 'جای پخش باید عددی از صفر به بالا (به ثانیه) باشد.', en: 'The playback position must be a number of seconds from zero up.' },
  RANGE_NOT_SATISFIABLE: { fa: 'بازه درخواست‌شده بیرون از فایل است.', en: 'The requested range lies outside the file.' },
  FIELD_OWNER: { fa: 'مالک', en: 'Owner' },
  // Money and payments
  AMOUNT_TOO_SMALL: {
    fa: 'مبلغ باید دست‌کم {min} ریال باشد.',
    en: ({ min }: { min: number }) => `The amount must be at least ${min.toLocaleString('en')} Rials.`,
  },
  AMOUNT_MIN_INVALID: { fa: 'کمترین مبلغ باید عددی صحیح به ریال باشد.', en: 'The lowest amount must be a whole number of Rials.' },
  AMOUNT_MAX_INVALID: { fa: 'بیشترین مبلغ باید عددی صحیح به ریال باشد.', en: 'The highest amount must be a whole number of Rials.' },
  AMOUNT_MIN_AFTER_MAX: { fa: 'کمترین مبلغ نباید از بیشترین مبلغ بیشتر باشد.', en: 'The lowest amount must not be above the highest.' },
  PAYMENT_STATUS_INVALID: { fa: 'وضعیت پرداخت معتبر نیست.', en: 'The payment status is not valid.' },
  USER_ID_INVALID: { fa: 'شناسه کاربر باید عددی صحیح و بزرگ‌تر از صفر باشد.', en: 'The user id must be a whole number greater than zero.' },
  PAYMENT_NOT_FOUND: { fa: 'پرداخت یافت نشد.', en: 'Payment not found.' },
  PAYMENT_GATEWAY_FAILED: { fa: 'درگاه پرداخت پاسخ نداد. لطفاً دوباره تلاش کنید.', en: 'The payment gateway did not answer. Please try again.' },
  AUTHORITY_INVALID: { fa: 'شناسه تراکنش درگاه معتبر نیست.', en: 'The gateway transaction id is not valid.' },
  TOP_UP_DESCRIPTION: { fa: 'شارژ حساب', en: 'Balance top-up' },
  FIELD_AMOUNT: { fa: 'مبلغ', en: 'Amount' },
  FIELD_STATUS: { fa: 'وضعیت', en: 'Status' },
  FIELD_USER_ID: { fa: 'شناسه کاربر', en: 'User id' },
  FIELD_AMOUNT_MIN: { fa: 'کمترین مبلغ', en: 'Lowest amount' },
  FIELD_AMOUNT_MAX: { fa: 'بیشترین مبلغ', en: 'Highest amount' },
  FIELD_MIN_BALANCE: { fa: 'حداقل موجودی', en: 'Minimum balance' },
  FIELD_REASON: { fa: 'دلیل', en: 'Reason' },
  FIELD_TITLE: { fa: 'عنوان', en: 'Title' },
  FIELD_AUDIENCE: { fa: 'گیرندگان', en: 'Audience' },
  FIELD_USER_IDS: { fa: 'کاربران', en: 'Users' },
  FIELD_EXPIRES_AT: { fa: 'تاریخ انقضا', en: 'Expiry' },
  // The payments export (its header row is Persian whoever asks)
  EXPORT_FORMAT_INVALID: { fa: 'قالب خروجی باید csv یا xlsx باشد.', en: 'The export format must be csv or xlsx.' },
  FIELD_FORMAT: { fa: 'قالب خروجی', en: 'Export format' },
  EXPORT_SHEET_PAYMENTS: { fa: 'پرداخت‌ها', en: 'Payments' },
  EXPORT_COLUMN_ID: { fa: 'شناسه پرداخت', en: 'Payment id' },
  EXPORT_COLUMN_USER_ID: { fa: 'شناسه کاربر', en: 'User id' },
  EXPORT_COLUMN_USER_NAME: { fa: 'نام کاربر', en: 'User name' },
  EXPORT_COLUMN_USER_MOBILE: { fa: 'موبایل کاربر', en: 'User mobile' },
  EXPORT_COLUMN_AMOUNT: { fa: 'مبلغ (ریال)', en: 'Amount (Rials)' },
  EXPORT_COLUMN_STATUS: { fa: 'وضعیت', en: 'Status' },
  EXPORT_COLUMN_GATEWAY: { fa: 'درگاه', en: 'Gateway' },
  EXPORT_COLUMN_AUTHORITY: { fa: 'شناسه درگاه', en: 'Authority' },
  EXPORT_COLUMN_REFERENCE: { fa: 'شماره پیگیری', en: 'Reference' },
  EXPORT_COLUMN_CARD: { fa: 'کارت', en: 'Card' },
  EXPORT_COLUMN_DESCRIPTION: { fa: 'توضیحات', en: 'Description' },
  EXPORT_COLUMN_CREATED_JALALI: { fa: 'تاریخ ایجاد (شمسی)', en: 'Created (Jalali)' },
  EXPORT_COLUMN_CREATED_ISO: { fa: 'تاریخ ایجاد (ISO)', en: 'Created (ISO)' },
  EXPORT_COLUMN_PAID_JALALI: { fa: 'تاریخ پرداخت (شمسی)', en: 'Paid (Jalali)' },
  EXPORT_COLUMN_PAID_ISO: { fa: 'تاریخ پرداخت (ISO)', en: 'Paid (ISO)' },
  EXPORT_STATUS_PENDING: { fa: 'در انتظار', en: 'Pending' },
  EXPORT_STATUS_PAID: { fa: 'پرداخت‌شده', en: 'Paid' },
  EXPORT_STATUS_FAILED: { fa: 'ناموفق', en: 'Failed' },
  EXPORT_STATUS_REFUNDED: { fa: 'بازگشت‌داده‌شده', en: 'Refunded' },
  // Database backups
  BACKUP_CREATED: { fa: 'پشتیبان ساخته شد.', en: 'Backup made.' },
  BACKUP_DELETED: { fa: 'پشتیبان حذف شد.', en: 'Backup deleted.' },
  BACKUP_RUNNING: {
    fa: 'یک پشتیبان‌گیری دیگر در جریان است؛ پس از پایان آن دوباره تلاش کنید.',
    en: 'Another backup is running; try again when it has finished.',
  },
  BACKUP_NOT_FOUND: { fa: 'این پشتیبان یافت نشد.', en: 'This backup was not found.' },
  FIELD_BACKUP_NAME: { fa: 'نام پشتیبان', en: 'Backup name' },
  BACKUP_NAME_REQUIRED: { fa: 'نام پشتیبان را بفرستید.', en: 'Send the backup name.' },

  // Support tickets
  SUPPORT_TICKET_OPENED: { fa: 'تیکت شما ثبت شد.', en: 'Your ticket was opened.' },
  SUPPORT_MESSAGE_SENT: { fa: 'پیام فرستاده شد.', en: 'Message sent.' },
  SUPPORT_TICKET_CLOSED: { fa: 'تیکت بسته شد.', en: 'The ticket was closed.' },
  SUPPORT_UNIT_SAVED: { fa: 'واحد پشتیبانی ذخیره شد.', en: 'Support unit saved.' },
  SUPPORT_TICKET_NOT_FOUND: { fa: 'تیکت یافت نشد.', en: 'Ticket not found.' },
  SUPPORT_UNIT_NOT_FOUND: { fa: 'واحد پشتیبانی یافت نشد.', en: 'Support unit not found.' },
  SUPPORT_UNIT_UNAVAILABLE: { fa: 'این واحد پشتیبانی وجود ندارد یا غیرفعال است.', en: 'This support unit does not exist or is disabled.' },
  SUPPORT_UNIT_INVALID: { fa: 'واحد پشتیبانی را انتخاب کنید.', en: 'Choose a support unit.' },
  SUPPORT_UNIT_NAME_REQUIRED: { fa: 'نام واحد را (دست‌کم ۲ نویسه) وارد کنید.', en: 'Enter the unit’s name (at least 2 characters).' },
  SUPPORT_UNIT_NAME_TOO_LONG: { fa: 'نام واحد حداکثر ۱۰۰ نویسه می‌تواند باشد.', en: 'The unit’s name can be at most 100 characters.' },
  SUPPORT_UNIT_ACTIVE_INVALID: { fa: 'وضعیت واحد باید فعال یا غیرفعال باشد.', en: 'The unit must be active or inactive.' },
  SUPPORT_UNIT_NOTHING_TO_CHANGE: { fa: 'نام یا وضعیت واحد را بفرستید.', en: 'Send the unit’s name or status.' },
  SUPPORT_SUBJECT_REQUIRED: { fa: 'موضوع تیکت را (دست‌کم ۲ نویسه) وارد کنید.', en: 'Enter the ticket’s subject (at least 2 characters).' },
  SUPPORT_SUBJECT_TOO_LONG: { fa: 'موضوع تیکت حداکثر ۲۰۰ نویسه می‌تواند باشد.', en: 'The subject can be at most 200 characters.' },
  SUPPORT_TEXT_REQUIRED: { fa: 'متن پیام را وارد کنید.', en: 'Enter the message.' },
  SUPPORT_TEXT_TOO_LONG: { fa: 'متن پیام حداکثر ۵۰۰۰ نویسه می‌تواند باشد.', en: 'The message can be at most 5000 characters.' },
  SUPPORT_STATUS_INVALID: { fa: 'وضعیت تیکت معتبر نیست.', en: 'The ticket status is not valid.' },
  ATTACHMENT_TYPE_REFUSED: {
    fa: 'پیوست باید تصویر (PNG، JPEG، WebP، GIF)، PDF، متن ساده یا ZIP باشد.',
    en: 'The attachment must be an image (PNG, JPEG, WebP, GIF), a PDF, plain text or a ZIP.',
  },
  ATTACHMENT_TOO_LARGE: {
    fa: 'حجم پیوست حداکثر {megabytes} مگابایت می‌تواند باشد.',
    en: ({ megabytes }: { megabytes: number }) => `The attachment can be at most ${megabytes} MB.`,
  },
  SUPPORT_TICKETS_RATE_LIMITED: {
    fa: 'در یک ساعت گذشته تیکت‌های زیادی باز کرده‌اید. {minutes} دقیقه دیگر دوباره تلاش کنید یا در یکی از تیکت‌های بازتان بنویسید.',
    en: ({ minutes }: { minutes: number }) =>
      `You have opened many tickets in the past hour. Try again in ${plural(minutes, 'minute', 'minutes')}, or write in one of your open tickets.`,
  },
  SUPPORT_REPLIES_RATE_LIMITED: {
    fa: 'در یک ساعت گذشته پیام‌های زیادی فرستاده‌اید. {minutes} دقیقه دیگر دوباره تلاش کنید.',
    en: ({ minutes }: { minutes: number }) => `You have sent many messages in the past hour. Try again in ${plural(minutes, 'minute', 'minutes')}.`,
  },
  SUPPORT_ANSWERED_TEXT: {
    fa: 'تیکت شمارهٔ {ticket} شما پاسخ داده شد. برای دیدن پاسخ به بخش پشتیبانی سر بزنید.',
    en: ({ ticket }: { ticket: number }) => `Your ticket #${ticket} has been answered. Open Support to read the answer.`,
  },
  FIELD_SUPPORT_UNIT: { fa: 'واحد پشتیبانی', en: 'Support unit' },
  FIELD_SUBJECT: { fa: 'موضوع', en: 'Subject' },
  FIELD_MESSAGE_TEXT: { fa: 'متن پیام', en: 'Message' },
  // Contact-us and page views
  CONTACT_MESSAGE_SENT: { fa: 'پیام شما فرستاده شد؛ به‌زودی پاسخ می‌دهیم.', en: 'Your message was sent; we will answer soon.' },
  CONTACT_SUBJECT_REQUIRED: { fa: 'موضوع را (دست‌کم ۲ نویسه) وارد کنید.', en: 'Enter the subject (at least 2 characters).' },
  CONTACT_SUBJECT_TOO_LONG: { fa: 'موضوع حداکثر ۲۰۰ نویسه می‌تواند باشد.', en: 'The subject can be at most 200 characters.' },
  CONTACT_MESSAGE_REQUIRED: { fa: 'متن پیام را (دست‌کم ۵ نویسه) وارد کنید.', en: 'Enter the message (at least 5 characters).' },
  CONTACT_MESSAGE_TOO_LONG: { fa: 'متن پیام حداکثر ۵۰۰۰ نویسه می‌تواند باشد.', en: 'The message can be at most 5000 characters.' },
  CONTACT_REPLY_TO_REQUIRED: { fa: 'شماره موبایل یا ایمیل را برای پاسخ وارد کنید.', en: 'Enter a mobile number or an email to be answered on.' },
  CONTACT_STATE_INVALID: { fa: 'وضعیت خوانده‌شدن باید «خوانده‌نشده» یا «خوانده‌شده» باشد.', en: 'The read state must be unread or read.' },
  CONTACT_MESSAGE_NOT_FOUND: { fa: 'پیام یافت نشد.', en: 'Message not found.' },
  VIEW_KIND_INVALID: { fa: 'نوع بازدید باید «صفحه» یا «پخش ویدیو» باشد.', en: 'The kind of view must be page or video play.' },
  VIEW_PATH_INVALID: { fa: 'مسیر باید با / آغاز شود و حداکثر ۵۰۰ نویسه باشد.', en: 'The path must start with / and be at most 500 characters.' },
  VIEWS_RANGE_TOO_LONG: { fa: 'بازهٔ نمودار حداکثر ۳۶۶ روز می‌تواند باشد.', en: 'The chart’s range can be at most 366 days.' },
  FIELD_CONTACT_SUBJECT: { fa: 'موضوع', en: 'Subject' },
  FIELD_CONTACT_MESSAGE: { fa: 'متن پیام', en: 'Message' },
  FIELD_READ_STATE: { fa: 'وضعیت خوانده‌شدن', en: 'Read state' },
  FIELD_PATH: { fa: 'مسیر', en: 'Path' },
  FIELD_VIEW_KIND: { fa: 'نوع بازدید', en: 'Kind of view' },
} as const satisfies Record<string, { fa: string; en: string | ((params: never) => string) }>;

export type MessageCode = keyof typeof MESSAGES;

type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;

/** The numbers a message needs, by the names its Persian text gives them. */
export type MessageParams<Code extends MessageCode> = Record<PlaceholdersOf<(typeof MESSAGES)[Code]['fa']>, number>;

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}

/** A message as the caller reads it, numbers in the caller's digits. */
export function messageIn(locale: Locale, code: MessageCode, params: Readonly<Record<string, number>> = {}): string {
  const entry = MESSAGES[code];
  // Each English function reads the names its Persian gives; the params were typed by those names where they were made.
  if (locale === 'en') return typeof entry.en === 'function' ? (entry.en as (params: object) => string)(params) : entry.en;
  return entry.fa.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? toPersianDigits(params[name]!) : placeholder));
}
