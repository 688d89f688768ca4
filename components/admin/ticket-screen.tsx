import { useTranslation } from 'react-i18next';
import type { AdminPageProps } from '../../lib/admin-ssr';
import { useSingleFlight } from '../../lib/action-state';
import { saveTicketAttachment, useAnswerTicket, useCloseTicket, useTicketThread } from '../../hooks/admin/use-support';
import { useFormat } from '../../hooks/use-format';
import type { AdminThread } from '../../shared/contracts/support.schemas';
import { SupportStatusTag } from '../list/status-tag';
import { MessageList, ReplyForm } from '../support/support-thread';
import { PageLink } from '../ui/page-link';
import thread from '../support/support-thread.module.css';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { AdminPage } from './admin-page';
import support from './support-screen.module.css';

export interface TicketPageData {
  thread: AdminThread;
}

/** A ticket for the admins: the thread, an answer with an optional attachment, and closing it. */
export function TicketScreen(props: AdminPageProps<TicketPageData>) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const ticket = props.page?.thread.ticket;
  return (
    <AdminPage
      shell={props}
      title={ticket ? t('support.ticketTitle', { id: format.digits(ticket.id), subject: ticket.subject }) : t('support.title')}
      forbidden={props.forbidden}
    >
      {props.page && <TicketContent initial={props.page.thread} />}
    </AdminPage>
  );
}

function TicketContent({ initial }: { initial: AdminThread }) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const id = initial.ticket.id;
  const { data = initial } = useTicketThread(id, initial);
  const answer = useAnswerTicket(id);
  const closeTicket = useCloseTicket(id);
  const close = useSingleFlight(() => closeTicket.mutateAsync());
  const { ticket } = data;
  return (
    <>
      <p>
        <PageLink href="/admin/support">{t('support.back')}</PageLink>
      </p>
      <div className={thread.actions}>
        <p className={thread.status}>
          <SupportStatusTag status={ticket.status} label={t(`common:support.status.${ticket.status}`)} />
          <span>{ticket.unit_name}</span>
          <PageLink href={`/admin/users/${ticket.user_id}`}>{ticket.user_name}</PageLink>
          <span dir="ltr">{format.digits(ticket.user_mobile)}</span>
        </p>
        {ticket.status !== 'closed' && (
          <Button onClick={() => void close()} isBusy={closeTicket.isPending}>
            {t('common:support.close')}
          </Button>
        )}
      </div>
      <Card>
        <MessageList messages={data.messages} viewer="admin" saveAttachment={saveTicketAttachment} />
      </Card>
      <Card title={t('support.answer')} className={support.units}>
        {ticket.status === 'closed' && <p className={thread.status}>{t('common:support.closedNote')}</p>}
        <ReplyForm idPrefix="answer" label={t('common:support.text')} send={(draft) => answer.mutateAsync(draft)} />
      </Card>
    </>
  );
}
