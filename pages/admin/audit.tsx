import type { InferGetServerSidePropsType } from 'next';
import { AuditScreen, FIRST_AUDIT_QUERY, type AuditPageData } from '../../components/admin/audit-screen';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters, PublicAuditEntry } from '../../server/modules/admins/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (_context, token): Promise<AuditPageData> => {
  const firstPage = `/admin/audit/list?page=${FIRST_AUDIT_QUERY.page}&per_page=${FIRST_AUDIT_QUERY.per_page}`;
  const [list, filters] = await Promise.all([serverApi<Page<PublicAuditEntry>>(firstPage, token), serverApi<AdminFilters>('/admin/filters', token)]);
  return { list: list.data, filters: filters.data };
});

export default function AdminAuditPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AuditScreen {...props} />;
}
