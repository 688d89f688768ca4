import type { GetServerSideProps } from 'next';
import { readTokenCookie } from '../lib/cookie-header';
import { paths } from '../lib/paths';

/** The site's root sends a signed-in user to the dashboard and anyone else to sign-in. */
export const getServerSideProps: GetServerSideProps = async ({ req }) => ({
  redirect: { destination: (await readTokenCookie(req, 'user')) ? paths.dashboard : paths.login, permanent: false },
});

export default function Home() {
  return null;
}
