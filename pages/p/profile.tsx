import type { InferGetServerSidePropsType } from 'next';
import { ProfileScreen } from '../../components/user/profile-screen';
import { withSession } from '../../lib/ssr';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withSession('user', async (_context, api) => ({
  profile: (await api.user.profile()).data,
}));

function ProfilePage({ profile }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ProfileScreen profile={profile} />;
}

export default signedInPage(ProfilePage);
