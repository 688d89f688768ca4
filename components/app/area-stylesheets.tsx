import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { styleAreaOf, stylesheetOf, type StyleArea } from '../../styles/antd-stylesheets';

/**
 * Links the antd stylesheet of the page's area (sign-in, user, admin). Sheets already loaded stay
 * linked, so going back does not unstyle a page; a new area's sheet is linked as soon as the
 * navigation starts, while the page's data is still loading.
 */
export function AreaStylesheets() {
  const router = useRouter();
  const [areas, setAreas] = useState<StyleArea[]>(() => [styleAreaOf(router.pathname)]);
  useEffect(() => {
    const link = (url: string) => {
      const area = styleAreaOf(url);
      setAreas((linked) => (linked.includes(area) ? linked : [...linked, area]));
    };
    router.events.on('routeChangeStart', link);
    return () => router.events.off('routeChangeStart', link);
  }, [router.events]);
  return (
    <Head>
      {areas.map((area) => {
        const href = stylesheetOf(area);
        return href && <link key={area} rel="stylesheet" href={href} />;
      })}
    </Head>
  );
}
