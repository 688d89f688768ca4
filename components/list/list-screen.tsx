import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useList, type ListCall } from '../../hooks/use-list-query';
import { useListParams } from '../../hooks/use-list-params';
import { dismissErrorToasts } from '../../lib/feedback';
import { listApiQuery, type ListParams, type ListSpec } from '../../lib/list-query';
import type { Page } from '../../shared/contracts/kit.schemas';
import { ScrollRegion } from '../ui/scroll-region';
import { DataTable, type ListColumn, type ListSort } from './data-table';
import { ListIcon } from './list-icons';
import { Pager } from './pager';
import { controlClassName } from './fields';
import fields from './fields.module.css';
import styles from './list-screen.module.css';

/** The server render's list: the state it read from the URL and the page it fetched for it. */
export interface InitialList<Row, Spec extends ListSpec = ListSpec> {
  params: ListParams<Spec>;
  list: Page<Row>;
}

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The building block of every list screen: a table with server-side sort, search (debounced), filters
 * and pages, all kept in the URL (useListParams). A screen gives its columns, its filters and its hook.
 * Plain elements drawn with antd's CSS variables, so a list's first paint loads no antd.
 */
export function ListScreen<Row extends { id: number }, Spec extends ListSpec = ListSpec>({
  list: listCall,
  initial,
  columns,
  label,
  searchLabel,
  filters,
  actions,
  pollWhile,
}: {
  /** The list's call (`api.gifts.list`, handed on by the area's hooks): its spec and its pages. */
  list: ListCall<Spec, Row>;
  initial: InitialList<Row, Spec>;
  columns: ListColumn<Row>[];
  /** The table's accessible name. */
  label: string;
  searchLabel: string;
  /** The list's own filters, drawn from and changing the state; each a labelled control (`fields.module.css`). */
  filters?: (params: ListParams<Spec>, setFilters: (filters: ListParams<Spec>['filters']) => void) => ReactNode;
  /** Buttons beside the search (e.g. "new admin"); a function gets the list's state and its answer (e.g. an export of what it shows). */
  actions?: ReactNode | ((params: ListParams<Spec>, list: { total: number; total_capped?: true } | undefined) => ReactNode);
  /** Asks for the page again every few seconds while this holds of its rows (work the server is still doing). */
  pollWhile?: (rows: Row[]) => boolean;
}) {
  const spec = listCall.route.listing;
  const [params, change] = useListParams(spec);
  // The server's page belongs to the state it was fetched for only.
  const isInitialState = listApiQuery(params) === listApiQuery(initial.params);
  const initialData = isInitialState ? initial.list : undefined;
  const query = useList(listCall, params, initialData, pollWhile);
  const list = query.data;

  const [field = '', direction] = params.sort.split(':');
  const sort: ListSort = { field, direction: direction === 'desc' ? 'desc' : 'asc' };
  // A first click sorts up, the next one down, and so on.
  const onSort = (sortField: string) =>
    change({ sort: `${sortField}:${sortField === sort.field && sort.direction === 'asc' ? 'desc' : 'asc'}` as ListParams<Spec>['sort'] });

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchBox label={searchLabel} value={params.search ?? ''} onSearch={(search) => change({ search: search || undefined }, { replace: true })} />
          {filters?.(params, (changed) => change({ filters: changed }))}
        </div>
        {typeof actions === 'function' ? actions(params, list) : actions}
      </div>
      <ScrollRegion label={label}>
        <DataTable
          label={label}
          columns={columns}
          rows={list?.items ?? []}
          sort={sort}
          onSort={onSort}
          isBusy={query.isFetching}
          isPending={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch().then((result) => result.isSuccess && dismissErrorToasts())}
        />
      </ScrollRegion>
      {(list?.total ?? 0) > 0 || params.page > 1 ? (
        <Pager
          page={params.page}
          pageSize={params.per_page}
          total={list?.total ?? 0}
          isTotalCapped={list?.total_capped === true}
          onPage={(page) => change({ page }, {})}
          onPageSize={(per_page) => change({ per_page })}
        />
      ) : null}
    </div>
  );
}

/** Searches as the visitor stops typing, or at once on Enter; follows the URL when back/forward changes the search. */
function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onSearch is a new function each render; the timer must restart only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, value]);
  return (
    <form
      role="search"
      className={fields.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <input type="search" className={controlClassName} placeholder={label} aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className={fields.searchButton} aria-label={t('list.search')} title={t('list.search')}>
        <ListIcon name="search" />
      </button>
    </form>
  );
}
