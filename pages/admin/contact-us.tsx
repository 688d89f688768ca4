import type { InferGetServerSidePropsType } from 'next';
import { ContactUsScreen, type ContactUsPageData } from '../../components/admin/contact-us-screen';
import { withAdminPage } from '../../lib/admin-ssr';
import { readListParams } from '../../lib/list-query';
import { contactUsRoutes } from '../../shared/contracts/contact-us';
import { signedInPage } from '../../components/app/signed-in-page';

export const getServerSideProps = withAdminPage(async (context, api): Promise<ContactUsPageData> => {
  const params = readListParams(contactUsRoutes.list.listing, context.query);
  const { data } = await api.contactUs.list({ query: params });
  return { list: { params, list: data } };
});

function AdminContactUsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ContactUsScreen {...props} />;
}

export default signedInPage(AdminContactUsPage);
