import type { common as fa } from '../fa/common';

export const common: Record<keyof typeof fa, string> = {
  'app.name': 'Portal',
  'app.tagline': 'Online meetings',
  'errors.network': 'Error! Check your internet connection.',
  'errors.generic': 'error 2020',
  'errors.downloadFailed': 'Download failed.',
  'errors.forbidden': 'You do not have access to this section.',
  'actions.save': 'Save',
  'actions.cancel': 'Cancel',
  'actions.logout': 'Sign out',
  'actions.copy': 'Copy',
  'actions.copied': 'Copied',
  'actions.back': 'Back',
  'currency.rial': 'Rials',
  'nav.dashboard': 'Dashboard',
  'nav.profile': 'Account',
  'nav.changePassword': 'Change password',
  'language.fa': 'فارسی',
  'language.en': 'English',
};
