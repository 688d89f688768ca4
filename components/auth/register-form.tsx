import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { useAuthAction } from '../../lib/action-state';
import { paths } from '../../lib/paths';
import { register } from '../../hooks/use-register';
import type { RegisterInput } from '../../shared/contracts/auth.schemas';
import { MobileField } from './mobile-field';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../form/plain-form';
import { AuthLayout } from './auth-layout';
import { PageLink } from '../ui/page-link';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [state, submit] = useAuthAction(async (input: RegisterInput) => {
    const result = await register(input);
    await router.push(paths.verify(result.data.verification_code, paths.dashboard));
    return { data: result.data, message: result.message };
  });
  const specs = useFieldSpecs();
  const form = usePlainForm({ name: specs.name, mobile: specs.mobile, email: specs.email, password: specs.newPassword }, submit);

  return (
    <AuthLayout
      title={t('register.title')}
      footer={
        <>
          {t('register.haveAccount')} <PageLink href={paths.login}>{t('register.login')}</PageLink>
        </>
      }
    >
      <PlainForm onSubmit={form.onSubmit} isBusy={state.loading}>
        <PlainField binding={form.field('name')} label={t('fields.name')} autoComplete="name" />
        <MobileField binding={form.field('mobile')} />
        <PlainField binding={form.field('email')} label={t('fields.email')} isLtr type="email" autoComplete="email" />
        <PlainField binding={form.field('password')} label={t('fields.password')} isLtr type="password" autoComplete="new-password" />
        <SubmitButton isBusy={state.loading}>{t('register.submit')}</SubmitButton>
      </PlainForm>
    </AuthLayout>
  );
}
