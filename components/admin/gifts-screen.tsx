import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { giftsList } from '../../hooks/admin/use-gifts';
import { GIFT_STATUSES, type giftRoutes } from '../../shared/contracts/gifts';
import type { PublicGift } from '../../shared/contracts/gifts.schemas';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ProgressFigure } from '../ui/progress-figure';
import { AdminPage } from './admin-page';
import { Tag } from '../list/cells';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import { controlClassName } from '../list/fields';
import fields from '../list/fields.module.css';
import { ListIcon } from '../list/list-icons';
import { ListScreen, type InitialList } from '../list/list-screen';

export interface GiftsPageData {
  list: InitialList<PublicGift, typeof giftRoutes.list.listing>;
}

export function GiftsScreen(props: AdminPageProps<GiftsPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('gifts.title')} forbidden={props.forbidden}>
      {props.page && <GiftsContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

// The form, the confirmations and their antd (Drawer, Form, Select, the Jalali picker, Modal) load at
// the first click that needs them: the list draws no antd.
const GiftFormDrawer = dynamic(() => import('./gift-form-drawer').then((module) => module.GiftFormDrawer));
const GiftConfirmDialog = dynamic(() => import('./gift-confirm-dialog').then((module) => module.GiftConfirmDialog));

type DrawerState = { open: boolean; gift?: PublicGift };
type ConfirmState = { open: boolean; gift: PublicGift; action: 'publish' | 'delete' };

/** A gift's title with its audience under it, and whatever a narrow screen adds below. */
function GiftTitle({ gift, children }: { gift: PublicGift; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${styles.stack} ${styles.names}`}>
      <span className={styles.wrap}>{gift.title}</span>
      <span className={styles.username}>{t(`gifts.audience.${gift.audience}`)}</span>
      {children}
    </div>
  );
}

function GiftsContent({ initial, isMobile }: { initial: GiftsPageData; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // None until first opened; then they stay mounted, so they can close with their animation.
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [confirm, setConfirm] = useState<ConfirmState | null>(null);

  const statusTag = (gift: PublicGift) => {
    if (gift.status === 'published') return <Tag tone="green">{t('gifts.status.published')}</Tag>;
    if (gift.status === 'publishing') return <Tag tone="blue">{t('gifts.status.publishing')}</Tag>;
    if (gift.is_expired) return <Tag tone="gold">{t('gifts.expired')}</Tag>;
    return <Tag>{t('gifts.status.draft')}</Tag>;
  };

  /** How far a publishing gift's background run has got: credited of its frozen audience, as a bar and in words. */
  const publishingProgress = (gift: PublicGift) =>
    gift.status === 'publishing' && (
      <div className={styles.stack}>
        <ProgressFigure
          percent={gift.target_count ? Math.floor((gift.recipients_count * 100) / gift.target_count) : 0}
          label={t('gifts.progressLabel', { title: gift.title })}
        />
        <span className={styles.username}>
          {t('gifts.progressOf', { count: gift.target_count, done: format.number(gift.recipients_count), total: format.number(gift.target_count) })}
        </span>
      </div>
    );

  const actionsColumn: ListColumn<PublicGift> = {
    title: t('gifts.actions'),
    key: 'actions',
    width: 150,
    align: 'center',
    render: (gift) =>
      gift.status === 'draft' ? (
        <div className={styles.row} style={{ justifyContent: 'center', gap: 4 }}>
          <Button
            icon={<ListIcon name="edit" />}
            aria-label={`${t('gifts.edit')} ${gift.title}`}
            title={t('gifts.edit')}
            onClick={() => setDrawer({ open: true, gift })}
          />
          <Button
            variant="primary"
            disabled={gift.is_expired}
            aria-label={`${t('gifts.publish')} ${gift.title}`}
            onClick={() => setConfirm({ open: true, gift, action: 'publish' })}
          >
            {t('gifts.publish')}
          </Button>
          <Button
            icon={<ListIcon name="delete" />}
            aria-label={`${t('gifts.delete')} ${gift.title}`}
            title={t('gifts.delete')}
            onClick={() => setConfirm({ open: true, gift, action: 'delete' })}
          />
        </div>
      ) : null,
  };
  // A phone has room for the gift told in one cell (title, audience, amount, status) and its buttons.
  const phoneColumns: ListColumn<PublicGift>[] = [
    {
      title: t('gifts.name'),
      key: 'title',
      render: (gift) => (
        <GiftTitle gift={gift}>
          <span>{format.money(gift.amount)}</span>
          {/* Its own line, so the tag keeps its width in the column. */}
          <div>{statusTag(gift)}</div>
          {publishingProgress(gift)}
        </GiftTitle>
      ),
    },
    actionsColumn,
  ];
  const columns: ListColumn<PublicGift>[] = [
    {
      title: t('gifts.name'),
      key: 'title',
      render: (gift) => <GiftTitle gift={gift} />,
    },
    {
      title: t('gifts.amount'),
      key: 'amount',
      sortField: 'amount',
      width: 140,
      render: (gift) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(gift.amount)}</span>,
    },
    {
      title: t('gifts.status'),
      key: 'status',
      width: 130,
      render: (gift) => (
        <div className={styles.stack}>
          {/* Its own line, so the tag keeps its width in the column. */}
          <div>{statusTag(gift)}</div>
          {publishingProgress(gift)}
          {gift.status === 'draft' && gift.expires_at !== null && (
            <span className={styles.username}>{t('gifts.until', { date: format.date(gift.expires_at - 1) })}</span>
          )}
        </div>
      ),
    },
    {
      title: t('gifts.recipients'),
      key: 'recipients',
      showFrom: 'md',
      width: 170,
      render: (gift) =>
        // A publishing gift counts what its run has credited so far.
        gift.status !== 'draft'
          ? t('gifts.recipientsOf', { count: gift.recipients_count, users: format.number(gift.recipients_count), total: format.money(gift.total_amount) })
          : '—',
    },
    { title: t('gifts.createdAt'), key: 'created_at', sortField: 'created_at', showFrom: 'lg', width: 130, render: (gift) => format.date(gift.created_at) },
    actionsColumn,
  ];

  return (
    <Card>
      <ListScreen
        list={giftsList}
        initial={initial.list}
        columns={isMobile ? phoneColumns : columns}
        label={t('gifts.title')}
        searchLabel={t('gifts.search')}
        pollWhile={(gifts) => gifts.some((gift) => gift.status === 'publishing')}
        filters={(params, setFilters) => (
          <div className={fields.field}>
            <label htmlFor="gift-status">{t('gifts.status')}</label>
            <select
              id="gift-status"
              className={controlClassName}
              style={{ width: 140 }}
              value={params.filters.status ?? ''}
              onChange={(event) => setFilters({ ...params.filters, status: GIFT_STATUSES.find((status) => status === event.target.value) })}
            >
              <option value="">{t('gifts.allStatuses')}</option>
              {GIFT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`gifts.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        actions={
          <Button variant="primary" icon={<ListIcon name="plus" />} onClick={() => setDrawer({ open: true })}>
            {t('gifts.create')}
          </Button>
        }
      />
      {drawer && <GiftFormDrawer open={drawer.open} gift={drawer.gift} onClose={() => setDrawer((current) => current && { ...current, open: false })} />}
      {confirm && <GiftConfirmDialog onClose={() => setConfirm((current) => current && { ...current, open: false })} {...confirm} />}
    </Card>
  );
}
