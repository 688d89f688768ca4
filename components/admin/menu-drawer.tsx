import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { FrameIcon } from '../ui/frame-icon';
import styles from './menu-drawer.module.css';

/**
 * The panel's menu on a phone: a modal <dialog> sliding in from the start edge. The browser keeps
 * the focus inside, closes it on Escape and gives the focus back to the menu button afterwards.
 */
export function MenuDrawer({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Unmounting takes the dialog out of the page, and out of the top layer with it.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the dimmed page around the drawer lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="text" icon={<FrameIcon name="close" />} aria-label={closeLabel} onClick={() => dialog.current?.close()} />
      </div>
      {children}
    </dialog>
  );
}
