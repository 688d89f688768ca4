import type { GetServerSideProps } from 'next';
import { ContactUsForm } from '../components/auth/contact-us-form';

// Server props, though it needs none: a navigation to the page then asks the server for them, and that
// request is how a client-side visit is counted as a view (server/modules/views/page-requests.ts).
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function ContactUsPage() {
  return <ContactUsForm />;
}
