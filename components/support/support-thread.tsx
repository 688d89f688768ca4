import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../lib/auth-cookies';
import { useSingleFlight } from '../../lib/action-state';
import { useFormat } from '../../hooks/use-format';
import { MAX_ATTACHMENT_BYTES } from '../../shared/contracts/support';
import type { PublicSupportMessage } from '../../shared/contracts/support.schemas';
import { FilePicker } from '../form/file-picker';
import { PlainForm, SubmitButton } from '../form/plain-form';
import formStyles from '../form/plain-form.module.css';
import { Button } from '../ui/button';
import inputLook from '../ui/input.module.css';
import styles from './support-thread.module.css';

/** What the file picker offers; the server checks the bytes whatever the picker allowed. */
const ACCEPTED_FILES = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,text/plain,application/zip,.zip,.txt,.pdf';

/**
 * A ticket's messages, oldest first. The text is React text (never HTML), so a `<script>` in a
 * message shows as the characters typed.
 */
export function MessageList({
  messages,
  viewer,
  saveAttachment,
}: {
  messages: PublicSupportMessage[];
  viewer: Role;
  /** Saves a message's attachment under the server's name for it, else `filename`; a failure is told to the viewer. */
  saveAttachment: (messageId: number, filename: string) => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const authorOf = (message: PublicSupportMessage) => {
    if (message.author_type === 'user') return viewer === 'user' ? t('support.you') : t('support.user');
    return message.author_name ?? t('support.team');
  };
  return (
    <ol className={styles.messages} aria-label={t('support.thread')}>
      {messages.map((message) => (
        <li key={message.id} className={`${styles.message} ${message.author_type === viewer ? styles.own : styles.other}`} data-author={message.author_type}>
          <div className={styles.meta}>
            <span className={styles.author}>{authorOf(message)}</span>
            <time dateTime={new Date(message.created_at).toISOString()}>{format.date(message.created_at, { withTime: true })}</time>
          </div>
          <p className={styles.text}>{message.text}</p>
          {message.attachment && (
            <AttachmentButton
              name={message.attachment.original_name}
              size={message.attachment.size}
              save={(filename) => saveAttachment(message.id, filename)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

function AttachmentButton({ name, size, save }: { name: string; size: number; save: (filename: string) => Promise<void> }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const [isBusy, setIsBusy] = useState(false);
  const download = useSingleFlight(async () => {
    setIsBusy(true);
    try {
      await save(name);
    } catch {
      // The download has told the user.
    } finally {
      setIsBusy(false);
    }
  });
  return (
    <div className={styles.attachment}>
      <Button onClick={() => void download()} isBusy={isBusy} aria-label={t('support.download', { name })} className={styles.attachmentButton}>
        <bdi className={styles.attachmentName}>{name}</bdi>
        <span className={styles.nowrap}>({format.fileSize(size)})</span>
      </Button>
    </div>
  );
}

export interface MessageDraft {
  text: string;
  attachment?: File;
}

/** The text of a message and an optional attachment, checked here before one request goes. */
export function MessageFields({
  idPrefix,
  label,
  draft,
  errors,
  onDraft,
}: {
  idPrefix: string;
  label: string;
  draft: MessageDraft;
  errors: { text?: string; attachment?: string };
  onDraft: (draft: MessageDraft) => void;
}) {
  const { t } = useTranslation('common');
  const textId = `${idPrefix}-text`;
  const fileId = `${idPrefix}-attachment`;
  return (
    <>
      <div className={formStyles.item}>
        <label htmlFor={textId} className={formStyles.label}>
          {label}
        </label>
        <textarea
          id={textId}
          name="text"
          value={draft.text}
          onChange={(event) => onDraft({ ...draft, text: event.target.value })}
          maxLength={5000}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${textId}_help` : undefined}
          className={`${inputLook.input} ${styles.textarea}`}
        />
        {errors.text && (
          <div id={`${textId}_help`} className={formStyles.error}>
            {errors.text}
          </div>
        )}
      </div>
      <div className={formStyles.item}>
        <label htmlFor={fileId} className={formStyles.label}>
          {t('support.attachment')}
        </label>
        <FilePicker
          id={fileId}
          name="attachment"
          accept={ACCEPTED_FILES}
          file={draft.attachment}
          onFile={(attachment) => onDraft({ ...draft, attachment })}
          chooseLabel={t('support.chooseFile')}
          noFileLabel={t('support.noFile')}
          describedBy={`${fileId}_extra${errors.attachment ? ` ${fileId}_help` : ''}`}
          isInvalid={Boolean(errors.attachment)}
        />
        {errors.attachment && (
          <div id={`${fileId}_help`} className={formStyles.error}>
            {errors.attachment}
          </div>
        )}
        <div id={`${fileId}_extra`} className={formStyles.extra}>
          {t('support.attachmentHint')}
        </div>
      </div>
    </>
  );
}

/** The problems a draft has before it is sent. */
export function useMessageCheck() {
  const { t } = useTranslation('common');
  return (draft: MessageDraft) => ({
    text: draft.text.trim() ? undefined : t('support.textRequired'),
    attachment: draft.attachment && draft.attachment.size > MAX_ATTACHMENT_BYTES ? t('support.attachmentTooLarge') : undefined,
  });
}

/** A reply to a ticket: the text and an optional attachment; one request per submit, the form emptied after it. */
export function ReplyForm({ idPrefix, label, send }: { idPrefix: string; label: string; send: (draft: MessageDraft) => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const check = useMessageCheck();
  const [draft, setDraft] = useState<MessageDraft>({ text: '' });
  const [errors, setErrors] = useState<{ text?: string; attachment?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  // A file input cannot be emptied through its value; a new key draws a fresh one.
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const submit = useSingleFlight(async (sent: MessageDraft) => {
    setIsBusy(true);
    try {
      await send(sent);
      setDraft({ text: '' });
      setFormKey((key) => key + 1);
    } finally {
      setIsBusy(false);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (found.text || found.attachment) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    void submit(draft);
  };
  return (
    <div ref={formRef} key={formKey}>
      <PlainForm onSubmit={onSubmit} isBusy={isBusy}>
        <MessageFields idPrefix={idPrefix} label={label} draft={draft} errors={errors} onDraft={setDraft} />
        <SubmitButton isBusy={isBusy}>{t('support.send')}</SubmitButton>
      </PlainForm>
    </div>
  );
}
