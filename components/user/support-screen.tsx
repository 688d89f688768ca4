import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { useFormat } from '../../hooks/use-format';
import { useListParams } from '../../hooks/use-list-params';
import { useOpenTicket, useOwnTickets, useSupportUnits } from '../../hooks/use-support';
import { supportRoutes } from '../../shared/contracts/support';
import type { OwnTicket, PublicSupportUnit } from '../../shared/contracts/support.schemas';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { PlainForm, SubmitButton } from '../form/plain-form';
import { PageLink } from '../ui/page-link';
import formStyles from '../form/plain-form.module.css';
import type { InitialList } from '../list/list-screen';
import { SupportStatusTag } from '../list/status-tag';
import { MessageFields, useMessageCheck, type MessageDraft } from '../support/support-thread';
import thread from '../support/support-thread.module.css';
import { Card } from '../ui/card';
import inputLook from '../ui/input.module.css';
import { PlainTable } from '../ui/plain-table';
import { ScrollRegion } from '../ui/scroll-region';
import { SimplePager } from './simple-pager';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';
import wallet from './wallet-screen.module.css';

export interface SupportPageData {
  profile: ProfileData;
  units: PublicSupportUnit[];
  list: InitialList<OwnTicket, typeof supportRoutes.ownList.listing>;
}

export const ticketPath = (id: number) => `/p/support/${id}`;

/** The user's tickets and a form to open a new one. */
export function SupportScreen({ profile, units, list }: SupportPageData) {
  const { t } = useTranslation('user');
  return (
    <UserLayout title={t('support.title')} session={profile}>
      <h1 className={styles.pageTitle}>{t('support.title')}</h1>
      <Card title={t('support.new')} isNarrow>
        <NewTicketForm initialUnits={units} />
      </Card>
      <Card title={t('support.tickets')} className={styles.transactions}>
        <OwnTickets initial={list} />
      </Card>
    </UserLayout>
  );
}

function NewTicketForm({ initialUnits }: { initialUnits: PublicSupportUnit[] }) {
  const { t } = useTranslation(['user', 'common']);
  const { data: units = initialUnits } = useSupportUnits(initialUnits);
  const openTicket = useOpenTicket();
  const checkMessage = useMessageCheck();
  const [unitId, setUnitId] = useState('');
  const [subject, setSubject] = useState('');
  const [draft, setDraft] = useState<MessageDraft>({ text: '' });
  const [errors, setErrors] = useState<{ unit?: string; subject?: string; text?: string; attachment?: string }>({});
  const [formKey, setFormKey] = useState(0);

  const submit = useSingleFlight(async (ticket: Parameters<typeof openTicket.mutateAsync>[0]) => {
    await openTicket.mutateAsync(ticket);
    setSubject('');
    setDraft({ text: '' });
    setFormKey((key) => key + 1);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      unit: unitId ? undefined : t('support.unitRequired'),
      subject: subject.trim().length >= 2 ? undefined : t('support.subjectRequired'),
      ...checkMessage(draft),
    };
    setErrors(found);
    const firstInvalid = (['unit', 'subject', 'text', 'attachment'] as const).find((name) => found[name]);
    if (firstInvalid) {
      const ids = { unit: 'ticket-unit', subject: 'ticket-subject', text: 'ticket-text', attachment: 'ticket-attachment' };
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    void submit({ unit_id: unitId, subject: subject.trim(), ...draft });
  };

  return (
    <PlainForm key={formKey} onSubmit={onSubmit} isBusy={openTicket.isPending}>
      <div className={formStyles.item}>
        <label htmlFor="ticket-unit" className={formStyles.label}>
          {t('common:support.unit')}
        </label>
        <select
          id="ticket-unit"
          value={unitId}
          onChange={(event) => setUnitId(event.target.value)}
          aria-invalid={errors.unit ? true : undefined}
          aria-describedby={errors.unit ? 'ticket-unit_help' : undefined}
          className={`${inputLook.input} ${thread.select}`}
        >
          <option value="">{t('support.chooseUnit')}</option>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {unit.name}
            </option>
          ))}
        </select>
        {errors.unit && (
          <div id="ticket-unit_help" className={formStyles.error}>
            {errors.unit}
          </div>
        )}
      </div>
      <div className={formStyles.item}>
        <label htmlFor="ticket-subject" className={formStyles.label}>
          {t('common:support.subject')}
        </label>
        <input
          id="ticket-subject"
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'ticket-subject_help' : undefined}
          className={`${inputLook.input} ${formStyles.input}`}
        />
        {errors.subject && (
          <div id="ticket-subject_help" className={formStyles.error}>
            {errors.subject}
          </div>
        )}
      </div>
      <MessageFields idPrefix="ticket" label={t('common:support.text')} draft={draft} errors={errors} onDraft={setDraft} />
      <SubmitButton isBusy={openTicket.isPending}>{t('support.open')}</SubmitButton>
    </PlainForm>
  );
}

function OwnTickets({ initial }: { initial: SupportPageData['list'] }) {
  const { t } = useTranslation(['user', 'common']);
  const format = useFormat();
  const [params, change] = useListParams(supportRoutes.ownList.listing);
  const query = useOwnTickets(params, params.page === initial.params.page ? initial.list : undefined);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.total ?? 0) / params.per_page));
  return (
    <>
      <ScrollRegion label={t('support.tickets')} isInTitledCard>
        <PlainTable
          rows={page?.items ?? []}
          rowKey={(row) => row.id}
          caption={t('support.tickets')}
          empty={t('support.noTickets')}
          isBusy={query.isFetching}
          columns={[
            {
              key: 'subject',
              title: t('common:support.subject'),
              render: (row) => <PageLink href={ticketPath(row.id)}>{row.subject}</PageLink>,
            },
            {
              key: 'status',
              title: t('common:support.statusTitle'),
              render: (row) => <SupportStatusTag status={row.status} label={t(`common:support.status.${row.status}`)} />,
            },
            { key: 'unit', title: t('common:support.unit'), className: wallet.fromTablet, render: (row) => row.unit_name },
            {
              key: 'last_activity_at',
              title: t('common:support.lastActivity'),
              render: (row) => <span className={thread.nowrap}>{format.date(row.last_activity_at, { withTime: true })}</span>,
            },
          ]}
        />
      </ScrollRegion>
      <SimplePager page={params.page} pageCount={pageCount} label={t('support.pages')} onPage={(page) => change({ page })} />
    </>
  );
}
