import { useRouter } from 'next/router';
import { Fragment, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { stylesheetLoaded } from '../../hooks/use-stylesheet';
import { styleAreaOf, stylesheetOf } from '../../styles/antd-stylesheets';
import type { DayRange, DayRangeEnd, RangeFilterProps } from './jalali-range-filter';
import { controlClassName } from './fields';
import { ListIcon } from './list-icons';
import cells from './cells.module.css';
import styles from './day-range.module.css';
import fields from './fields.module.css';

type RangeFilter = ComponentType<RangeFilterProps>;

let rangeFilter: Promise<RangeFilter> | undefined;

/**
 * The Jalali calendar (dayjs, jalaliday, antd's core and picker: ≈126 kB gzip) in its own chunk, fetched
 * once, when a person first points at or focuses a date filter; a failed download is tried again on the
 * next. Fetched at the list's start it was most of the list pages' blocking time.
 */
function loadRangeFilter(): Promise<RangeFilter> {
  rangeFilter ??= import('./jalali-range-filter').then(
    (module) => module.default,
    (error: unknown) => {
      rangeFilter = undefined;
      throw error;
    },
  );
  return rangeFilter;
}

/** The calendar's code and its area's antd stylesheet (which a list's first paint does without), so the picker shows styled at once. */
const loadStyledRangeFilter = (sheet: string | undefined) => Promise.all([loadRangeFilter(), stylesheetLoaded(sheet)]).then(([filter]) => filter);

/** Keys that open a picker's calendar rather than type into it. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A list's Tehran-day range filter under its label: the `from` and `to` filters as `YYYY-MM-DD`, picked
 * on a Jalali calendar; on a phone the two days stand apart. Until a person reaches for it, a stand-in
 * without antd draws the picker's closed state; their first click, Enter or keystroke swaps the picker
 * in and opens it there.
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
  const value: DayRange = { from: filters.from as string | undefined, to: filters.to as string | undefined };
  const sheet = stylesheetOf(styleAreaOf(useRouter().pathname));
  const prefetch = () => void loadStyledRangeFilter(sheet).catch(() => {});
  const [Picker, setPicker] = useState<RangeFilter | null>(null);
  const [openOn, setOpenOn] = useState<DayRangeEnd | null>(null);
  const [typed, setTyped] = useState<DayRange>({});

  const open = (end: DayRangeEnd) => {
    setOpenOn(end);
    loadStyledRangeFilter(sheet).then(
      // In one task with the picker's first effects, so no key lands between the stand-in and the picker.
      (filter) => flushSync(() => setPicker(() => filter)),
      // Offline or a new deployment: the stand-in stays, showing the filter again, and the next click tries again.
      () => {
        setOpenOn(null);
        setTyped({});
      },
    );
  };

  return (
    <div className={fields.field}>
      <label htmlFor={`${id}-from`}>{label}</label>
      {Picker ? (
        <Picker id={id} separate={isPhone} value={value} onChange={onChange} openOn={openOn ?? undefined} typed={openOn ? typed[openOn] : undefined} />
      ) : (
        <DayRangeStandIn
          id={id}
          separate={isPhone}
          value={value}
          typed={typed}
          isOpening={openOn !== null}
          onPrefetch={prefetch}
          onType={(end, text) => {
            setTyped((before) => ({ ...before, [end]: text }));
            open(end);
          }}
          onOpen={open}
        />
      )}
    </div>
  );
}

/**
 * The picker's closed state in plain inputs, the same size and look (`controlClassName`, antd's
 * separator and calendar icons), showing the days as the picker writes them. The inputs take the ids
 * the picker's will have, so the label points at a focusable control before and after the swap.
 */
function DayRangeStandIn({
  id,
  separate,
  value,
  typed,
  isOpening,
  onPrefetch,
  onType,
  onOpen,
}: {
  id: string;
  separate: boolean;
  value: DayRange;
  typed: DayRange;
  isOpening: boolean;
  onPrefetch: () => void;
  onType: (end: DayRangeEnd, text: string) => void;
  onOpen: (end: DayRangeEnd) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const placeholders = { from: t('list.from'), to: t('list.to') };

  const input = (end: DayRangeEnd, labelled: boolean) => (
    <input
      id={`${id}-${end}`}
      className={styles.day}
      size={12}
      autoComplete="off"
      placeholder={placeholders[end]}
      aria-label={labelled ? placeholders[end] : undefined}
      value={typed[end] ?? (value[end] ? format.pickerDay(value[end]) : '')}
      onChange={(event) => onType(end, event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen(end);
      }}
    />
  );

  const picker = (ends: DayRangeEnd[]) => (
    <div
      className={`${controlClassName} ${styles.picker}`}
      aria-busy={isOpening || undefined}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      onClick={(event: MouseEvent<HTMLDivElement>) => {
        const clicked = ends.find((end) => event.target === document.getElementById(`${id}-${end}`));
        onOpen(clicked ?? ends[0]!);
      }}
    >
      {ends.map((end, index) => (
        <Fragment key={end}>
          {index > 0 && (
            <span className={styles.separator}>
              <ListIcon name="swapRight" className={styles.arrow} />
            </span>
          )}
          {/* In a range the first input is named by the field's label, the second by its own words. */}
          {input(end, separate || index > 0)}
        </Fragment>
      ))}
      <ListIcon name="calendar" className={styles.suffix} />
    </div>
  );

  return separate ? (
    <div className={cells.pair}>
      {picker(['from'])}
      {picker(['to'])}
    </div>
  ) : (
    picker(['from', 'to'])
  );
}
