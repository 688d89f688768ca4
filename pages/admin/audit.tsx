import type { InferGetServerSidePropsType } from 'next';
import { AuditScreen, type AuditPageData } from '../../components/admin/audit-screen';
import { auditListSpec } from '../../hooks/admin/use-audit-log';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { AdminFilters, PublicAuditEntry } from '../../server/modules/admins/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<AuditPageData> => {
  const params = readListParams(auditListSpec, context.query);
  const [list, filters] = await Promise.all([
    serverApi<Page<PublicAuditEntry>>(`/admin/audit/list?${listApiQuery(params)}`, token),
    serverApi<AdminFilters>('/admin/filters', token),
  ]);
  return { list: { params, list: list.data }, filters: filters.data };
});

export default function AdminAuditPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <AuditScreen {...props} />;
}
