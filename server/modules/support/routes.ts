import { LIST_QUERY_LABELS } from '../../http/list-query';
import { implement } from '../../http/route';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/contracts/support';
import { supportContract as support } from '../../../shared/contracts/support.schemas';

const labels = {
  id: 'FIELD_ID',
  support_id: 'FIELD_ID',
  message_id: 'FIELD_ID',
  unit_id: 'FIELD_SUPPORT_UNIT',
  user_id: 'FIELD_USER_ID',
  subject: 'FIELD_SUBJECT',
  text: 'FIELD_MESSAGE_TEXT',
  name: 'FIELD_NAME',
  is_active: 'FIELD_STATUS',
  status: 'FIELD_STATUS',
  ...LIST_QUERY_LABELS,
} as const;
/** The attachment and the text fields around it. */
const maxBodyBytes = MAX_ATTACHMENT_BYTES + 256 * 1024;

export const supportRoutes = [
  // The user's side
  implement(support.userUnits, {}, async ({ services }) => ({ data: { items: await services.support.units(true) } })),
  implement(support.ownList, { labels }, async ({ caller, services, query }) => ({ data: await services.support.listOwn(caller.user.id, query) })),
  implement(support.open, { labels, maxBodyBytes }, async ({ caller, services, body, files }) => ({
    message: 'SUPPORT_TICKET_OPENED',
    data: { ticket: await services.support.open(caller.user.id, body, files.attachment) },
  })),
  implement(support.ownThread, { labels }, async ({ caller, services, params }) => ({ data: await services.support.ownThread(caller.user.id, params.id) })),
  implement(support.reply, { labels, maxBodyBytes }, async ({ caller, services, params, body, files }) => ({
    message: 'SUPPORT_MESSAGE_SENT',
    data: await services.support.replyAsUser(caller.user.id, params.id, body.text, files.attachment),
  })),
  implement(support.closeOwn, { labels }, async ({ caller, services, params }) => ({
    message: 'SUPPORT_TICKET_CLOSED',
    data: { ticket: await services.support.closeOwn(caller.user.id, params.id) },
  })),
  implement(support.ownAttachment, {}, async ({ caller, services, params }) => services.support.downloadOwn(caller.user.id, params.message_id)),

  // The admins' side
  implement(support.list, { labels }, async ({ services, query }) => ({ data: await services.support.list(query) })),
  implement(support.units, {}, async ({ services }) => ({ data: { items: await services.support.units(false) } })),
  implement(support.createUnit, { labels }, async ({ services, body }) => {
    const unit = await services.support.createUnit(body.name);
    return { message: 'SUPPORT_UNIT_SAVED', data: { unit }, auditTarget: { type: 'support_unit', id: unit.id, details: { name: unit.name } } };
  }),
  implement(support.updateUnit, { labels }, async ({ services, params, body }) => {
    const unit = await services.support.updateUnit(params.id, body);
    return { message: 'SUPPORT_UNIT_SAVED', data: { unit }, auditTarget: { type: 'support_unit', id: unit.id, details: body } };
  }),
  implement(support.thread, { labels }, async ({ services, params }) => ({ data: await services.support.thread(params.id) })),
  implement(support.answer, { labels, maxBodyBytes }, async ({ caller, services, params, body, files }) => {
    const data = await services.support.replyAsAdmin(caller.admin.id, params.support_id, body.text, files.attachment);
    return { message: 'SUPPORT_MESSAGE_SENT', data, auditTarget: { type: 'support_ticket', id: params.support_id, details: { message_id: data.message.id } } };
  }),
  implement(support.close, { labels }, async ({ services, params }) => {
    const ticket = await services.support.close(params.id);
    return { message: 'SUPPORT_TICKET_CLOSED', data: { ticket }, auditTarget: { type: 'support_ticket', id: ticket.id } };
  }),
  implement(support.attachment, {}, async ({ services, params }) => services.support.download(params.message_id)),
];
