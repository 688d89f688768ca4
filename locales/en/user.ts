import type { user as fa } from '../fa/user';

export const user: Record<keyof typeof fa, string> = {
  'dashboard.title': 'Dashboard',
  'dashboard.greeting': 'Hello {{name}}, welcome.',
  'dashboard.balance': 'Balance',
  'dashboard.minBalance': 'Minimum balance',
  'dashboard.belowMin': 'Your balance is below the minimum; top up to keep using the service.',
  'dashboard.transactions': 'Recent transactions',
  'dashboard.noTransactions': 'No transactions yet.',
  'dashboard.amount': 'Amount',
  'dashboard.description': 'Description',
  'dashboard.date': 'Date',
  'profile.title': 'Account',
  'profile.mobileHint': 'To change your mobile number, contact support.',
  'profile.memberSince': 'Member since',
  'password.title': 'Change password',
  'password.resetHint': 'Your number is verified; choose a new password now.',
  'password.otherSessions': 'Changing the password signs you out on every other device.',
  'dashboard.gifts': 'Gifts received',
  'dashboard.noGifts': 'You have not received any gifts yet.',
  'dashboard.giftTitle': 'Gift',
};
