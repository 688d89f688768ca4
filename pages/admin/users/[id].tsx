import type { InferGetServerSidePropsType } from 'next';
import { UserScreen, type UserPageData } from '../../../components/admin/user-screen';
import { withAdminPage } from '../../../lib/admin-ssr';
import { NotFoundError } from '../../../lib/ssr';
import { signedInPage } from '../../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<UserPageData> => {
  const raw = String(context.query.id ?? '');
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : 0;
  if (!id) {
    context.res.statusCode = 404;
    return { id: 0, single: null };
  }
  try {
    return { id, single: (await api.users.detail({ params: { id } })).data };
  } catch (error) {
    // A missing user is this page's 404 state, drawn in the panel rather than Next's 404 page.
    if (error instanceof NotFoundError) {
      context.res.statusCode = 404;
      return { id, single: null };
    }
    throw error;
  }
});

function AdminUserPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <UserScreen {...props} />;
}

export default signedInPage(AdminUserPage);
