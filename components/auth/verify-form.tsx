import { Button, Form, Input } from 'antd';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeToken } from '../../lib/auth-cookies';
import { useAuthAction } from '../../lib/action-state';
import { normalizeDigits, toPersianDigits } from '../../lib/digits';
import { message } from '../../lib/feedback';
import { paths, safeReturnPath } from '../../lib/paths';
import { saveSidebarAtLogin } from '../../lib/settings';
import { resendCode, verifyCode } from '../../hooks/use-verify';
import { AuthLayout } from './auth-layout';
import styles from './auth-layout.module.css';

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

export function VerifyForm({ verificationId }: { verificationId: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [secondsLeft, restartCountdown] = useCountdown(RESEND_AFTER_SECONDS);

  const [verifyState, verify] = useAuthAction(async ({ code }: { code: string }) => {
    const result = await verifyCode({ verification_code: verificationId, code });
    message(result.message);
    if (result.token) {
      storeToken('user', result.token);
      saveSidebarAtLogin();
    }
    // The caller chose where to go next; the server's own suggestion covers a link opened without it.
    await router.push(safeReturnPath(router.query.next, result.data.next || paths.dashboard));
    return { data: result.data, message: result.message };
  });

  const [resendState, resend] = useAuthAction(async () => {
    const result = await resendCode(verificationId);
    message(result.message);
    restartCountdown(result.data.resend_after_seconds);
    return { data: result.data, message: result.message };
  });

  return (
    <AuthLayout title={t('verify.title')}>
      <p className={styles.hint}>{t('verify.hint')}</p>
      <Form layout="vertical" requiredMark={false} onFinish={verify} disabled={verifyState.loading}>
        <Form.Item
          name="code"
          label={t('fields.code')}
          normalize={(value: string) => normalizeDigits(value ?? '').replace(/\D/g, '').slice(0, 6)}
          rules={[
            { required: true, message: t('rules.required') },
            { len: 6, message: t('rules.code') },
          ]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" dir="ltr" size="large" maxLength={6} style={{ letterSpacing: 8, textAlign: 'center' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={verifyState.loading}>
          {t('verify.submit')}
        </Button>
      </Form>
      <Button type="link" block style={{ marginTop: 8 }} disabled={secondsLeft > 0} loading={resendState.loading} onClick={() => void resend()}>
        {secondsLeft > 0 ? t('verify.resendIn', { seconds: toPersianDigits(secondsLeft) }) : t('verify.resend')}
      </Button>
    </AuthLayout>
  );
}
