import { messageIn, type MessageCode } from '../../../i18n/messages';
import type { AdminPayment, PaymentStatusKey } from '../schemas';
import type { ExportColumn } from './columns';

const STATUS_LABELS: Record<PaymentStatusKey, MessageCode> = {
  pending: 'EXPORT_STATUS_PENDING',
  paid: 'EXPORT_STATUS_PAID',
  failed: 'EXPORT_STATUS_FAILED',
  refunded: 'EXPORT_STATUS_REFUNDED',
};

/** The columns of the payments export, headed in Persian; each time as a Jalali and an ISO column. */
export function paymentExportColumns(): ExportColumn<AdminPayment>[] {
  const fa = (code: MessageCode) => messageIn('fa', code);
  const statuses = Object.fromEntries(Object.entries(STATUS_LABELS).map(([status, code]) => [status, fa(code)])) as Record<PaymentStatusKey, string>;
  return [
    { header: fa('EXPORT_COLUMN_ID'), kind: 'integer', value: (p) => p.id },
    { header: fa('EXPORT_COLUMN_USER_ID'), kind: 'integer', value: (p) => p.user_id },
    { header: fa('EXPORT_COLUMN_USER_NAME'), kind: 'text', value: (p) => p.user_name },
    { header: fa('EXPORT_COLUMN_USER_MOBILE'), kind: 'text', value: (p) => p.user_mobile },
    { header: fa('EXPORT_COLUMN_AMOUNT'), kind: 'integer', value: (p) => p.amount },
    { header: fa('EXPORT_COLUMN_STATUS'), kind: 'text', value: (p) => statuses[p.status] },
    { header: fa('EXPORT_COLUMN_GATEWAY'), kind: 'text', value: (p) => p.gateway },
    { header: fa('EXPORT_COLUMN_AUTHORITY'), kind: 'text', value: (p) => p.authority },
    { header: fa('EXPORT_COLUMN_REFERENCE'), kind: 'text', value: (p) => p.gateway_reference },
    { header: fa('EXPORT_COLUMN_CARD'), kind: 'text', value: (p) => p.card_pan },
    { header: fa('EXPORT_COLUMN_DESCRIPTION'), kind: 'text', value: (p) => p.description },
    { header: fa('EXPORT_COLUMN_CREATED_JALALI'), kind: 'jalali', value: (p) => p.created_at },
    { header: fa('EXPORT_COLUMN_CREATED_ISO'), kind: 'date', value: (p) => p.created_at },
    { header: fa('EXPORT_COLUMN_PAID_JALALI'), kind: 'jalali', value: (p) => p.paid_at },
    { header: fa('EXPORT_COLUMN_PAID_ISO'), kind: 'date', value: (p) => p.paid_at },
  ];
}
