import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../server/env';
import { createSender } from '../../server/notify';
import { kavenegarSender } from '../../server/notify/kavenegar-sender';

const text = { channel: 'sms' as const, to: '09121234567', text: 'کد تأیید شما: 123456', code: '123456' };

describe('message senders', () => {
  it('the file driver writes one JSON object per line with the code, for tests to read', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'notify-')), 'out.jsonl');
    const sender = createSender(readEnv({ NODE_ENV: 'test', NOTIFY_DRIVER: 'file', NOTIFY_FILE: file }));

    await sender.send(text);
    await sender.send({ channel: 'sms', to: '09121234567', text: 'notice' });

    const lines = (await fs.readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { channel: 'sms', to: '09121234567', text: 'کد تأیید شما: 123456', code: '123456' },
      { channel: 'sms', to: '09121234567', text: 'notice', code: null },
    ]);
  });

  it('the smtp driver does not fail a text it cannot send: the code goes to the log', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sender = createSender(readEnv({ NODE_ENV: 'test', NOTIFY_DRIVER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' }));

    await expect(sender.send(text)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('123456'));
    vi.restoreAllMocks();
  });

  it('the Kavenegar adapter posts the receptor and message to its send endpoint', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    await kavenegarSender('API-KEY', '10004346', fetchSpy).send(text);

    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://api.kavenegar.com/v1/API-KEY/sms/send.json');
    const body = init?.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({ receptor: '09121234567', message: 'کد تأیید شما: 123456', sender: '10004346' });
  });

  it('a Kavenegar error answer fails the send, so the caller does not report a code as sent', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response('{}', { status: 418 }));
    await expect(kavenegarSender('API-KEY', undefined, fetchSpy).send(text)).rejects.toThrow(/418/);
  });
});
