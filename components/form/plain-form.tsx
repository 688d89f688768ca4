import { useState, type ButtonHTMLAttributes, type FormEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeDigits } from '../../shared/digits';
import { email, firstError, lengthBetween, mobile, required, type FieldRule } from '../../lib/form-rules';
import { useDigits } from '../../hooks/use-digits';
import { Spinner } from '../ui/spinner';
import inputLook from '../ui/input.module.css';
import styles from './plain-form.module.css';

/**
 * The sign-in screens' forms: plain label, input and button styled with antd's CSS variables, so
 * those screens load without antd's Form, Input and Button (and without antd at all).
 */
export interface FieldSpec {
  rules: readonly FieldRule[];
  /** What typing may put in the field (a code's digits, at most six), in the script it was typed in. */
  clean?: (value: string) => string;
  /** The value as it is sent (Latin digits): applied on submit, so the field shows what the person typed, as every field does. */
  normalize?: (value: string) => string;
}

export interface FieldBinding {
  id: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}

export interface PlainFormOptions<K extends string> {
  /** What the fields show at first (a profile's saved name); a field not named starts empty. */
  initialValues?: Partial<Record<K, string>>;
  /** A check across fields, on submit (one of two fields filled): errors by field, or undefined. */
  checkTogether?: (values: Record<K, string>) => Partial<Record<K, string>> | undefined;
}

/**
 * Values and errors of one form. A field is checked on every change, as antd's forms did, and all of
 * them on submit; `submit` (the single-flight action) runs only when every field passes. `reset`
 * shows the given values with no errors: what the server saved, which may differ from what was typed.
 */
export function usePlainForm<K extends string>(
  specs: Record<K, FieldSpec>,
  submit: (values: Record<K, string>) => unknown,
  { initialValues, checkTogether }: PlainFormOptions<K> = {},
) {
  const names = Object.keys(specs) as K[];
  const valuesOf = (given: Partial<Record<K, string>> | undefined) => Object.fromEntries(names.map((name) => [name, given?.[name] ?? ''])) as Record<K, string>;
  const [values, setValues] = useState(() => valuesOf(initialValues));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const field = (name: K): FieldBinding => ({
    id: name,
    value: values[name],
    error: errors[name],
    onValue: (raw) => {
      const spec = specs[name];
      const value = spec.clean ? spec.clean(raw) : raw;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: firstError(value, spec.rules) }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const together = checkTogether?.(values);
    const found = Object.fromEntries(names.map((name) => [name, firstError(values[name], specs[name].rules) ?? together?.[name]])) as Partial<
      Record<K, string>
    >;
    setErrors(found);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`#${firstInvalid}`)?.focus();
      return;
    }
    void submit(Object.fromEntries(names.map((name) => [name, specs[name].normalize?.(values[name]) ?? values[name]])) as Record<K, string>);
  };

  const reset = (given: Partial<Record<K, string>>) => {
    setValues(valuesOf(given));
    setErrors({});
  };

  return { field, onSubmit, reset };
}

// What the field sets itself, which a caller's attributes, written after the field's own, may not hold.
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'dir'>;
type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'dir' | 'className'>;

/**
 * A label above its control, with the error (or a note) under it; the control gets the attributes that
 * tie them together. For a control that holds no text (a picture picker) beside the kit's fields.
 */
export function FieldFrame({
  binding,
  label,
  extra,
  control,
}: {
  binding: Pick<FieldBinding, 'id' | 'error'>;
  label: string;
  extra?: ReactNode;
  control: (described: { name: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const errorId = `${binding.id}_help`;
  const extraId = `${binding.id}_extra`;
  const describedBy = [binding.error ? errorId : undefined, extra ? extraId : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.item}>
      <label htmlFor={binding.id} className={styles.label}>
        {label}
      </label>
      {control({ name: binding.id, 'aria-invalid': binding.error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {binding.error && (
        <div id={errorId} className={styles.error}>
          {binding.error}
        </div>
      )}
      {extra && (
        <div id={extraId} className={styles.extra}>
          {extra}
        </div>
      )}
    </div>
  );
}

/**
 * A label above its input, with the error (or a note) under it. Mobiles, emails, usernames, passwords
 * and codes read left to right inside the RTL page (`isLtr`).
 */
export function PlainField({
  binding,
  label,
  extra,
  isLtr = false,
  className,
  ...input
}: { binding: FieldBinding; label: string; extra?: ReactNode; isLtr?: boolean } & InputProps) {
  return (
    <FieldFrame
      binding={binding}
      label={label}
      extra={extra}
      control={(described) => (
        <input
          id={binding.id}
          value={binding.value}
          onChange={(event) => binding.onValue(event.target.value)}
          dir={isLtr ? 'ltr' : undefined}
          className={[inputLook.input, styles.input, className].filter(Boolean).join(' ')}
          {...input}
          {...described}
        />
      )}
    />
  );
}

/** PlainField for text of several lines (a message). */
export function PlainTextArea({ binding, label, extra, ...textarea }: { binding: FieldBinding; label: string; extra?: ReactNode } & TextAreaProps) {
  return (
    <FieldFrame
      binding={binding}
      label={label}
      extra={extra}
      control={(described) => (
        <textarea
          id={binding.id}
          value={binding.value}
          onChange={(event) => binding.onValue(event.target.value)}
          className={[inputLook.input, styles.input, styles.textarea].join(' ')}
          {...textarea}
          {...described}
        />
      )}
    />
  );
}

/**
 * `noValidate`: the fields' own rules speak, in the page's language, rather than the browser's bubbles.
 * `isDisabled`: a form the server would refuse takes no input at all (its fieldset is disabled).
 */
export function PlainForm({
  onSubmit,
  isBusy,
  isDisabled = false,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isBusy: boolean;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={isBusy || isDisabled} className={styles.fieldset}>
        {children}
      </fieldset>
    </form>
  );
}

/**
 * The form's main button; while the action runs it is busy and the fieldset around it disabled. Full
 * width under a sign-in form; as wide as its text under a settings form (`isFullWidth={false}`).
 */
export function SubmitButton({ isBusy, isFullWidth = true, children }: { isBusy: boolean; isFullWidth?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={isFullWidth ? styles.submit : `${styles.submit} ${styles.fitted}`} aria-busy={isBusy || undefined}>
      {isBusy && <Spinner />}
      {children}
    </button>
  );
}

/** A secondary action that reads as a link (resend the code). */
export function TextButton({
  isBusy = false,
  ...button
}: { isBusy?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'aria-busy'>) {
  return (
    <button type="button" className={styles.link} aria-busy={isBusy || undefined} {...button}>
      {isBusy && <Spinner />}
      {button.children}
    </button>
  );
}

/** A plain link drawn as the main button (the error pages' way home). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={styles.submit}>
      {children}
    </a>
  );
}

/** Form fields' checks with the sign-in screens' Persian (or English) messages and digits. */
export function useFieldSpecs() {
  const { t } = useTranslation('auth');
  const digits = useDigits();
  const mustBeFilled = required(t('rules.required'));
  return {
    mobile: { rules: [mustBeFilled, mobile(t('rules.mobile'))], normalize: normalizeDigits },
    password: { rules: [mustBeFilled] },
    newPassword: { rules: [mustBeFilled, lengthBetween({ min: 8 }, t('rules.passwordMin'))] },
    name: {
      rules: [
        required(t('rules.required'), { ignoreSpaces: true }),
        lengthBetween({ min: 2, max: 100 }, t('rules.length', { min: digits(2), max: digits(100) })),
      ],
    },
    email: { rules: [email(t('rules.email'))] },
    username: { rules: [mustBeFilled] },
    code: {
      rules: [mustBeFilled, lengthBetween({ min: 6, max: 6 }, t('rules.code'))],
      clean: (value: string) => value.replace(/[^0-9\u06F0-\u06F9\u0660-\u0669]/g, '').slice(0, 6),
      normalize: normalizeDigits,
    },
  } satisfies Record<string, FieldSpec>;
}
