import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { contactMessagesList } from '../../hooks/admin/use-contact-messages';
import { useFormat } from '../../hooks/use-format';
import { useIsPhone } from '../../hooks/use-is-phone';
import { CONTACT_READ_STATES, type contactUsRoutes } from '../../shared/contracts/contact-us';
import type { ContactMessageRow } from '../../shared/contracts/contact-us.schemas';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import { Tag } from '../list/cells';
import styles from '../list/cells.module.css';
import type { ListColumn } from '../list/data-table';
import { ListScreen, type InitialList } from '../list/list-screen';
import { SelectFilter } from '../list/select-filter';

export interface ContactUsPageData {
  list: InitialList<ContactMessageRow, typeof contactUsRoutes.list.listing>;
}

const ContactMessageDialog = dynamic(() => import('./contact-us/contact-message-dialog').then((module) => module.ContactMessageDialog));

export function ContactUsScreen(props: AdminPageProps<ContactUsPageData>) {
  const { t } = useTranslation('admin');
  const isMobile = useIsPhone(props.isMobile);
  return (
    <AdminPage shell={props} title={t('contactUs.title')} forbidden={props.forbidden}>
      {props.page && <ContactUsContent initial={props.page} isMobile={isMobile} />}
    </AdminPage>
  );
}

function ContactUsContent({ initial, isMobile }: { initial: ContactUsPageData; isMobile: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [openId, setOpenId] = useState<number>();

  const stateTag = (row: ContactMessageRow) => (row.is_read ? <Tag>{t('contactUs.states.read')}</Tag> : <Tag tone="gold">{t('contactUs.states.unread')}</Tag>);
  /** The subject (bold while unread) over the start of the message. */
  const subjectCell = (row: ContactMessageRow, extra?: ReactNode) => (
    <div className={`${styles.stack} ${styles.names}`}>
      {/* The visitor's own words, in whatever language: each line takes its direction from its text. */}
      <span className={styles.wrap} dir="auto">
        {row.is_read ? row.subject : <strong>{row.subject}</strong>}
      </span>
      <span className={`${styles.username} ${styles.wrap}`} dir="auto">
        {row.excerpt}
      </span>
      {extra}
    </div>
  );
  const openColumn: ListColumn<ContactMessageRow> = {
    title: t('contactUs.open'),
    key: 'open',
    width: 90,
    align: 'center',
    render: (row) => (
      <Button aria-label={t('contactUs.openMessage', { subject: row.subject })} onClick={() => setOpenId(row.id)}>
        {t('contactUs.open')}
      </Button>
    ),
  };
  const phoneColumns: ListColumn<ContactMessageRow>[] = [
    {
      title: t('contactUs.subject'),
      key: 'subject',
      render: (row) =>
        subjectCell(
          row,
          <>
            <span>{row.name}</span>
            <div>{stateTag(row)}</div>
          </>,
        ),
    },
    openColumn,
  ];
  const columns: ListColumn<ContactMessageRow>[] = [
    { title: t('contactUs.subject'), key: 'subject', render: (row) => subjectCell(row) },
    {
      title: t('contactUs.sender'),
      key: 'sender',
      width: 200,
      render: (row) => (
        <div className={styles.stack}>
          <span className={styles.wrap}>{row.name}</span>
          <span className={styles.username} dir="ltr">
            {row.mobile ? format.digits(row.mobile) : row.email}
          </span>
        </div>
      ),
    },
    { title: t('contactUs.state'), key: 'state', width: 120, render: (row) => <div>{stateTag(row)}</div> },
    {
      title: t('contactUs.receivedAt'),
      key: 'created_at',
      sortField: 'created_at',
      showFrom: 'lg',
      width: 150,
      render: (row) => format.date(row.created_at, { withTime: true }),
    },
    openColumn,
  ];

  return (
    <Card>
      <ListScreen
        list={contactMessagesList}
        initial={initial.list}
        columns={isMobile ? phoneColumns : columns}
        label={t('contactUs.title')}
        searchLabel={t('contactUs.search')}
        filters={(params, setFilters) => (
          <SelectFilter
            id="contact-state"
            label={t('contactUs.state')}
            allLabel={t('contactUs.allStates')}
            width={140}
            options={CONTACT_READ_STATES.map((state) => ({ value: state, label: t(`contactUs.states.${state}`) }))}
            value={params.filters.state}
            onChange={(value) => setFilters({ ...params.filters, state: CONTACT_READ_STATES.find((state) => state === value) })}
          />
        )}
      />
      {openId !== undefined && <ContactMessageDialog key={openId} id={openId} onClose={() => setOpenId(undefined)} />}
    </Card>
  );
}
