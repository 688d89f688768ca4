import type { InferGetServerSidePropsType } from 'next';
import { ChangePasswordScreen } from '../../components/user/change-password-screen';
import { serverApiFor, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, token) => ({
  profile: (await serverApiFor(token).user.profile()).data,
}));

export default function ChangePasswordPage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ChangePasswordScreen profile={profile} />;
}
