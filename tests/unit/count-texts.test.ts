import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';

const english = () => i18nFor('en', {}).getFixedT('en', 'admin');
const persian = () => i18nFor('fa', {}).getFixedT('fa', 'admin');

describe('texts that count something', () => {
  it('in English say one user and two users', () => {
    const t = english();
    const publishBody = (count: number) => t('gifts.publishBody', { count, users: String(count), amount: '10 Toman', total: `${count * 10} Toman` });
    expect(publishBody(1)).toMatch(/^1 user will be credited 10 Toman; 10 Toman in all\./);
    expect(publishBody(2)).toMatch(/^2 users will each be credited 10 Toman; 20 Toman in all\./);
    expect(t('gifts.recipientsOf', { count: 1, users: '1', total: '10 Toman' })).toBe('1 user, 10 Toman');
    expect(t('gifts.recipientsOf', { count: 0, users: '0', total: '0 Toman' })).toBe('0 users, 0 Toman');
    expect(t('gifts.progressOf', { count: 1, done: '0', total: '1' })).toBe('0 of 1 user');
    expect(t('gifts.progressOf', { count: 3, done: '1', total: '3' })).toBe('1 of 3 users');
  });

  it('in English name no backups in the plural after a count that may be one', () => {
    const text = english()('backups.scheduleOn', { time: '03:00', daily: '1', weekly: '1', next: '' });
    expect(text).not.toMatch(/\b1 [a-z ]*backups\b/);
  });

  it('in Persian stay as they were, with the count in Persian digits', () => {
    const t = persian();
    expect(t('gifts.recipientsOf', { count: 1, users: '۱', total: '۱۰ تومان' })).toBe('۱ نفر، ۱۰ تومان');
    expect(t('gifts.progressOf', { count: 12, done: '۳', total: '۱۲' })).toBe('۳ از ۱۲ نفر');
    expect(t('list.total', { count: 1, total: '۱' })).toBe('۱ مورد');
  });
});
