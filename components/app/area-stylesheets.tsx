import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { styleAreaOf, stylesheetOf } from '../../styles/antd-stylesheets';

/**
 * Once the page has loaded, prefetches the sheet of its area's later antd components (drawers, dialogs,
 * the date picker), so they do not wait for it when they open; AntdProvider links it then. The
 * variables, all that any page's first paint needs, are in the app's own stylesheet (pages/_app.tsx).
 */
export function AreaStylesheets() {
  const router = useRouter();
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    const loaded = () => setIsLoaded(true);
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, []);
  const later = styleAreaOf(router.pathname);
  const prefetched = isLoaded && later !== 'plain' ? stylesheetOf(later) : undefined;
  return <Head>{prefetched && <link key="later" rel="prefetch" as="style" href={prefetched} />}</Head>;
}
