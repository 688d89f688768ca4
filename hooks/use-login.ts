import type { LoginInput } from '../server/modules/auth/schemas';
import { call, http, type Envelope } from '../lib/http/client';
import type { PublicUser } from './user-types';

/** A verified user gets a token; an unverified one a fresh verification to complete first. */
export type LoginResult = { user: PublicUser } | { verification_code: string };

export function login(input: LoginInput) {
  return call(http.post<Envelope<LoginResult>>('/auth/login', input));
}
