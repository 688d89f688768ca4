import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Development's application key when APP_KEY is not set: generated on the first start into a file
 * beside the development database (data/ is never committed), printed once like the first admin's
 * password, and read back on every later start so a restart keeps the codes already texted valid.
 */
export function developmentAppKey(file = './data/app-key'): string {
  if (fs.existsSync(file)) return keyIn(file);
  const key = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Two processes started at once: the other one wrote it first.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keyIn(file);
    throw error;
  }
  console.info(`\nApplication key generated for development and kept in ${file}: ${key}\n(printed once; production needs APP_KEY set)\n`);
  return key;
}

function keyIn(file: string): string {
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no application key: delete it to have one generated, or set APP_KEY`);
  return key;
}
