import type { ToastOptions } from 'react-toastify';

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

type Toastify = typeof import('react-toastify');

// The library, not anyone's toasts: the same code for every visitor, and only ever loaded in the browser.
let toastify: Promise<Toastify> | undefined;
let loadedToastify: Toastify | undefined;
const waitingForToastify = new Set<(library: Toastify) => void>();

/**
 * Most pages never show a toast, so react-toastify and its container are not part of the first load:
 * they arrive with the visitor's first interaction (see ToastHost) or the first toast, whichever is
 * first. The interaction matters: the toast that says the server is unreachable could not fetch
 * the library then. Toasts raised before the container mounts wait in react-toastify's own queue.
 */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').then(
    (library) => {
      loadedToastify = library;
      for (const notify of waitingForToastify) notify(library);
      waitingForToastify.clear();
      return library;
    },
    (error: unknown) => {
      // A failed download is tried again by the next toast.
      toastify = undefined;
      throw error;
    },
  );
  return toastify;
}

/** Calls back once react-toastify has loaded (at once if it has); the returned function unsubscribes. */
export function whenToastifyLoads(callback: (library: Toastify) => void): () => void {
  if (loadedToastify) {
    callback(loadedToastify);
    return () => undefined;
  }
  waitingForToastify.add(callback);
  return () => waitingForToastify.delete(callback);
}

/**
 * A message already on screen is not stacked again: parallel requests failing for one reason (the
 * server is down) tell the user once.
 */
const toastIdOf = (kind: FeedbackKind, text: string) => `${kind}:${text}`;

export interface PlainToast {
  id: string;
  kind: FeedbackKind;
  text: string;
  durationMs: number;
}

const plainToastListeners = new Set<(toast: PlainToast) => void>();

/**
 * Hears the toasts whose library could not be downloaded (the server went down before the first
 * one), so the message still shows, plainly; the returned function unsubscribes.
 */
export function onPlainToast(listener: (toast: PlainToast) => void): () => void {
  plainToastListeners.add(listener);
  return () => plainToastListeners.delete(listener);
}

/** The error toasts raised in this tab, so a success can take them away (this visitor's own page only: toasts never run on the server). */
const errorToastIds = new Set<string>();

function show(kind: FeedbackKind, text: string, options: ToastOptions & { autoClose?: number }): void {
  const id = toastIdOf(kind, text);
  if (kind === 'error') errorToastIds.add(id);
  loadToastify().then(
    // Placement and direction come from the container, which follows the visitor's language.
    ({ toast }) => toast[kind](text, { ...options, toastId: id, ...(kind === 'error' && { onClose: () => errorToastIds.delete(id) }) }),
    () => {
      for (const listener of plainToastListeners) listener({ id, kind, text, durationMs: options.autoClose ?? TOAST_MS });
    },
  );
}

export const toastFeedback: Feedback = {
  toast(kind, text) {
    show(kind, text, {});
  },
};

/** The seed's message helper: a toast that stays a little longer. */
export function message(text: string, kind: FeedbackKind = 'success'): void {
  show(kind, text, { autoClose: MESSAGE_MS });
}

/**
 * Takes the error toasts off the screen once what failed has worked (a list's retry): an error left
 * up beside the data it said could not be loaded contradicts it. Their time stays the seed's otherwise.
 */
export function dismissErrorToasts(): void {
  if (!loadedToastify) return;
  for (const id of errorToastIds) loadedToastify.toast.dismiss(id);
  errorToastIds.clear();
}
