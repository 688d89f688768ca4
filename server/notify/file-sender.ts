import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMessage, Sender } from './sender';

/** One JSON object per line; tests read verification codes from it. */
export function fileSender(file: string): Sender {
  return {
    async send({ channel, to, text, code }: OutgoingMessage) {
      await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await fs.appendFile(file, JSON.stringify({ channel, to, text, code: code ?? null }) + '\n');
    },
  };
}
