import type { InferGetServerSidePropsType } from 'next';
import { ContactUsScreen, type ContactUsPageData } from '../../components/admin/contact-us-screen';
import { contactMessagesListSpec } from '../../hooks/admin/use-contact-messages';
import { listApiQuery, readListParams } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import type { ContactMessageRow } from '../../server/modules/contact-us/schemas';
import { withAdminPage } from '../../lib/admin-ssr';
import { serverApi } from '../../lib/ssr';

export const getServerSideProps = withAdminPage(async (context, token): Promise<ContactUsPageData> => {
  const params = readListParams(contactMessagesListSpec, context.query);
  const list = await serverApi<Page<ContactMessageRow>>(`/admin/contact_us/list?${listApiQuery(params)}`, token);
  return { list: { params, list: list.data } };
});

export default function AdminContactUsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ContactUsScreen {...props} />;
}
