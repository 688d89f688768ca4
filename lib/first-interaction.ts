const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the visitor's first pointer press, key press or focus: the moment to
 * fetch what only a click or a key can need (the toast library, the loading bar), so it is not part
 * of the page's first load and is already here when its first use comes. Returns the unsubscriber.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stopListening = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, run, true);
  };
  const run = () => {
    stopListening();
    callback();
  };
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  return stopListening;
}
