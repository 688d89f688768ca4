import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../app/antd-provider';
import { dayOfPicked, JalaliDatePicker, pickedOfDay } from './jalali-date-picker';
import styles from './cells.module.css';

export interface DayRange {
  from?: string;
  to?: string;
}

/** One end of the range, as its input's id ends (`${id}-from`). */
export type DayRangeEnd = keyof DayRange;

/**
 * A range of whole days on the Jalali calendar, given and reported as `YYYY-MM-DD` Gregorian days (as
 * list routes take them). A phone gets two one-month pickers: two months side by side do not fit it.
 * Loaded on its own by `DayRangeField` when a person reaches for the filter, so the calendar code stays
 * out of every page's start; it brings antd's theme, direction and locale with it, since the list draws
 * no antd.
 */
export interface RangeFilterProps {
  id: string;
  value: DayRange;
  separate: boolean;
  onChange: (range: DayRange) => void;
  /** The end a person clicked or typed into before the picker was here: its calendar starts open, with the focus there. */
  openOn?: DayRangeEnd;
  /** What they typed there meanwhile, handed on so no keystroke is lost. */
  typed?: string;
}

export default function JalaliRangeFilter(props: RangeFilterProps) {
  return (
    <AntdProvider>
      <RangeFilter {...props} />
    </AntdProvider>
  );
}

/** Types `text` into a React-controlled input as a keyboard would, so its own change handler runs. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function RangeFilter({ id, value, separate, onChange, openOn, typed }: RangeFilterProps) {
  const { t } = useTranslation('admin');
  // Once, as the picker replaces its stand-in: the focus and any typing go on where the person was. A
  // passive effect, so it follows the input's own (which sets its text from `value`); the stand-in
  // swaps the picker in with `flushSync`, so both run before the browser hands on another key.
  useEffect(() => {
    if (!openOn) return;
    const input = document.getElementById(`${id}-${openOn}`);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    if (typed !== undefined) typeInto(input, typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later renders are the picker's own
  }, []);
  const picked = (day: string | undefined) => (day ? pickedOfDay(day) : null);
  const dayOf = (date: Dayjs | null | undefined) => (date ? dayOfPicked(date) : undefined);
  if (!separate) {
    return (
      <JalaliDatePicker.RangePicker
        id={{ start: `${id}-from`, end: `${id}-to` }}
        allowEmpty={[true, true]}
        defaultOpen={openOn !== undefined}
        placeholder={[t('list.from'), t('list.to')]}
        value={[picked(value.from), picked(value.to)]}
        onChange={(range) => onChange({ from: dayOf(range?.[0]), to: dayOf(range?.[1]) })}
      />
    );
  }
  return (
    <div className={styles.pair}>
      <JalaliDatePicker
        id={`${id}-from`}
        placeholder={t('list.from')}
        aria-label={t('list.from')}
        defaultOpen={openOn === 'from'}
        value={picked(value.from)}
        onChange={(date) => onChange({ ...value, from: dayOf(date) })}
      />
      <JalaliDatePicker
        id={`${id}-to`}
        placeholder={t('list.to')}
        aria-label={t('list.to')}
        defaultOpen={openOn === 'to'}
        value={picked(value.to)}
        onChange={(date) => onChange({ ...value, to: dayOf(date) })}
      />
    </div>
  );
}
