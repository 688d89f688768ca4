import { normalizeDigits } from '../../shared/digits';
import { AppError } from '../errors';

// The passwords most often found in leaked lists; refusing them stops the cheapest guessing.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'abc12345',
  'abcd1234',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'dragon12',
  'monkey12',
  'asdfghjk',
  'asdf1234',
  'zxcvbnm1',
  'zxcvbnma',
  'aaaaaaaa',
  'computer',
  'internet',
  'master12',
  'michael1',
  'shadow12',
  '123qweasd',
  'qazwsxedc',
  '1234qwer',
  'q1w2e3r4',
  'a1b2c3d4',
  '147258369',
  '987654321',
  '123654789',
  '0987654321',
  '09123456789',
  'iran1234',
  'tehran123',
  'mohammad',
  'password!',
  '1234abcd',
]);

/**
 * The refusal a password earns, or null when it is acceptable. Its length is the schema's
 * (`passwordField`), checked before any call gets here; this is what a schema cannot know.
 */
export function passwordProblem(password: string, mobile?: string | null): AppError | null {
  const normalized = normalizeDigits(password).toLowerCase();
  if (COMMON_PASSWORDS.has(normalized)) return new AppError('PASSWORD_TOO_COMMON');
  if (new Set(normalized).size === 1) return new AppError('PASSWORD_ONE_CHARACTER');
  if (mobile && (normalized.includes(mobile) || normalized.includes(mobile.slice(1)))) return new AppError('PASSWORD_IS_MOBILE');
  return null;
}
