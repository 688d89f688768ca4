import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { listUrlQuery, readListParams, urlQueryOf, type ListParams, type ListSpec } from '../lib/list-query';

/**
 * A list's state read from the page's URL, and a way to change it: each change is a shallow step in
 * the browser's history (getServerSideProps does not run again; the list's query fetches), so back and
 * forward walk through the lists shown. Typing a search replaces the step instead of adding one per pause.
 */
export function useListParams<Spec extends ListSpec>(spec: Spec) {
  const router = useRouter();
  const params = useMemo(() => readListParams(spec, router.query), [spec, router.query]);
  const change = (changes: Partial<ListParams<Spec>>, options: { replace?: boolean } = {}) => {
    // Applied to the address as it is now, not to this render's params: a search sent when typing
    // pauses comes from the render its typing started, and a filter chosen meanwhile is in the address only.
    const current = readListParams(spec, urlQueryOf(window.location.search));
    // Any change but turning the page starts again from the first page.
    const next = { ...current, page: 1, ...changes };
    const url = { pathname: router.pathname, query: listUrlQuery(spec, next) };
    void (options.replace ? router.replace : router.push)(url, undefined, { shallow: true, scroll: false });
  };
  return [params, change] as const;
}
