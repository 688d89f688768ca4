import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepSession } from '../../lib/keep-session';
import { useAuthAction } from '../../lib/action-state';
import { safeReturnPath } from '../../lib/paths';
import { adminLogin, adminLoginWithCode, isChallengeEnded } from '../../hooks/admin/use-admin-login';
import type { AdminLoginInput } from '../../shared/contracts/admins.schemas';
import { normalizeDigits } from '../../shared/digits';
import { AuthLayout } from '../auth/auth-layout';
import { PlainField, PlainForm, SubmitButton, TextButton, useFieldSpecs, usePlainForm, type FieldSpec } from '../form/plain-form';

/**
 * The admin sign-in: username and password, then, for an admin with a second factor, the code from
 * their app (or a recovery code) against the challenge the password earned.
 */
export function AdminLoginForm() {
  const { t } = useTranslation(['admin', 'auth']);
  const router = useRouter();
  const [challenge, setChallenge] = useState<string | null>(null);

  const signIn = async (token: string) => {
    await keepSession('admin', token);
    await router.push(safeReturnPath(router.query.r, '/admin'));
  };

  const [state, submit] = useAuthAction(async (input: AdminLoginInput) => {
    const result = await adminLogin(input);
    if (result.token) await signIn(result.token);
    else if ('two_factor' in result.data) setChallenge(result.data.two_factor.challenge);
    return { data: result.data, message: result.message };
  });
  const specs = useFieldSpecs();
  const form = usePlainForm({ username: specs.username, password: specs.password }, submit);

  if (challenge)
    return (
      <CodeStep
        challenge={challenge}
        onSignedIn={signIn}
        // A challenge lasts five minutes and is used once: after that the password step starts again.
        onChallengeEnded={() => setChallenge(null)}
      />
    );
  return (
    <AuthLayout title={t('login.title')}>
      <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
        <PlainField binding={form.field('username')} label={t('login.username')} isLtr autoComplete="username" />
        <PlainField binding={form.field('password')} label={t('login.password')} isLtr type="password" autoComplete="current-password" />
        <SubmitButton isBusy={state.loading}>{t('login.submit')}</SubmitButton>
      </PlainForm>
    </AuthLayout>
  );
}

function CodeStep({
  challenge,
  onSignedIn,
  onChallengeEnded,
}: {
  challenge: string;
  onSignedIn: (token: string) => Promise<void>;
  onChallengeEnded: () => void;
}) {
  const { t } = useTranslation(['admin', 'auth']);
  const specs = useFieldSpecs();
  const [isRecovery, setIsRecovery] = useState(false);
  const [state, submit] = useAuthAction(async ({ code }: { code: string }) => {
    try {
      const result = await adminLoginWithCode({ challenge, code });
      if (result.token) await onSignedIn(result.token);
      return { data: result.data, message: result.message };
    } catch (error) {
      if (isChallengeEnded(error)) onChallengeEnded();
      throw error;
    }
  });
  // A recovery code is letters and digits in two groups of five; the app's code is six digits, in any script.
  const recoverySpec: FieldSpec = {
    rules: specs.password.rules,
    clean: (value) => value.replace(/[^0-9a-zA-Z\u06F0-\u06F9\u0660-\u0669-]/g, '').slice(0, 11),
    normalize: normalizeDigits,
  };
  const form = usePlainForm({ code: isRecovery ? recoverySpec : specs.code }, submit);
  return (
    <AuthLayout title={t('login.codeTitle')}>
      <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
        {isRecovery ? (
          <PlainField
            key="recovery"
            binding={form.field('code')}
            label={t('login.recoveryCode')}
            extra={t('login.recoveryHint')}
            isLtr
            autoComplete="off"
            autoFocus
          />
        ) : (
          <PlainField
            key="code"
            binding={form.field('code')}
            label={t('login.code')}
            extra={t('login.codeHint')}
            isLtr
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        )}
        <SubmitButton isBusy={state.loading}>{t('login.verify')}</SubmitButton>
        <TextButton onClick={() => setIsRecovery((current) => !current)}>{isRecovery ? t('login.useApp') : t('login.useRecovery')}</TextButton>
        <TextButton onClick={onChallengeEnded}>{t('login.back')}</TextButton>
      </PlainForm>
    </AuthLayout>
  );
}
