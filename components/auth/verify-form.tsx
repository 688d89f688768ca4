import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepSession } from '../../lib/keep-session';
import { useAuthAction } from '../../lib/action-state';
import { message } from '../../lib/feedback';
import { paths, safeReturnPath } from '../../lib/paths';
import { useFormat } from '../../hooks/use-format';
import { attemptsLeftIn, isDeadVerification, resendCode, verifyCode } from '../../hooks/use-verify';
import type { VerificationStatus } from '../../shared/contracts/auth.schemas';
import { PlainField, PlainForm, SubmitButton, TextButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
import { AuthLayout } from './auth-layout';
import styles from './auth-layout.module.css';
import { PageLink } from '../ui/page-link';

/** The wait the server gives after sending a code, for when its status could not be read. */
const RESEND_AFTER_SECONDS = 60;

/** Counts down to the moment the server allows another code. */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export function VerifyForm({ verificationId, status }: { verificationId: string; status: VerificationStatus | null }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const format = useFormat();
  const [secondsLeft, restartCountdown] = useCountdown(status?.resend_after_seconds ?? RESEND_AFTER_SECONDS);
  const [attemptsLeft, setAttemptsLeft] = useState(status?.attempts_left);
  const [isDead, setIsDead] = useState(status?.is_dead ?? false);

  const [verifyState, verify] = useAuthAction(async ({ code }: { code: string }) => {
    try {
      const result = await verifyCode({ verification_code: verificationId, code });
      message(result.message);
      if (result.token) {
        await keepSession('user', result.token);
      }
      // The caller chose where to go next; the server's own suggestion covers a link opened without it.
      await router.push(safeReturnPath(router.query.next, result.data.next || paths.dashboard));
      return { data: result.data, message: result.message };
    } catch (error) {
      const left = attemptsLeftIn(error);
      if (left !== undefined) {
        setAttemptsLeft(left);
        if (left <= 0) setIsDead(true);
      }
      throw error;
    }
  });

  const [resendState, resend] = useAuthAction(async () => {
    try {
      const result = await resendCode(verificationId);
      message(result.message);
      restartCountdown(result.data.resend_after_seconds);
      return { data: result.data, message: result.message };
    } catch (error) {
      if (isDeadVerification(error)) setIsDead(true);
      throw error;
    }
  });

  const specs = useFieldSpecs();
  const form = usePlainForm({ code: specs.code }, verify);

  const sentTo = status && (
    <p className={styles.hint}>
      {t('verify.sentTo')}{' '}
      <bdi dir="ltr" className={styles.mobile}>
        {format.digits(status.mobile_masked)}
      </bdi>
    </p>
  );

  if (isDead) {
    return (
      <AuthLayout title={t('verify.title')}>
        {sentTo}
        <div role="alert" className={styles.locked}>
          <strong>{t('verify.deadTitle')}</strong>
          <p>{t('verify.deadHint')}</p>
        </div>
        <nav className={styles.restart} aria-label={t('verify.deadTitle')}>
          <PageLink href={paths.register}>{t('verify.restartRegister')}</PageLink>
          <PageLink href={paths.forgetPassword}>{t('verify.restartReset')}</PageLink>
          <PageLink href={paths.login}>{t('verify.restartLogin')}</PageLink>
        </nav>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('verify.title')}>
      {sentTo ?? <p className={styles.hint}>{t('verify.hint')}</p>}
      <PlainForm onSubmit={form.onSubmit} isBusy={verifyState.loading}>
        <PlainField
          binding={form.field('code')}
          label={t('fields.code')}
          extra={attemptsLeft === undefined ? undefined : t('verify.attemptsLeft', { attempts: format.digits(attemptsLeft) })}
          isLtr
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={styles.code}
        />
        <SubmitButton isBusy={verifyState.loading}>{t('verify.submit')}</SubmitButton>
      </PlainForm>
      <TextButton disabled={secondsLeft > 0 || resendState.loading} isBusy={resendState.loading} onClick={() => void resend()}>
        {secondsLeft > 0 ? t('verify.resendIn', { seconds: format.digits(secondsLeft) }) : t('verify.resend')}
      </TextButton>
    </AuthLayout>
  );
}
