import type { OutgoingMessage, Sender } from './sender';

/** Development default: the code shows up in the terminal that runs the app. */
export const consoleSender: Sender = {
  async send(message: OutgoingMessage) {
    console.info(`[notify:${message.channel}] to ${message.to}: ${message.text}`);
  },
};
