import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../app/antd-provider';
import { dayOfPicked, JalaliDatePicker, pickedOfDay } from './jalali-date-picker';
import styles from './cells.module.css';

export interface DayRange {
  from?: string;
  to?: string;
}

/**
 * A range of whole days on the Jalali calendar, given and reported as `YYYY-MM-DD` Gregorian days (as
 * list routes take them). A phone gets two one-month pickers: two months side by side do not fit it.
 * Loaded on its own (next/dynamic) by the screens that filter by date, so the calendar code stays out
 * of every other page; it brings antd's theme, direction and locale with it, since the list draws no antd.
 */
interface RangeFilterProps {
  id: string;
  value: DayRange;
  separate: boolean;
  onChange: (range: DayRange) => void;
}

export default function JalaliRangeFilter(props: RangeFilterProps) {
  return (
    <AntdProvider>
      <RangeFilter {...props} />
    </AntdProvider>
  );
}

function RangeFilter({ id, value, separate, onChange }: RangeFilterProps) {
  const { t } = useTranslation('admin');
  const picked = (day: string | undefined) => (day ? pickedOfDay(day) : null);
  const dayOf = (date: Dayjs | null | undefined) => (date ? dayOfPicked(date) : undefined);
  if (!separate) {
    return (
      <JalaliDatePicker.RangePicker
        id={{ start: `${id}-from`, end: `${id}-to` }}
        allowEmpty={[true, true]}
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
        value={picked(value.from)}
        onChange={(date) => onChange({ ...value, from: dayOf(date) })}
      />
      <JalaliDatePicker
        id={`${id}-to`}
        placeholder={t('list.to')}
        aria-label={t('list.to')}
        value={picked(value.to)}
        onChange={(date) => onChange({ ...value, to: dayOf(date) })}
      />
    </div>
  );
}
