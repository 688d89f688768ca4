import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "copied" stays on screen after a copy, as the seed sets it. */
export const COPY_CONFIRMATION_MS = 3000;

type Clipboard = Pick<globalThis.Clipboard, 'writeText'>;

interface CopyOptions {
  /** Absent where the page is not a secure context; the copy then reports failure. */
  clipboard?: Clipboard;
}

const browserClipboard = (): Clipboard | undefined => (typeof navigator === 'undefined' ? undefined : navigator.clipboard);

/** Resolves to whether the text reached the clipboard; never rejects. */
export async function copyText(text: string, { clipboard = browserClipboard() }: CopyOptions = {}): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies text and keeps `isCopied` true for three seconds after a successful copy. */
export function useCopy(options: CopyOptions = {}): { copy: (text: string) => Promise<boolean>; isCopied: boolean } {
  const { clipboard } = options;
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const isDone = await copyText(text, clipboard ? { clipboard } : {});
      if (isDone) {
        // A second copy restarts the three seconds instead of ending them early.
        clearTimeout(timer.current);
        setIsCopied(true);
        timer.current = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
      }
      return isDone;
    },
    [clipboard],
  );

  return { copy, isCopied };
}
