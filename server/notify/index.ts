import { log } from '../logging/logger';
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
    case 'smtp': {
      if (!env.SMTP_URL) throw new Error('NOTIFY_DRIVER=smtp needs SMTP_URL');
      // Every flow today texts its code; SMTP cannot, so texts go to the log instead of failing the request.
      log.warn('NOTIFY_DRIVER=smtp: email goes by SMTP, SMS (verification codes) only to this log; use kavenegar to text them.');
      const email = smtpSender(env.SMTP_URL, env.SMTP_FROM);
      return { send: (message) => (message.channel === 'email' ? email.send(message) : consoleSender.send(message)) };
    }
    case 'kavenegar':
      if (!env.KAVENEGAR_API_KEY) throw new Error('NOTIFY_DRIVER=kavenegar needs KAVENEGAR_API_KEY');
      return kavenegarSender(env.KAVENEGAR_API_KEY, env.KAVENEGAR_SENDER);
    default:
      return consoleSender;
  }
}
