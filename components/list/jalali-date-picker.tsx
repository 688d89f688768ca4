import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fa';
import localeData from 'dayjs/plugin/localeData';
import weekday from 'dayjs/plugin/weekday';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import jalaliday from 'jalaliday';
import type { ComponentProps } from 'react';
import { normalizeDigits, toPersianDigits } from '../../shared/digits';

dayjs.extend(localeData);
dayjs.extend(weekday);
dayjs.extend(weekOfYear);
dayjs.extend(jalaliday);

type GenerateConfig = Parameters<typeof DatePicker.generatePicker<Dayjs>>[0];

/** antd hands its locale name (`fa_IR`, `en_US`); dayjs knows `fa` and `en`. */
const dayjsLocale = (locale: string) => (locale.startsWith('fa') ? 'fa' : 'en');

/** The same moment in the Jalali calendar: year, month, day, adding and formatting all count in it. */
const jalali = (date: Dayjs) => dayjs(date.valueOf()).calendar('jalali');

const JALALI_DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/** Days as every other date on the page reads them (`۱۴۰۵/۰۹/۰۱`), not with the picker's dashes. */
const DAY_FORMAT = 'YYYY/MM/DD';

const tehranClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Tehran's wall clock now, as the browser's local time: the picker's "today" is Tehran's day, as the lists' days are, whatever the browser's zone. */
function tehranNow(): Dayjs {
  const parts = Object.fromEntries(tehranClock.formatToParts(Date.now()).map((part) => [part.type, part.value]));
  return dayjs(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`).calendar('jalali');
}

/**
 * antd's picker reads and moves dates only through this object, so a dayjs in the Jalali calendar makes
 * every panel Jalali: months of 29–31 days from Farvardin, years like 1404. Persian shows Persian
 * digits; English shows the same Jalali calendar with Latin digits and Latin month names.
 */
export const jalaliGenerateConfig: GenerateConfig = {
  getNow: tehranNow,
  getFixedDate: (fixed) => dayjs(fixed).calendar('jalali'),
  getEndDate: (date) => jalali(date).endOf('month'),
  getWeekDay: (date) => dayjs(date.valueOf()).day(),
  getYear: (date) => jalali(date).year(),
  getMonth: (date) => jalali(date).month(),
  getDate: (date) => jalali(date).date(),
  getHour: (date) => date.hour(),
  getMinute: (date) => date.minute(),
  getSecond: (date) => date.second(),
  getMillisecond: (date) => date.millisecond(),
  addYear: (date, diff) => jalali(date).add(diff, 'year'),
  addMonth: (date, diff) => jalali(date).add(diff, 'month'),
  addDate: (date, diff) => jalali(date).add(diff, 'day'),
  setYear: (date, year) => jalali(date).year(year),
  setMonth: (date, month) => jalali(date).month(month),
  setDate: (date, day) => jalali(date).date(day),
  setHour: (date, hour) => jalali(date).hour(hour),
  setMinute: (date, minute) => jalali(date).minute(minute),
  setSecond: (date, second) => jalali(date).second(second),
  setMillisecond: (date, ms) => jalali(date).millisecond(ms),
  isAfter: (first, second) => first.valueOf() > second.valueOf(),
  isValidate: (date) => date.isValid(),
  locale: {
    getWeekFirstDay: (locale) => dayjs().locale(dayjsLocale(locale)).localeData().firstDayOfWeek(),
    getWeekFirstDate: (locale, date) => jalali(date).locale(dayjsLocale(locale)).weekday(0),
    getWeek: (locale, date) => jalali(date).locale(dayjsLocale(locale)).week(),
    getShortWeekDays: (locale) => dayjs().locale(dayjsLocale(locale)).localeData().weekdaysMin(),
    getShortMonths: (locale) => Array.from({ length: 12 }, (_, month) => jalali(dayjs()).date(1).month(month).locale(dayjsLocale(locale)).format('MMMM')),
    format: (locale, date, format) => {
      const text = jalali(date).locale(dayjsLocale(locale)).format(format);
      return dayjsLocale(locale) === 'fa' ? toPersianDigits(text) : text;
    },
    // A typed day in any digits, with / (the format shown) or -.
    parse: (_locale, text) => {
      const match = JALALI_DAY.exec(normalizeDigits(text.trim()));
      if (!match) return null;
      const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
      const date = dayjs()
        .calendar('jalali')
        .year(year)
        .month(month - 1)
        .date(day)
        .startOf('day');
      return date.month() === month - 1 && date.date() === day ? date : null;
    },
  },
};

const GeneratedPicker = DatePicker.generatePicker<Dayjs>(jalaliGenerateConfig);

// Typed as the pickers they wrap, whose props are generic in what a change hands back.
const JalaliRangePicker = ((props: ComponentProps<typeof GeneratedPicker.RangePicker>) => (
  <GeneratedPicker.RangePicker format={DAY_FORMAT} {...props} />
)) as typeof GeneratedPicker.RangePicker;
const JalaliDayPicker = ((props: ComponentProps<typeof GeneratedPicker>) => <GeneratedPicker format={DAY_FORMAT} {...props} />) as typeof GeneratedPicker;

/** antd's DatePicker (and RangePicker) on the Jalali calendar, days written with slashes. */
export const JalaliDatePicker = Object.assign(JalaliDayPicker, { RangePicker: JalaliRangePicker });

/** A picked day as the list routes take it (`YYYY-MM-DD` Gregorian); the picker's value of one. */
export const dayOfPicked = (date: Dayjs) => dayjs(date.valueOf()).format('YYYY-MM-DD');
export const pickedOfDay = (day: string) => dayjs(day).calendar('jalali');
