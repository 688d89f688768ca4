import { useState } from 'react';
import { normalizeDigits } from '../../shared/digits';
import { useFormat } from '../../hooks/use-format';
import { controlClassName } from './fields';

/**
 * A whole positive number typed in Persian, Arabic-Indic or Latin digits (an id, an amount). The text
 * stays as typed (a number input would drop non-Latin digits and clear itself on blur); the list
 * filters once it is a number.
 */
export function NumberFilter({
  id,
  width,
  invalidText,
  value,
  onChange,
}: {
  id: string;
  width: number;
  invalidText: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const format = useFormat();
  const [text, setText] = useState(value === undefined ? '' : format.digits(value));
  const digits = normalizeDigits(text.trim());
  const isValid = digits === '' || /^[1-9][0-9]{0,9}$/.test(digits);
  return (
    <input
      id={id}
      className={controlClassName}
      value={text}
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      aria-invalid={!isValid}
      title={isValid ? undefined : invalidText}
      style={{ width }}
      onChange={(event) => {
        const next = normalizeDigits(event.target.value.trim());
        setText(event.target.value);
        if (next === '') onChange(undefined);
        else if (/^[1-9][0-9]{0,9}$/.test(next)) onChange(Number(next));
      }}
    />
  );
}
