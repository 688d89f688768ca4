import type { TablePaginationConfig } from 'antd';
import { toPersianDigits } from '../../lib/digits';
import type { Option, Page } from '../../hooks/admin/types';

/** Server-side pagination for a list page, with the page numbers in Persian digits. */
export function pagination(page: Page<unknown>, onChange: (page: number, perPage: number) => void): TablePaginationConfig {
  return {
    current: page.page,
    pageSize: page.per_page,
    total: page.total,
    onChange,
    showSizeChanger: false,
    itemRender: (number, type, original) => (type === 'page' ? <a>{toPersianDigits(number)}</a> : original),
  };
}

export function labelOf(options: Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
