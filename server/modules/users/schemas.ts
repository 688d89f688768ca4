import { z } from 'zod';
import { nameField, optionalEmailField, passwordField } from '../auth/schemas';

export const changeProfileBody = z.object({ name: nameField, email: optionalEmailField });
export const changePasswordBody = z.object({
  current_password: z.string().max(128).optional(),
  password: passwordField,
});

export type ChangeProfileInput = z.input<typeof changeProfileBody>;
export type ChangePasswordInput = z.input<typeof changePasswordBody>;
