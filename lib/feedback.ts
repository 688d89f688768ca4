import { toast, type ToastOptions } from 'react-toastify';

/**
 * Toasts last 2 s (the container's default); the message helper's last 3 s, as the seed sets them.
 * antd notifications keep antd's own default of 4.5 s, which is the seed's.
 */
export const TOAST_MS = 2000;
export const MESSAGE_MS = 3000;

export type FeedbackKind = 'success' | 'info' | 'warning' | 'error';

export interface Feedback {
  toast(kind: FeedbackKind, text: string): void;
}

const rtlOptions: ToastOptions = { rtl: true, position: 'top-center' };

/**
 * A message already on screen is not stacked again: parallel requests failing for one reason (the
 * server is down) tell the user once.
 */
const toastIdOf = (kind: FeedbackKind, text: string) => `${kind}:${text}`;

export const toastFeedback: Feedback = {
  toast(kind, text) {
    toast[kind](text, { ...rtlOptions, toastId: toastIdOf(kind, text) });
  },
};

/** The seed's message helper: a toast that stays a little longer. */
export function message(text: string, kind: FeedbackKind = 'success'): void {
  toast[kind](text, { ...rtlOptions, autoClose: MESSAGE_MS, toastId: toastIdOf(kind, text) });
}
