import type { InferGetServerSidePropsType } from 'next';
import { ProfileScreen } from '../../components/user/profile-screen';
import type { ProfileData } from '../../server/modules/users/schemas';
import { serverApi, withSession } from '../../lib/ssr';

export const getServerSideProps = withSession('user', async (_context, token) => ({
  profile: (await serverApi<ProfileData>('/user/profile', token)).data,
}));

export default function ProfilePage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ProfileScreen profile={profile} />;
}
