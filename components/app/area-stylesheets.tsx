import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { firstPaintStyleAreaOf, styleAreaOf, stylesheetOf, type StyleArea } from '../../styles/antd-stylesheets';

/**
 * Links the antd stylesheet the page's first paint needs (styles/antd-stylesheets.ts). Sheets already
 * loaded stay linked, so going back does not unstyle a page; a new page's sheet is linked as soon as
 * the navigation starts, while the page's data is still loading. Once the page has loaded, the sheet
 * of its area's later antd components (drawers, dialogs, the date picker) is prefetched, so they do
 * not wait for it when they open.
 */
export function AreaStylesheets() {
  const router = useRouter();
  const [areas, setAreas] = useState<StyleArea[]>(() => [firstPaintStyleAreaOf(router.pathname)]);
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    const link = (url: string) => {
      const area = firstPaintStyleAreaOf(url);
      setAreas((linked) => (linked.includes(area) ? linked : [...linked, area]));
    };
    router.events.on('routeChangeStart', link);
    return () => router.events.off('routeChangeStart', link);
  }, [router.events]);
  useEffect(() => {
    const loaded = () => setIsLoaded(true);
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, []);
  const later = styleAreaOf(router.pathname);
  const prefetched = isLoaded && !areas.includes(later) ? stylesheetOf(later) : undefined;
  return (
    <Head>
      {areas.map((area) => {
        const href = stylesheetOf(area);
        return href && <link key={area} rel="stylesheet" href={href} />;
      })}
      {prefetched && <link key="later" rel="prefetch" as="style" href={prefetched} />}
    </Head>
  );
}
