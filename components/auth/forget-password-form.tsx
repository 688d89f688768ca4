import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useAuthAction } from '../../lib/action-state';
import { message } from '../../lib/feedback';
import { paths } from '../../lib/paths';
import { forgetPassword } from '../../hooks/use-forget-password';
import { MobileField } from './mobile-field';
import { PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
import { AuthLayout } from './auth-layout';
import styles from './auth-layout.module.css';
import { PageLink } from '../ui/page-link';

export function ForgetPasswordForm() {
  const { t } = useTranslation(['auth', 'common']);
  const router = useRouter();
  const [state, submit] = useAuthAction(async ({ mobile }: { mobile: string }) => {
    const result = await forgetPassword(mobile);
    message(result.message);
    await router.push(paths.verify(result.data.verification_code, paths.changePassword));
    return { data: result.data, message: result.message };
  });
  const specs = useFieldSpecs();
  const form = usePlainForm({ mobile: specs.mobile }, submit);

  return (
    <AuthLayout title={t('forget.title')} footer={<PageLink href={paths.login}>{t('common:actions.back')}</PageLink>}>
      <p className={styles.hint}>{t('forget.hint')}</p>
      <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
        <MobileField binding={form.field('mobile')} />
        <SubmitButton isBusy={state.loading}>{t('forget.submit')}</SubmitButton>
      </PlainForm>
    </AuthLayout>
  );
}
