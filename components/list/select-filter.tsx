import { controlClassName } from './fields';
import fields from './fields.module.css';

/** A labelled filter of one key among several (a status, an action), with an "all" choice that clears it. */
export function SelectFilter({
  id,
  label,
  allLabel,
  width,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  width: number;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className={fields.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={controlClassName} style={{ width }} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
