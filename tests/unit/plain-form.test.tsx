// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../../components/form/plain-form';
import { i18nFor } from '../../lib/i18n';

function MobileForm({ submit }: { submit: (values: { mobile: string; password: string }) => unknown }) {
  const specs = useFieldSpecs();
  const form = usePlainForm({ mobile: specs.mobile, password: specs.password }, submit);
  return (
    <PlainForm onSubmit={form.onSubmit} isBusy={false}>
      <PlainField binding={form.field('mobile')} label="شماره موبایل" isLtr />
      <PlainField binding={form.field('password')} label="رمز عبور" type="password" isLtr />
      <SubmitButton isBusy={false}>ورود</SubmitButton>
    </PlainForm>
  );
}

function CodeForm({ submit }: { submit: (values: { code: string }) => unknown }) {
  const specs = useFieldSpecs();
  const form = usePlainForm({ code: specs.code }, submit);
  return (
    <PlainForm onSubmit={form.onSubmit} isBusy={false}>
      <PlainField binding={form.field('code')} label="کد تأیید" isLtr />
      <SubmitButton isBusy={false}>تأیید</SubmitButton>
    </PlainForm>
  );
}

function renderInPersian(submit: (values: { mobile: string; password: string }) => unknown) {
  render(
    <I18nextProvider i18n={i18nFor('fa', {})}>
      <MobileForm submit={submit} />
    </I18nextProvider>,
  );
}

describe('the sign-in screens’ plain form', () => {
  it('an empty submit shows the Persian message under each field, marks it invalid and sends nothing', () => {
    const submit = vi.fn();
    renderInPersian(submit);
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    const mobile = screen.getByLabelText('شماره موبایل');
    expect(mobile).toHaveProperty('ariaInvalid', 'true');
    expect(mobile.getAttribute('aria-describedby')).toBe('mobile_help');
    expect(document.getElementById('mobile_help')?.textContent).toBe('این بخش را پر کنید.');
    expect(document.getElementById('password_help')?.textContent).toBe('این بخش را پر کنید.');
    expect(document.activeElement).toBe(mobile);
    expect(submit).not.toHaveBeenCalled();
  });

  it('a mobile typed in Persian digits is sent in Latin digits', () => {
    const submit = vi.fn();
    renderInPersian(submit);
    fireEvent.change(screen.getByLabelText('شماره موبایل'), { target: { value: '۰۹۱۲۳۴۵۶۷۸۹' } });
    fireEvent.change(screen.getByLabelText('رمز عبور'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(submit).toHaveBeenCalledWith({ mobile: '09123456789', password: 'secret-pass' });
  });

  it('Persian digits typed in the mobile field stay Persian on screen, as in every other field', () => {
    renderInPersian(vi.fn());
    const mobile = screen.getByLabelText('شماره موبایل');
    fireEvent.change(mobile, { target: { value: '۰۹۱۲۳۴۵۶۷۸۹' } });
    expect(mobile).toHaveProperty('value', '۰۹۱۲۳۴۵۶۷۸۹');
  });

  it('the code field keeps the digits as typed, drops anything else, stops at six and sends Latin digits', () => {
    const submit = vi.fn();
    render(
      <I18nextProvider i18n={i18nFor('fa', {})}>
        <CodeForm submit={submit} />
      </I18nextProvider>,
    );
    const code = screen.getByLabelText('کد تأیید');
    fireEvent.change(code, { target: { value: '۱۲-۳٤۵۶۷' } });
    expect(code).toHaveProperty('value', '۱۲۳٤۵۶');
    fireEvent.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(submit).toHaveBeenCalledWith({ code: '123456' });
  });

  it('a wrong mobile says so while typing', () => {
    renderInPersian(vi.fn());
    fireEvent.change(screen.getByLabelText('شماره موبایل'), { target: { value: '۰۹۱۲' } });
    expect(document.getElementById('mobile_help')?.textContent).toBe('شماره موبایل معتبر نیست؛ به شکل ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید.');
  });

  it('mobile and password read left to right inside the Persian page', () => {
    renderInPersian(vi.fn());
    expect(screen.getByLabelText('شماره موبایل').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('رمز عبور').getAttribute('dir')).toBe('ltr');
  });
});

function ProfileForm({ submit }: { submit: (values: { name: string; email: string }) => unknown }) {
  const specs = useFieldSpecs();
  const form = usePlainForm({ name: specs.name, email: specs.email }, submit, { initialValues: { name: 'مریم احمدی' } });
  return (
    <PlainForm onSubmit={form.onSubmit} isBusy={false}>
      <PlainField binding={form.field('name')} label="نام و نام خانوادگی" />
      <PlainField binding={form.field('email')} label="ایمیل" isLtr />
      <SubmitButton isBusy={false}>ذخیره</SubmitButton>
      <button type="button" onClick={() => form.reset({ name: 'نام ذخیره‌شده', email: 'saved@example.com' })}>
        نشان دادن ذخیره‌شده
      </button>
    </PlainForm>
  );
}

describe('a settings form on the plain kit', () => {
  function renderProfileForm(submit: (values: { name: string; email: string }) => unknown) {
    render(
      <I18nextProvider i18n={i18nFor('fa', {})}>
        <ProfileForm submit={submit} />
      </I18nextProvider>,
    );
  }

  it('starts with the values it is given, the others empty, and sends them untouched', () => {
    const submit = vi.fn();
    renderProfileForm(submit);
    expect(screen.getByLabelText('نام و نام خانوادگی')).toHaveProperty('value', 'مریم احمدی');
    expect(screen.getByLabelText('ایمیل')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(submit).toHaveBeenCalledWith({ name: 'مریم احمدی', email: '' });
  });

  it('reset shows the saved values and clears the errors', () => {
    renderProfileForm(vi.fn());
    const name = screen.getByLabelText('نام و نام خانوادگی');
    fireEvent.change(name, { target: { value: 'م' } });
    expect(document.getElementById('name_help')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'نشان دادن ذخیره‌شده' }));
    expect(name).toHaveProperty('value', 'نام ذخیره‌شده');
    expect(screen.getByLabelText('ایمیل')).toHaveProperty('value', 'saved@example.com');
    expect(document.getElementById('name_help')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('a disabled form takes no input: its fields and its button are disabled', () => {
    render(
      <I18nextProvider i18n={i18nFor('fa', {})}>
        <PlainForm onSubmit={vi.fn()} isBusy={false} isDisabled>
          <PlainField binding={{ id: 'password', value: '', error: undefined, onValue: vi.fn() }} label="رمز عبور" type="password" />
          <SubmitButton isBusy={false}>ذخیره</SubmitButton>
        </PlainForm>
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('رمز عبور').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'ذخیره' }).matches(':disabled')).toBe(true);
  });
});
