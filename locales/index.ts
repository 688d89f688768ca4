import { admin as enAdmin } from './en/admin';
import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { user as enUser } from './en/user';
import { admin as faAdmin } from './fa/admin';
import { auth as faAuth } from './fa/auth';
import { common as faCommon } from './fa/common';
import { user as faUser } from './fa/user';

export const resources = {
  fa: { common: faCommon, auth: faAuth, user: faUser, admin: faAdmin },
  en: { common: enCommon, auth: enAuth, user: enUser, admin: enAdmin },
} as const;

export type Language = keyof typeof resources;
export const LANGUAGES = Object.keys(resources) as Language[];
export const DEFAULT_LANGUAGE: Language = 'fa';
