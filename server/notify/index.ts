import type { Env } from '../env';
import { consoleSender } from './console-sender';
import { fileSender } from './file-sender';
import { kavenegarSender } from './kavenegar-sender';
import type { Sender } from './sender';
import { smtpSender } from './smtp-sender';

export function createSender(env: Env): Sender {
  switch (env.NOTIFY_DRIVER) {
    case 'file':
      return fileSender(env.NOTIFY_FILE);
    case 'smtp':
      if (!env.SMTP_URL) throw new Error('NOTIFY_DRIVER=smtp needs SMTP_URL');
      return smtpSender(env.SMTP_URL, env.SMTP_FROM);
    case 'kavenegar':
      if (!env.KAVENEGAR_API_KEY) throw new Error('NOTIFY_DRIVER=kavenegar needs KAVENEGAR_API_KEY');
      return kavenegarSender(env.KAVENEGAR_API_KEY, env.KAVENEGAR_SENDER);
    default:
      return consoleSender;
  }
}
