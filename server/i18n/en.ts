/**
 * The API's messages in English, keyed by the Persian text the code writes (Persian is the source
 * language). Field labels of 422 messages are here too. tests/unit/server-messages.test.ts fails when
 * a Persian message in server/ has no entry here or in `englishPatterns`.
 */
export const englishMessages: Readonly<Record<string, string>> = {
  // server/errors.ts
  'ابتدا وارد حساب کاربری شوید.': 'Please sign in first.',
  'شما اجازه دسترسی به این بخش را ندارید.': 'You do not have access to this section.',
  'موردی یافت نشد.': 'Nothing was found.',
  'بدنه درخواست JSON معتبر نیست.': 'The request body is not valid JSON.',
  'اطلاعات ارسال‌شده معتبر نیست.': 'The information sent is not valid.',
  'نوع محتوای درخواست پشتیبانی نمی‌شود.': 'This request content type is not supported.',
  'حجم درخواست بیش از حد مجاز است.': 'The request is too large.',
  'خطای داخلی سرور. لطفاً دوباره تلاش کنید.': 'Internal server error. Please try again.',
  'یافت نشد.': 'Not found.',
  'این مدیر دسترسی‌هایی دارد که شما ندارید؛ نمی‌توانید او را تغییر دهید.': 'This admin holds permissions you lack; you cannot change them.',

  // Field labels
  'نام': 'Name',
  'ایمیل': 'Email',
  'شماره موبایل': 'Mobile number',
  'رمز عبور': 'Password',
  'رمز عبور فعلی': 'Current password',
  'رمز عبور تازه': 'New password',
  'کد تأیید': 'Verification code',
  'شناسه تأیید': 'Verification id',
  'شناسه': 'Id',
  'نام کاربری': 'Username',
  'دسترسی‌ها': 'Permissions',
  'صفحه': 'Page',
  'اندازه صفحه': 'Page size',
  'جستجو': 'Search',
  'ترتیب': 'Order',
  'شناسه مدیر': 'Admin id',
  'رویداد': 'Action',
  'تاریخ شروع': 'Start date',
  'تاریخ پایان': 'End date',

  // Sign-up, sign-in and verification
  'کد تأیید به شماره موبایل شما پیامک شد.': 'A verification code was texted to your mobile number.',
  'شماره موبایل شما تأیید شد.': 'Your mobile number is verified.',
  'کد تازه پیامک شد.': 'A new code was texted.',
  'اگر این شماره در سامانه ثبت شده باشد، کد تأیید برایش پیامک شد.': 'If this number is registered, a verification code was texted to it.',
  'شماره موبایل شما هنوز تأیید نشده است؛ کد تأیید پیامک شد.': 'Your mobile number is not verified yet; a verification code was texted to it.',
  'خوش آمدید.': 'Welcome.',
  'از حساب کاربری خارج شدید.': 'You are signed out.',
  'شماره موبایل یا رمز عبور نادرست است.': 'Wrong mobile number or password.',
  'این درخواست تأیید دیگر معتبر نیست؛ دوباره شروع کنید.': 'This verification is no longer valid; start again.',
  'تعداد تلاش‌های نادرست از حد گذشت؛ دوباره شروع کنید.': 'Too many wrong codes; start again.',
  'کد تأیید منقضی شده است؛ کد تازه بخواهید.': 'The verification code has expired; ask for a new one.',
  'این کد پیش‌تر به کار رفته است.': 'This code has already been used.',
  'شماره موبایل را وارد کنید.': 'Enter your mobile number.',
  'شماره موبایل معتبر نیست؛ به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.': 'The mobile number is not valid; enter it like 09123456789.',
  'رمز عبور را وارد کنید.': 'Enter the password.',
  'نام را وارد کنید.': 'Enter the name.',
  'ایمیل معتبر نیست.': 'The email is not valid.',
  'شناسه تأیید را بفرستید.': 'Send the verification id.',
  'شناسه تأیید معتبر نیست.': 'The verification id is not valid.',
  'شناسه باید عددی صحیح و بزرگ‌تر از صفر باشد.': 'The id must be a whole number greater than zero.',
  'کد تأیید را وارد کنید.': 'Enter the verification code.',
  'این رمز عبور بسیار رایج است؛ رمز دیگری انتخاب کنید.': 'This password is too common; choose another one.',
  'رمز عبور نباید از تکرار یک نویسه ساخته شود.': 'The password must not be one character repeated.',
  'رمز عبور نباید شماره موبایل شما باشد.': 'The password must not be your mobile number.',

  // The user's account
  'اطلاعات حساب ذخیره شد.': 'Your account details were saved.',
  'رمز عبور تغییر کرد.': 'The password was changed.',
  'رمز عبور فعلی را وارد کنید.': 'Enter the current password.',
  'رمز عبور فعلی درست نیست.': 'The current password is not correct.',

  // Admins
  'نام کاربری یا رمز عبور نادرست است.': 'Wrong username or password.',
  'از پنل مدیریت خارج شدید.': 'You are signed out of the admin panel.',
  'پروفایل ذخیره شد.': 'Profile saved.',
  'مدیر ساخته شد.': 'Admin created.',
  'تغییرات ذخیره شد.': 'Changes saved.',
  'مدیر یافت نشد.': 'Admin not found.',
  'این نام کاربری پیش‌تر گرفته شده است.': 'This username is already taken.',
  'آخرین مدیر کل فعال را نمی‌توان تنزل داد یا غیرفعال کرد.': 'The last active super admin cannot be demoted or disabled.',
  'فقط مدیر کل می‌تواند مدیر کل دیگری را ویرایش کند.': 'Only a super admin can edit another super admin.',
  'فقط مدیری که همه دسترسی‌های این مدیر را دارد می‌تواند رمز عبور او را تغییر دهد.':
    "Only an admin holding every permission of this admin can change this admin's password.",
  'نمی‌توانید دسترسی «مدیریت مدیران» را از خودتان بگیرید.': 'You cannot take the “Manage admins” permission from yourself.',
  'نمی‌توانید حساب خودتان را غیرفعال کنید.': 'You cannot disable your own account.',
  'فقط مدیر کل می‌تواند مدیر کل بسازد.': 'Only a super admin can create a super admin.',
  'نمی‌توانید دسترسی‌ای را بدهید که خودتان ندارید.': 'You cannot grant a permission you do not hold.',
  'نام کاربری را وارد کنید.': 'Enter the username.',
  'نام کاربری ۳ تا ۶۴ نویسه از حروف انگلیسی، رقم، نقطه، خط تیره یا زیرخط باشد.':
    'The username must be 3 to 64 characters of English letters, digits, dots, hyphens or underscores.',
  'دسترسی‌ها باید فهرست باشد.': 'Permissions must be a list.',
  'دسترسی ناشناخته است.': 'Unknown permission.',
  'شماره صفحه معتبر نیست.': 'The page number is not valid.',
  'اندازه صفحه معتبر نیست.': 'The page size is not valid.',
  'ترتیب فهرست معتبر نیست.': 'The list order is not valid.',
  'تاریخ شروع باید روزی به شکل YYYY-MM-DD باشد.': 'The start date must be a day written YYYY-MM-DD.',
  'تاریخ پایان باید روزی به شکل YYYY-MM-DD باشد.': 'The end date must be a day written YYYY-MM-DD.',
  'تاریخ شروع نباید پس از تاریخ پایان باشد.': 'The start date must not be after the end date.',

  // Balances
  'کاربر یافت نشد.': 'User not found.',
  'موجودی حساب برای این برداشت کافی نیست.': 'The balance is too low for this debit.',

  // Files
  'فقط تصویر PNG، JPEG یا WebP پذیرفته می‌شود.': 'Only PNG, JPEG or WebP images are accepted.',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Messages that carry numbers. `{n}` stands for a number in any digits (Persian, Arabic-Indic or
 * Latin); the English is given the numbers in order and writes them in Latin digits.
 */
export const englishPatterns: Readonly<Record<string, (...numbers: number[]) => string>> = {
  'تعداد تلاش‌ها بیش از حد مجاز است. {n} ثانیه دیگر دوباره تلاش کنید.': (seconds) =>
    `Too many attempts. Try again in ${plural(seconds, 'second', 'seconds')}.`,
  'برای ارسال دوباره کد {n} ثانیه صبر کنید.': (seconds) => `Wait ${plural(seconds, 'second', 'seconds')} before asking for a new code.`,
  'کد تأیید نادرست است. {n} تلاش دیگر باقی است.': (left) => `Wrong verification code. ${plural(left, 'try', 'tries')} left.`,
  'کد تأیید باید {n} رقم باشد.': (digits) => `The verification code must be ${digits} digits.`,
  'رمز عبور باید دست‌کم {n} نویسه باشد.': (min) => `The password must be at least ${plural(min, 'character', 'characters')}.`,
  'رمز عبور حداکثر {n} نویسه می‌تواند باشد.': (max) => `The password can be at most ${plural(max, 'character', 'characters')}.`,
  'نام باید دست‌کم {n} نویسه باشد.': (min) => `The name must be at least ${plural(min, 'character', 'characters')}.`,
  'نام حداکثر {n} نویسه می‌تواند باشد.': (max) => `The name can be at most ${plural(max, 'character', 'characters')}.`,
  'تعداد بارگذاری‌ها بیش از حد مجاز است. {n} ثانیه دیگر دوباره تلاش کنید.': (seconds) =>
    `Too many uploads. Try again in ${plural(seconds, 'second', 'seconds')}.`,
  'حجم تصویر حداکثر {n} مگابایت می‌تواند باشد.': (megabytes) => `The image can be at most ${megabytes} MB.`,
};
