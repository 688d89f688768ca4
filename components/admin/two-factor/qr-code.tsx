import { encode } from 'uqr';
import { useMemo } from 'react';
import styles from './two-factor-card.module.css';

/**
 * A QR code drawn as one SVG path from its module matrix (no markup string, no image request): dark
 * modules on white whatever the theme, with the quiet zone the scanners need.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    const parts: string[] = [];
    data.forEach((row, y) =>
      row.forEach((isDark, x) => {
        if (isDark) parts.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), size: data.length };
  }, [value]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
