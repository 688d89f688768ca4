import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { styleAreaOf, stylesheetOf } from '../../styles/antd-stylesheets';

/**
 * Links the variables-only stylesheet, all that any page's first paint needs (styles/antd-stylesheets.ts).
 * Once the page has loaded, the sheet of its area's later antd components (drawers, dialogs, the date
 * picker) is prefetched, so they do not wait for it when they open; AntdProvider links it then.
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
  const plain = stylesheetOf('plain');
  const later = styleAreaOf(router.pathname);
  const prefetched = isLoaded && later !== 'plain' ? stylesheetOf(later) : undefined;
  return (
    <Head>
      {plain && <link key="plain" rel="stylesheet" href={plain} />}
      {prefetched && <link key="later" rel="prefetch" as="style" href={prefetched} />}
    </Head>
  );
}
