import type { InferGetServerSidePropsType } from 'next';
import { UserScreen, type UserPageData } from '../../../components/admin/user-screen';
import { withAdminPage } from '../../../lib/admin-ssr';
import { serverApi } from '../../../lib/ssr';
import type { AdminUserSingle } from '../../../server/modules/users/admin-schemas';

export const getServerSideProps = withAdminPage(async (context, token): Promise<UserPageData> => {
  const raw = String(context.query.id ?? '');
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : 0;
  if (!id) {
    context.res.statusCode = 404;
    return { id: 0, single: null };
  }
  try {
    return { id, single: (await serverApi<AdminUserSingle>(`/admin/users/single/${id}`, token)).data };
  } catch (error) {
    // serverApi throws on an answer with an error; a missing user is that page's 404 state.
    if (error instanceof Error && / answered 404:/.test(error.message)) {
      context.res.statusCode = 404;
      return { id, single: null };
    }
    throw error;
  }
});

export default function AdminUserPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <UserScreen {...props} />;
}
