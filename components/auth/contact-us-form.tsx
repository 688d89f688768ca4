import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthAction } from '../../lib/action-state';
import { lengthBetween, required } from '../../lib/form-rules';
import { paths } from '../../lib/paths';
import { sendContactMessage } from '../../hooks/use-contact-us';
import { useFormat } from '../../hooks/use-format';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX } from '../../shared/contracts/contact-us';
import { Notice } from '../ui/notice';
import { MobileField } from './mobile-field';
import { PlainField, PlainForm, PlainTextArea, SubmitButton, TextButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
import { AuthLayout } from './auth-layout';
import styles from './auth-layout.module.css';
import { PageLink } from '../ui/page-link';

/** The public contact-us page: a name, a mobile or an email to be answered on, a subject and the message. */
export function ContactUsForm() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const specs = useFieldSpecs();
  // Bots fill every input they find; a person never sees this one, so anything in it marks a bot.
  const [honeypot, setHoneypot] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [state, submit] = useAuthAction(async (values: Record<'name' | 'mobile' | 'email' | 'subject' | 'message', string>) => {
    const result = await sendContactMessage({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypot || undefined });
    setSentMessage(result.message);
    return result;
  });
  const mustBeFilled = required(t('rules.required'), { ignoreSpaces: true });
  const form = usePlainForm(
    {
      name: specs.name,
      mobile: { ...specs.mobile, rules: specs.mobile.rules.slice(1) },
      email: specs.email,
      subject: { rules: [mustBeFilled, lengthBetween({ min: 2, max: 200 }, t('rules.length', { min: format.digits(2), max: format.digits(200) }))] },
      message: {
        rules: [
          mustBeFilled,
          lengthBetween({ min: 5, max: CONTACT_MESSAGE_MAX }, t('rules.length', { min: format.digits(5), max: format.digits(CONTACT_MESSAGE_MAX) })),
        ],
      },
    },
    (values) => submit(values),
    { checkTogether: (values) => (values.mobile.trim() || values.email.trim() ? undefined : { mobile: t('rules.replyTo') }) },
  );

  return (
    <AuthLayout
      title={t('contact.title')}
      footer={
        <>
          {t('register.haveAccount')} <PageLink href={paths.login}>{t('register.login')}</PageLink>
        </>
      }
    >
      {sentMessage ? (
        <div role="status">
          <Notice type="info">
            <strong>{t('contact.sentTitle')}</strong> {sentMessage}
          </Notice>
          <TextButton onClick={() => setSentMessage(null)}>{t('contact.sendAnother')}</TextButton>
        </div>
      ) : (
        <>
          <p className={styles.hint}>{t('contact.hint')}</p>
          <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
            <PlainField binding={form.field('name')} label={t('fields.name')} autoComplete="name" maxLength={100} />
            <MobileField binding={form.field('mobile')} label={t('contact.mobile')} extra={t('contact.replyToHint')} />
            <PlainField binding={form.field('email')} label={t('contact.email')} isLtr type="email" autoComplete="email" />
            <PlainField binding={form.field('subject')} label={t('contact.subject')} maxLength={200} />
            <PlainTextArea binding={form.field('message')} label={t('contact.message')} rows={5} maxLength={CONTACT_MESSAGE_MAX} />
            <div className={styles.honeypot} aria-hidden>
              <label htmlFor={CONTACT_HONEYPOT_FIELD}>{t('contact.honeypot')}</label>
              <input
                id={CONTACT_HONEYPOT_FIELD}
                name={CONTACT_HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(event) => setHoneypot(event.target.value)}
              />
            </div>
            <SubmitButton isBusy={state.loading}>{t('contact.submit')}</SubmitButton>
          </PlainForm>
        </>
      )}
    </AuthLayout>
  );
}
