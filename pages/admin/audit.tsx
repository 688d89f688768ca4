import type { InferGetServerSidePropsType } from 'next';
import { AuditScreen, type AuditPageData } from '../../components/admin/audit-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { auditRoutes } from '../../shared/contracts/audit';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<AuditPageData> => {
  const params = readListParams(auditRoutes.list.listing, context.query);
  const [list, filters] = await Promise.all([api.audit.list({ query: params }), api.admins.filters()]);
  return { list: { params, list: list.data }, filters: filters.data };
});

function AdminAuditPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AuditScreen {...props} />;
}

export default signedInPage(AdminAuditPage);
