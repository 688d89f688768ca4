export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  text: string;
  /** The verification code the text carries, when it carries one. */
  code?: string;
}

/** Where SMS and email go: the console, a file, SMTP or an SMS web service. */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}
