import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'default' | 'primary' | 'text';

/** The classes of a button of this kind, also for a link that reads as a button. */
export function buttonClassName(
  variant: ButtonVariant,
  { isIconOnly = false, isLarge = false, className }: { isIconOnly?: boolean; isLarge?: boolean; className?: string } = {},
): string {
  return [styles.button, styles[variant], isIconOnly ? styles.iconOnly : undefined, isLarge ? styles.large : undefined, className].filter(Boolean).join(' ');
}

/**
 * antd's middle-sized button drawn with its CSS variables, for the panels' frames, which would
 * otherwise load antd's Button (and its wave effect and compact-space context) for two buttons.
 * While `isBusy` the icon turns into a spinner. `isLarge`: antd's large size, beside a form's submit.
 */
export function Button({
  variant = 'default',
  icon,
  isBusy = false,
  isLarge = false,
  className,
  children,
  ...button
}: { variant?: ButtonVariant; icon?: ReactNode; isBusy?: boolean; isLarge?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-busy'>) {
  return (
    <button type="button" className={buttonClassName(variant, { isIconOnly: !children, isLarge, className })} aria-busy={isBusy || undefined} {...button}>
      {isBusy ? <Spinner /> : icon}
      {children}
    </button>
  );
}
