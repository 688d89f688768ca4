import dynamic from 'next/dynamic';
import { controlClassName } from './fields';

/** The Jalali calendar (dayjs, jalaliday, antd's picker) loads after the list, in its own chunk. */
export const JalaliRangeFilter = dynamic(() => import('./jalali-range-filter'), {
  ssr: false,
  loading: () => <input disabled aria-hidden tabIndex={-1} className={controlClassName} style={{ width: 240 }} />,
});
