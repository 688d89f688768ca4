import { auth as enAuth } from './en/auth';
import { common as enCommon } from './en/common';
import { user as enUser } from './en/user';
import { auth as faAuth } from './fa/auth';
import { common as faCommon } from './fa/common';
import { user as faUser } from './fa/user';

export const resources = {
  fa: { common: faCommon, auth: faAuth, user: faUser },
  en: { common: enCommon, auth: enAuth, user: enUser },
} as const;

export type Language = keyof typeof resources;
export const LANGUAGES = Object.keys(resources) as Language[];
export const DEFAULT_LANGUAGE: Language = 'fa';
