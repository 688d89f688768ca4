import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { listUrlQuery, readListParams, type ListParams, type ListSpec } from '../lib/list-query';

/**
 * A list's state read from the page's URL, and a way to change it: each change is a shallow step in
 * the browser's history (getServerSideProps does not run again; the list's query fetches), so back and
 * forward walk through the lists shown. Typing a search replaces the step instead of adding one per pause.
 */
export function useListParams<Spec extends ListSpec>(spec: Spec) {
  const router = useRouter();
  const params = useMemo(() => readListParams(spec, router.query), [spec, router.query]);
  const change = (changes: Partial<ListParams<Spec>>, options: { replace?: boolean } = {}) => {
    // Any change but turning the page starts again from the first page.
    const next = { ...params, page: 1, ...changes };
    const url = { pathname: router.pathname, query: listUrlQuery(spec, next) };
    void (options.replace ? router.replace : router.push)(url, undefined, { shallow: true, scroll: false });
  };
  return [params, change] as const;
}
