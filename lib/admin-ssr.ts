import type { GetServerSidePropsContext } from 'next';
import type { AdminMenuEntry, PublicAdmin } from '../shared/contracts/admins.schemas';
import { isMobileUserAgent } from './device';
import { ForbiddenError, withSession, type ServerApi } from './ssr';

export interface AdminShellProps {
  admin: PublicAdmin;
  menu: AdminMenuEntry[];
  /** From the user agent, so a phone gets the drawer layout in the first paint. */
  isMobile: boolean;
}

export type AdminPageProps<P> = AdminShellProps & ({ forbidden: true; page: null } | { forbidden: false; page: P });

/**
 * getServerSideProps for every admin page: the admin's profile and menu on each load (the seed's
 * SSR rule), then the page's own data. A 403 from that data renders the page's forbidden state.
 */
export function withAdminPage<P = null>(load?: (context: GetServerSidePropsContext, api: ServerApi) => Promise<P>) {
  return withSession('admin', async (context, api): Promise<AdminPageProps<P>> => {
    // One call for both; the browser keeps the seed's /admin/profile and /admin/menu.
    const { data } = await api.admins.shell();
    const shell: AdminShellProps = {
      admin: data.admin,
      menu: data.menu,
      isMobile: isMobileUserAgent(context.req.headers['user-agent'] ?? ''),
    };
    try {
      return { ...shell, forbidden: false, page: load ? await load(context, api) : (null as P) };
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      context.res.statusCode = 403;
      return { ...shell, forbidden: true, page: null };
    }
  });
}
