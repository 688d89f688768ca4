import type { InferGetServerSidePropsType } from 'next';
import { ProfileScreen } from '../../components/user/profile-screen';
import { withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, api) => ({
  profile: (await api.user.profile()).data,
}));

export default function ProfilePage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ProfileScreen profile={profile} />;
}
