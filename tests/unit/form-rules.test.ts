import { describe, expect, it } from 'vitest';
import { email, firstError, lengthBetween, mobile, required } from '../../lib/form-rules';

describe('sign-in form rules', () => {
  it('an empty required field says to fill it', () => {
    expect(firstError('', [required('این بخش را پر کنید.')])).toBe('این بخش را پر کنید.');
  });

  it('a name of only spaces counts as empty, a password of spaces does not', () => {
    expect(firstError('   ', [required('پر کنید', { ignoreSpaces: true })])).toBe('پر کنید');
    expect(firstError('   ', [required('پر کنید')])).toBeUndefined();
  });

  it('a mobile typed in Persian or Arabic-Indic digits or with +98 passes', () => {
    for (const value of ['۰۹۱۲۳۴۵۶۷۸۹', '٠٩١٢٣٤٥٦٧٨٩', '+989123456789']) expect(firstError(value, [mobile('نامعتبر')])).toBeUndefined();
  });

  it('a mobile that is not one shows the mobile message', () => {
    expect(firstError('۰۹۱۲', [mobile('نامعتبر')])).toBe('نامعتبر');
  });

  it('a value outside its length shows the length message, an empty optional value passes', () => {
    const rule = lengthBetween({ min: 2, max: 100 }, 'باید بین ۲ تا ۱۰۰ نویسه باشد.');
    expect(rule('ن')).toBe('باید بین ۲ تا ۱۰۰ نویسه باشد.');
    expect(rule('نرگس')).toBeUndefined();
    expect(rule('')).toBeUndefined();
  });

  it('an optional email may stay empty but not be malformed', () => {
    expect(email('ایمیل معتبر نیست.')('')).toBeUndefined();
    expect(email('ایمیل معتبر نیست.')('narges@example')).toBe('ایمیل معتبر نیست.');
    expect(email('ایمیل معتبر نیست.')('narges@example.com')).toBeUndefined();
  });

  it('the first failing rule speaks', () => {
    expect(firstError('', [required('اول'), mobile('دوم')])).toBe('اول');
  });
});
