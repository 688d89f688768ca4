import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useViewChart, viewsList, type ViewFilters } from '../../hooks/admin/use-views';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { useListParams } from '../../hooks/use-list-params';
import { useSettings } from '../../hooks/use-settings';
import { VIEW_KINDS, viewRoutes } from '../../shared/contracts/views';
import type { ViewChart, ViewRow } from '../../shared/contracts/views.schemas';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { DayChart } from './day-chart';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import { controlClassName } from '../list/fields';
import fields from '../list/fields.module.css';
import { DayRangeField } from '../list/lazy-jalali-range-filter';
import { ListScreen, type InitialList } from '../list/list-screen';
import { NumberFilter } from '../list/number-filter';
import { SelectFilter } from '../list/select-filter';
import own from './views-screen.module.css';

export interface ViewsPageData {
  list: InitialList<ViewRow, typeof viewRoutes.list.listing>;
  /** The chart for the list's filters, and the filters it was drawn for. */
  chart: ViewChart & { filters: ViewFilters };
}

export function ViewsScreen(props: AdminPageProps<ViewsPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('views.title')} forbidden={props.forbidden}>
      {props.page && <ViewsContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

/** A path typed whole: it filters on Enter or when the field is left, not at every letter. */
function PathFilter({ value, onChange }: { value: string | undefined; onChange: (path: string | undefined) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value ?? '');
  const commit = () => {
    const path = text.trim();
    onChange(path ? (path.startsWith('/') ? path : `/${path}`) : undefined);
  };
  return (
    <div className={fields.field}>
      <label htmlFor="views-path">{t('views.path')}</label>
      <input
        id="views-path"
        className={controlClassName}
        dir="ltr"
        style={{ width: 160 }}
        value={text}
        placeholder={t('views.pathPlaceholder')}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

function ViewsContent({ initial, isMobile }: { initial: ViewsPageData; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { settings } = useSettings();
  const [params] = useListParams(viewRoutes.list.listing);
  const { data: chart = initial.chart } = useViewChart(params.filters, initial.chart);

  const viewer = (row: ViewRow) => (row.user_id === null ? t('views.guest') : `${row.user_name ?? ''} (${format.digits(row.user_id)})`);
  const pathCell = (row: ViewRow) => (
    <div className={styles.stack}>
      <span className={own.path} dir="ltr">
        {row.path}
      </span>
      {row.kind === 'video_play' && <span className={styles.username}>{t('views.kinds.video_play')}</span>}
    </div>
  );
  const phoneColumns: ListColumn<ViewRow>[] = [
    {
      title: t('views.path'),
      key: 'path',
      render: (row) => (
        <div className={styles.stack}>
          {pathCell(row)}
          <span className={styles.username}>{viewer(row)}</span>
          <span className={styles.username}>{format.date(row.created_at, { withTime: true })}</span>
        </div>
      ),
    },
  ];
  const columns: ListColumn<ViewRow>[] = [
    { title: t('views.path'), key: 'path', render: pathCell },
    { title: t('views.viewer'), key: 'viewer', width: 150, render: (row) => <span className={styles.wrap}>{viewer(row)}</span> },
    { title: t('views.at'), key: 'created_at', sortField: 'created_at', width: 140, render: (row) => format.date(row.created_at, { withTime: true }) },
    { title: t('views.ip'), key: 'ip', width: 120, showFrom: 'md', render: (row) => <span dir="ltr">{row.ip || '—'}</span> },
    {
      title: t('views.agent'),
      key: 'agent',
      width: 220,
      showFrom: 'lg',
      render: (row) => (
        <div className={styles.stack}>
          <span className={own.clipped} dir="ltr" title={row.user_agent}>
            {row.user_agent || '—'}
          </span>
          {row.referrer && (
            <span className={`${own.clipped} ${styles.username}`} title={row.referrer}>
              {t('views.referrer')}: <bdi dir="ltr">{row.referrer}</bdi>
            </span>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className={own.screen}>
      <Card title={t('views.chartTitle')} size="small">
        <DayChart points={chart.days} title={t('views.chartTitle')} label={t('views.chartSeries')} tone="warning" rtl={settings.language === 'fa'} />
      </Card>
      <Card>
        <ListScreen
          list={viewsList}
          initial={initial.list}
          columns={isMobile ? phoneColumns : columns}
          label={t('views.title')}
          searchLabel={t('views.search')}
          filters={(listParams, setFilters) => (
            <>
              <PathFilter value={listParams.filters.path} onChange={(path) => setFilters({ ...listParams.filters, path })} />
              <div className={fields.field}>
                <label htmlFor="views-user-id">{t('views.userId')}</label>
                <NumberFilter
                  id="views-user-id"
                  width={110}
                  invalidText={t('payments.numberInvalid')}
                  value={listParams.filters.user_id}
                  onChange={(userId) => setFilters({ ...listParams.filters, user_id: userId })}
                />
              </div>
              <SelectFilter
                id="views-kind"
                label={t('views.kind')}
                allLabel={t('views.allKinds')}
                width={130}
                options={VIEW_KINDS.map((kind) => ({ value: kind, label: t(`views.kinds.${kind}`) }))}
                value={listParams.filters.kind}
                onChange={(kind) => setFilters({ ...listParams.filters, kind: VIEW_KINDS.find((known) => known === kind) })}
              />
              <DayRangeField
                id="views-date"
                label={t('views.dateRange')}
                isPhone={isMobile}
                filters={listParams.filters}
                onChange={(range) => setFilters({ ...listParams.filters, ...range })}
              />
            </>
          )}
        />
      </Card>
    </div>
  );
}
