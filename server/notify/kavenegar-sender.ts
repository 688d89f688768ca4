import type { OutgoingMessage, Sender } from './sender';

/** Kavenegar's SMS web service (https://kavenegar.com/rest.html), the real adapter for SMS. */
export function kavenegarSender(apiKey: string, senderLine?: string, fetchImpl: typeof fetch = fetch): Sender {
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== 'sms') throw new Error('Kavenegar delivers SMS only');
      const body = new URLSearchParams({ receptor: message.to, message: message.text });
      if (senderLine) body.set('sender', senderLine);
      const response = await fetchImpl(`https://api.kavenegar.com/v1/${encodeURIComponent(apiKey)}/sms/send.json`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Kavenegar answered ${response.status}`);
    },
  };
}
