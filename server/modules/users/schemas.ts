import { z } from 'zod';
import { nameField, optionalEmailField, passwordField } from '../auth/schemas';

export const changeProfileBody = z.object({ name: nameField, email: optionalEmailField });
export const changePasswordBody = z.object({
  current_password: z.string().max(128).optional(),
  password: passwordField,
});

export type ChangeProfileInput = z.input<typeof changeProfileBody>;
export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** The user as the API shows it (GET /user/profile → data.user). */
export interface PublicUser {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  balance: number;
  min_balance: number;
  created_at: number;
}
