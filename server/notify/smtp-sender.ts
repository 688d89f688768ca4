import type { OutgoingMessage, Sender } from './sender';

/** Email through any SMTP server; SMS messages are not this sender's to deliver. */
export function smtpSender(smtpUrl: string, from: string): Sender {
  let transport: Promise<{ sendMail(options: object): Promise<unknown> }> | undefined;
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') throw new Error('SMTP sender delivers email only');
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: message.to, subject: 'کد تأیید', text: message.text });
    },
  };
}
