import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { onFirstInteraction } from '../../lib/first-interaction';
import { loadToastify, onPlainToast, whenToastifyLoads, type PlainToast } from '../../lib/feedback';
import styles from './toast-host.module.css';

/**
 * The toast container, rendered once react-toastify has loaded (on the first interaction or toast).
 * A toast whose library could not be downloaded shows as a plain line instead, once. Toasts read
 * right to left only when the container is told `rtl` (Persian); they do not set it themselves.
 */
export function ToastHost(props: Omit<ToastContainerProps, 'toastClassName'>) {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  const [plainToasts, setPlainToasts] = useState<PlainToast[]>([]);
  useEffect(() => whenToastifyLoads((library) => setContainer(() => library.ToastContainer)), []);
  useEffect(
    () =>
      onPlainToast((toast) => {
        setPlainToasts((shown) => (shown.some((other) => other.id === toast.id) ? shown : [...shown, toast]));
        setTimeout(() => setPlainToasts((shown) => shown.filter((other) => other.id !== toast.id)), toast.durationMs);
      }),
    [],
  );
  useEffect(() => onFirstInteraction(() => void loadToastify().catch(() => undefined)), []);
  return (
    <>
      {Container && <Container toastClassName={styles.libraryToast} {...props} />}
      {plainToasts.length > 0 && (
        <div className={styles.plain} role="alert">
          {plainToasts.map((toast) => (
            <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`}>
              {toast.text}
            </div>
          ))}
        </div>
      )}
    </>
  );
}
