import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { useFormat } from '../../hooks/use-format';
import { saveOwnAttachment, useCloseTicket, useOwnThread, useReplyToTicket } from '../../hooks/use-support';
import type { OwnThread } from '../../shared/contracts/support.schemas';
import type { ProfileData } from '../../shared/contracts/user.schemas';
import { SupportStatusTag } from '../list/status-tag';
import { MessageList, ReplyForm } from '../support/support-thread';
import { PageLink } from '../ui/page-link';
import thread from '../support/support-thread.module.css';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { paths } from '../../lib/paths';
import { UserLayout } from './user-layout';
import styles from './user-layout.module.css';

export interface TicketPageData {
  profile: ProfileData;
  thread: OwnThread;
}

/** One of the user's tickets: its messages, a reply box and a way to close it. */
export function TicketScreen({ profile, thread: initial }: TicketPageData) {
  const { t } = useTranslation(['user', 'common']);
  const format = useFormat();
  const id = initial.ticket.id;
  const { data = initial } = useOwnThread(id, initial);
  const reply = useReplyToTicket(id);
  const closeTicket = useCloseTicket(id);
  const close = useSingleFlight(() => closeTicket.mutateAsync());
  const { ticket } = data;
  const title = t('support.ticketTitle', { id: format.digits(ticket.id), subject: ticket.subject });
  return (
    <UserLayout title={title} session={profile}>
      <p>
        <PageLink href={paths.support}>{t('support.back')}</PageLink>
      </p>
      <div className={thread.actions}>
        <h1 className={`${styles.pageTitle} ${thread.heading}`}>{title}</h1>
        {ticket.status !== 'closed' && (
          <Button onClick={() => void close()} isBusy={closeTicket.isPending}>
            {t('common:support.close')}
          </Button>
        )}
      </div>
      <p className={thread.status}>
        <SupportStatusTag status={ticket.status} label={t(`common:support.status.${ticket.status}`)} />
        <span>{ticket.unit_name}</span>
      </p>
      <Card>
        <MessageList messages={data.messages} viewer="user" saveAttachment={saveOwnAttachment} />
      </Card>
      <Card title={t('support.reply')} className={styles.transactions}>
        {ticket.status === 'closed' && <Notice type="info">{t('common:support.closedNote')}</Notice>}
        <ReplyForm idPrefix="reply" label={t('common:support.text')} send={(draft) => reply.mutateAsync(draft)} />
      </Card>
    </UserLayout>
  );
}
