import { useContext, useMemo } from 'react';
import type { Language } from '../locales';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { localizeDigits } from '../shared/digits';
import { usePageLanguage } from './use-digits';
import { SettingsContext } from './use-settings';
import {
  formatDayKey,
  formatFileSize,
  formatLocalDate,
  formatLocalNumber,
  formatMoney,
  formatPickerDay,
  formatSeconds,
  moneyUnitName,
  rialsFrom,
  rialsIn,
} from '../shared/format';
import type { MoneyUnit } from '../shared/money-unit';

/** Digits, numbers, money and dates in one language and money unit (what `useFormat` gives a render). */
export function formatterFor(language: Language, moneyUnit: MoneyUnit) {
  return {
    language,
    digits: (value: string | number) => localizeDigits(value, language),
    number: (n: number, options?: { signAfter?: boolean }) => formatLocalNumber(n, language, options),
    moneyUnit,
    /** Integer Rials from the API as they read on screen, in the visitor's unit (`۱۲۵,۰۰۰ تومان`). */
    money: (rials: number, options?: { signAfter?: boolean }) => formatMoney(rials, language, moneyUnit, options),
    /** The visitor's unit's name, for a money field's label (`Amount (Tomans)`). */
    moneyUnitName: moneyUnitName(moneyUnit, language),
    /** The unit's name beside a figure of `rials` shown apart from it (a statistic's suffix): `1 Toman`, `2 Tomans`. */
    moneyUnitNameFor: (rials: number) => moneyUnitName(moneyUnit, language, rialsIn(rials, moneyUnit)),
    /** An amount in the visitor's unit as the figure shown in a money field, and back to Rials (NaN for a fraction of a Rial). */
    toMoneyUnit: (rials: number) => rialsIn(rials, moneyUnit),
    toRials: (amount: number) => rialsFrom(amount, moneyUnit),
    date: (ms: number | Date, options?: { withTime?: boolean }) => formatLocalDate(ms, language, options),
    /** A Jalali `YYYY-MM-DD` key from the API (chart series), in the page's calendar. */
    dayKey: (key: string, options?: { withYear?: boolean }) => formatDayKey(key, language, options),
    /** A list filter's Gregorian `YYYY-MM-DD` day as the Jalali date picker writes it (`۱۴۰۵/۰۱/۰۱`, `1405/01/01`). */
    pickerDay: (day: string) => formatPickerDay(day, language),
    /** A length in seconds as `HH:MM:SS` in the page's digits. */
    duration: (seconds: number) => localizeDigits(formatSeconds(seconds), language),
    fileSize: (bytes: number) => formatFileSize(bytes, language),
  };
}
export type Formatter = ReturnType<typeof formatterFor>;

/**
 * Digits, numbers, money and dates in the language of the page being rendered. The language comes from
 * react-i18next's context and the money unit from the settings context, so a server render for one
 * visitor never formats in another's language or unit.
 */
export function useFormat(): Formatter {
  const language = usePageLanguage();
  const moneyUnit: MoneyUnit = useContext(SettingsContext)?.settings.money ?? DEFAULT_SETTINGS.money;
  return useMemo(() => formatterFor(language, moneyUnit), [language, moneyUnit]);
}
