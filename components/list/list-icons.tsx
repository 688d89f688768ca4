import type { ReactNode } from 'react';

/**
 * The few icons of the list screens, drawn inline with antd's outlines (@ant-design/icons-svg): an
 * icon component of @ant-design/icons renders through its context and style hook, which the list's
 * server render paid for on every row.
 */
function Icon({ viewBox = '64 64 896 896', className, children }: { viewBox?: string; className?: string; children: ReactNode }) {
  return (
    <svg viewBox={viewBox} width="1em" height="1em" fill="currentColor" focusable="false" aria-hidden className={className}>
      {children}
    </svg>
  );
}

export const EditIcon = () => (
  <Icon>
    <path d="M257.7 752c2 0 4-.2 6-.5L431.9 722c2-.4 3.9-1.3 5.3-2.8l423.9-423.9a9.96 9.96 0 000-14.1L694.9 114.9c-1.9-1.9-4.4-2.9-7.1-2.9s-5.2 1-7.1 2.9L256.8 538.8c-1.5 1.5-2.4 3.3-2.8 5.3l-29.5 168.2a33.5 33.5 0 009.4 29.8c6.6 6.4 14.9 9.9 23.8 9.9zm67.4-174.4L687.8 215l73.3 73.3-362.7 362.6-88.9 15.7 15.6-89zM880 836H144c-17.7 0-32 14.3-32 32v36c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-36c0-17.7-14.3-32-32-32z" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M482 152h60q8 0 8 8v704q0 8-8 8h-60q-8 0-8-8V160q0-8 8-8z" />
    <path d="M192 474h672q8 0 8 8v60q0 8-8 8H160q-8 0-8-8v-60q0-8 8-8z" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <path d="M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z" />
  </Icon>
);

/** A chevron pointing to the start of the line in a left-to-right page; the caller mirrors it for right to left. */
export const ChevronStartIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z" />
  </Icon>
);

export const CaretUpIcon = ({ className }: { className?: string }) => (
  <Icon viewBox="0 0 1024 1024" className={className}>
    <path d="M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z" />
  </Icon>
);

export const CaretDownIcon = ({ className }: { className?: string }) => (
  <Icon viewBox="0 0 1024 1024" className={className}>
    <path d="M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z" />
  </Icon>
);
