import styles from './avatar.module.css';

/** A round picture, or the first letter of the name when there is none; decorative beside the name it stands for. */
export function Avatar({ src, name, size = 32, className }: { src: string | null | undefined; name: string; size?: number; className?: string }) {
  return (
    <span className={className ? `${styles.avatar} ${className}` : styles.avatar} style={{ width: size, height: size, fontSize: size / 2 }} aria-hidden>
      {src ? <img src={src} alt="" className={styles.image} /> : name.slice(0, 1)}
    </span>
  );
}
