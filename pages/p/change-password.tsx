import type { InferGetServerSidePropsType } from 'next';
import { ChangePasswordScreen } from '../../components/user/change-password-screen';
import { withSession } from '../../lib/ssr';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (_context, api) => ({
  profile: (await api.user.profile()).data,
}));

function ChangePasswordPage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ChangePasswordScreen profile={profile} />;
}

export default signedInPage(ChangePasswordPage);
