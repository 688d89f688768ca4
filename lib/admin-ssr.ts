import type { GetServerSidePropsContext } from 'next';
import type { AdminMenuEntry, PublicAdmin } from '../shared/contracts/admins.schemas';
import { isMobileUserAgent } from './device';
import { ForbiddenError, RedirectError, withSession, type ServerApi } from './ssr';

/** Where an admin who must set up a second factor is sent before anything else: the profile, which sets it up. */
export const TWO_FACTOR_SETUP_PATH = '/admin/profile';

export interface AdminShellProps {
  admin: PublicAdmin;
  menu: AdminMenuEntry[];
  /** From the user agent, so a phone gets the drawer layout in the first paint. */
  isMobile: boolean;
  /** Every admin needs a second factor and this one has none yet: only the profile, which sets it up, opens. */
  mustSetUpTwoFactor: boolean;
}

export type AdminPageProps<P> = AdminShellProps & ({ forbidden: true; page: null } | { forbidden: false; page: P });

/** What the shell call answered, which a page's loader may read instead of calling for it again. */
export type AdminShellAnswer = Awaited<ReturnType<ServerApi['admins']['shell']>>['data'];

/**
 * getServerSideProps for every admin page: the admin's profile and menu on each load (the seed's
 * SSR rule), then the page's own data, which its loader reads through `api` and from the shell's answer.
 * A 403 from that data renders the page's forbidden state.
 */
export function withAdminPage<P = null>(load?: (context: GetServerSidePropsContext, api: ServerApi, shell: AdminShellAnswer) => Promise<P>) {
  return withSession('admin', async (context, api): Promise<AdminPageProps<P>> => {
    // One call for both; the browser keeps the seed's /admin/profile and /admin/menu.
    const { data } = await api.admins.shell();
    // Every admin needs a second factor and this one has none: the API refuses everything else anyway.
    if (data.must_set_up_two_factor && context.resolvedUrl.split('?')[0] !== TWO_FACTOR_SETUP_PATH) throw new RedirectError(TWO_FACTOR_SETUP_PATH);
    const shell: AdminShellProps = {
      admin: data.admin,
      menu: data.menu,
      isMobile: isMobileUserAgent(context.req.headers['user-agent'] ?? ''),
      mustSetUpTwoFactor: data.must_set_up_two_factor,
    };
    try {
      return { ...shell, forbidden: false, page: load ? await load(context, api, data) : (null as P) };
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      context.res.statusCode = 403;
      return { ...shell, forbidden: true, page: null };
    }
  });
}
