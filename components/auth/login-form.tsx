import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { keepSession } from '../../lib/keep-session';
import { useAuthAction } from '../../lib/action-state';
import { paths, safeReturnPath } from '../../lib/paths';
import { login } from '../../hooks/use-login';
import type { LoginInput } from '../../shared/contracts/auth.schemas';
import { MobileField } from './mobile-field';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
import { AuthLayout } from './auth-layout';
import styles from './auth-layout.module.css';
import { PageLink } from '../ui/page-link';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const returnTo = safeReturnPath(router.query.r);
  const [state, submit] = useAuthAction(async (input: LoginInput) => {
    const result = await login(input);
    if ('verification_code' in result.data) {
      await router.push(paths.verify(result.data.verification_code, returnTo));
    } else if (result.token) {
      await keepSession('user', result.token);
      await router.push(returnTo);
    }
    return { data: result.data, message: result.message };
  });
  const specs = useFieldSpecs();
  const form = usePlainForm({ mobile: specs.mobile, password: specs.password }, submit);

  return (
    <AuthLayout
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')} <PageLink href={paths.register}>{t('login.register')}</PageLink>
        </>
      }
    >
      <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
        <MobileField binding={form.field('mobile')} />
        <PlainField binding={form.field('password')} label={t('fields.password')} isLtr type="password" autoComplete="current-password" />
        <div className={styles.forgot}>
          <PageLink href={paths.forgetPassword}>{t('login.forgot')}</PageLink>
        </div>
        <SubmitButton isBusy={state.loading}>{t('login.submit')}</SubmitButton>
      </PlainForm>
    </AuthLayout>
  );
}
