import { Button, Flex, Input, Table, type TableColumnType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../hooks/use-list-params';
import { useFormat } from '../../hooks/use-format';
import { listApiQuery, PAGE_SIZES, type ListParams, type ListSpec } from '../../lib/list-query';
import type { Page } from '../../server/http/schemas';
import { ScrollRegion } from '../ui/scroll-region';

/** A column; `sortField` names the list route's sort field it orders by, when it can. */
export type ListColumn<Row> = TableColumnType<Row> & { sortField?: string };

/** A list hook: the list route's page for a state; `initialData` is the server's page for that state. */
export type ListHook<Row> = (params: ListParams, initialData?: Page<Row>) => UseQueryResult<Page<Row>>;

/** The server render's list: the state it read from the URL and the page it fetched for it. */
export interface InitialList<Row> {
  params: ListParams;
  list: Page<Row>;
}

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The building block of every list screen: a table with server-side sort, search (debounced), filters
 * and pages, all kept in the URL (useListParams). A screen gives its columns, its filters and its hook.
 */
export function ListScreen<Row extends { id: number }>({
  spec,
  useList,
  initial,
  columns,
  label,
  searchLabel,
  filters,
  actions,
}: {
  spec: ListSpec;
  useList: ListHook<Row>;
  initial: InitialList<Row>;
  columns: ListColumn<Row>[];
  /** The table's accessible name. */
  label: string;
  searchLabel: string;
  /** The list's own filters, drawn from and changing the state. */
  filters?: (params: ListParams, setFilters: (filters: ListParams['filters']) => void) => ReactNode;
  /** Buttons beside the search (e.g. "new admin"). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [params, change] = useListParams(spec);
  // The server's page belongs to the state it was fetched for only.
  const isInitialState = listApiQuery(params) === listApiQuery(initial.params);
  const query = useList(params, isInitialState ? initial.list : undefined);
  const list = query.data;

  const [sortField, sortDirection] = params.sort.split(':');
  const sortedColumns = columns.map(({ sortField: field, ...column }) =>
    field
      ? { ...column, sorter: true, sortOrder: field === sortField ? (sortDirection === 'asc' ? 'ascend' : 'descend') : null, sortDirections: ['ascend', 'descend', 'ascend'] }
      : column,
  ) as TableColumnType<Row>[];

  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = columns.find((column) => column.key === sorted?.columnKey)?.sortField;
    const sort = field && sorted?.order ? `${field}:${sorted.order === 'ascend' ? 'asc' : 'desc'}` : spec.defaultSort;
    if (sort !== params.sort) change({ sort });
    else change({ page: pagination.current ?? 1, per_page: pagination.pageSize ?? params.per_page }, {});
  };

  const emptyText = query.isError ? (
    <Flex vertical align="center" gap={8} role="alert">
      <span>{t('list.error')}</span>
      <Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>
    </Flex>
  ) : query.isPending ? (
    t('list.loading')
  ) : (
    t('list.empty')
  );

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="end">
        <Flex gap={16} wrap align="end">
          <SearchBox label={searchLabel} value={params.search ?? ''} onSearch={(search) => change({ search: search || undefined }, { replace: true })} />
          {filters?.(params, (changed) => change({ filters: changed }))}
        </Flex>
        {actions}
      </Flex>
      <ScrollRegion label={label}>
        <Table<Row>
          rowKey="id"
          columns={sortedColumns}
          dataSource={list?.items ?? []}
          loading={query.isFetching}
          locale={{ emptyText }}
          onChange={onTableChange}
          pagination={{
            current: params.page,
            pageSize: params.per_page,
            total: list?.total ?? 0,
            showSizeChanger: { options: PAGE_SIZES.map((size) => ({ value: size, label: t('list.perPage', { count: format.digits(size) }) })) },
            pageSizeOptions: [...PAGE_SIZES],
            showTotal: (total) => t('list.total', { total: format.digits(total) }),
            itemRender: (number, type, original) => (type === 'page' ? <a>{format.digits(number)}</a> : original),
          }}
        />
      </ScrollRegion>
    </Flex>
  );
}

/** Searches as the visitor stops typing; follows the URL when back/forward changes the search. */
function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (search: string) => void }) {
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
    <Input.Search
      placeholder={label}
      aria-label={label}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(search) => onSearch(search.trim())}
      style={{ width: 300, maxWidth: '100%' }}
    />
  );
}
