import dynamic from 'next/dynamic';
import { controlClassName } from './fields';
import fields from './fields.module.css';

/** The Jalali calendar (dayjs, jalaliday, antd's picker) loads after the list, in its own chunk. */
const JalaliRangeFilter = dynamic(() => import('./jalali-range-filter'), {
  ssr: false,
  loading: () => <input disabled aria-hidden tabIndex={-1} className={controlClassName} style={{ width: 240 }} />,
});

/**
 * A list's Tehran-day range filter under its label: the `from` and `to` filters as `YYYY-MM-DD`, picked
 * on a Jalali calendar; on a phone the two days stand apart.
 */
export function DayRangeField({
  id,
  label,
  isPhone,
  filters,
  onChange,
}: {
  id: string;
  label: string;
  isPhone: boolean;
  filters: Record<string, unknown>;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <div className={fields.field}>
      <label htmlFor={`${id}-from`}>{label}</label>
      <JalaliRangeFilter
        id={id}
        separate={isPhone}
        value={{ from: filters.from as string | undefined, to: filters.to as string | undefined }}
        onChange={onChange}
      />
    </div>
  );
}
