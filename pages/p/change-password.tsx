import type { InferGetServerSidePropsType } from 'next';
import { ChangePasswordScreen } from '../../components/user/change-password-screen';
import { withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, api) => ({
  profile: (await api.user.profile()).data,
}));

export default function ChangePasswordPage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ChangePasswordScreen profile={profile} />;
}
