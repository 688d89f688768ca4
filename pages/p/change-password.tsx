import type { InferGetServerSidePropsType } from 'next';
import { ChangePasswordScreen } from '../../components/user/change-password-screen';
import type { ProfileData } from '../../server/modules/users/schemas';
import { serverApi, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, token) => ({
  profile: (await serverApi<ProfileData>('/user/profile', token)).data,
}));

export default function ChangePasswordPage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ChangePasswordScreen profile={profile} />;
}
