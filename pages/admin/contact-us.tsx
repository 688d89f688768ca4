import type { InferGetServerSidePropsType } from 'next';
import { ContactUsScreen, type ContactUsPageData } from '../../components/admin/contact-us-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { contactUsRoutes } from '../../shared/contracts/contact-us';

export const getServerSideProps = withAdminPage(async (context, api): Promise<ContactUsPageData> => {
  const params = readListParams(contactUsRoutes.list.listing, context.query);
  const { data } = await api.contactUs.list({ query: params });
  return { list: { params, list: data } };
});

export default function AdminContactUsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ContactUsScreen {...props} />;
}
