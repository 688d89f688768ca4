import { useEffect, useRef } from 'react';
import { useFormat } from '../../hooks/use-format';
import { buttonClassName } from '../ui/button';
import hidden from '../ui/visually-hidden.module.css';
import styles from './file-picker.module.css';

/**
 * A file input with our own button and "no file" line: the browser's picker writes both in the
 * browser's language, not the page's. The real input stays, visually hidden, for the keyboard and
 * for tests; the chosen file is named in its own direction with its size. Without `noFileLabel` the
 * line stays empty until a file is chosen (a picture picker shows the current picture instead). When
 * the owner lets go of the file (sent, or the form reset) the input is emptied too, so choosing the
 * same file again is seen.
 */
export function FilePicker({
  id,
  name,
  accept,
  file,
  onFile,
  chooseLabel,
  noFileLabel,
  labelledBy,
  describedBy,
  isInvalid = false,
}: {
  id: string;
  name?: string;
  accept: string;
  file: File | null | undefined;
  onFile: (file: File | undefined) => void;
  chooseLabel: string;
  noFileLabel?: string;
  labelledBy?: string;
  describedBy?: string;
  isInvalid?: boolean;
}) {
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className={styles.picker}>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        onChange={(event) => onFile(event.target.files?.[0])}
        aria-labelledby={labelledBy}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[`${id}_chosen`, describedBy].filter(Boolean).join(' ')}
        className={`${hidden.visuallyHidden} ${styles.input}`}
      />
      <label htmlFor={id} className={buttonClassName('default')}>
        {chooseLabel}
      </label>
      <span id={`${id}_chosen`} className={styles.chosen}>
        {file ? (
          <>
            <bdi>{file.name}</bdi> (<bdi>{format.fileSize(file.size)}</bdi>)
          </>
        ) : (
          noFileLabel
        )}
      </span>
    </div>
  );
}
