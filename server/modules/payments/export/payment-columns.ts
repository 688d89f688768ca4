import { messageIn, type MessageCode } from '../../../i18n/messages';
import { EXPORT_FIELD as at, type PaymentExportRow } from '../export-repository';
import type { PaymentKindKey, PaymentStatusKey } from '../../../../shared/contracts/payments';
import type { ExportColumn } from './columns';

const STATUS_LABELS: Record<PaymentStatusKey, MessageCode> = {
  pending: 'EXPORT_STATUS_PENDING',
  paid: 'EXPORT_STATUS_PAID',
  failed: 'EXPORT_STATUS_FAILED',
  refunded: 'EXPORT_STATUS_REFUNDED',
};

const KIND_LABELS: Record<PaymentKindKey, MessageCode> = { top_up: 'TOP_UP_DESCRIPTION' };

/** The columns of the payments export, headed in Persian; each time as a Jalali and an ISO column. */
export function paymentExportColumns(): ExportColumn<PaymentExportRow>[] {
  const fa = (code: MessageCode) => messageIn('fa', code);
  const statuses = Object.fromEntries(Object.entries(STATUS_LABELS).map(([status, code]) => [status, fa(code)])) as Record<PaymentStatusKey, string>;
  return [
    { header: fa('EXPORT_COLUMN_ID'), kind: 'integer', value: (row) => row[at.id] as number },
    { header: fa('EXPORT_COLUMN_USER_ID'), kind: 'integer', value: (row) => row[at.user_id] as number },
    { header: fa('EXPORT_COLUMN_USER_NAME'), kind: 'text', value: (row) => row[at.user_name] as string | null },
    { header: fa('EXPORT_COLUMN_USER_MOBILE'), kind: 'text', value: (row) => row[at.user_mobile] as string | null },
    { header: fa('EXPORT_COLUMN_AMOUNT'), kind: 'integer', value: (row) => row[at.amount] as number },
    { header: fa('EXPORT_COLUMN_STATUS'), kind: 'text', value: (row) => statuses[row[at.status] as PaymentStatusKey] },
    { header: fa('EXPORT_COLUMN_GATEWAY'), kind: 'text', value: (row) => row[at.gateway] as string },
    { header: fa('EXPORT_COLUMN_AUTHORITY'), kind: 'text', value: (row) => row[at.authority] as string },
    { header: fa('EXPORT_COLUMN_REFERENCE'), kind: 'text', value: (row) => row[at.gateway_reference] as string | null },
    { header: fa('EXPORT_COLUMN_CARD'), kind: 'text', value: (row) => row[at.card_pan] as string | null },
    {
      header: fa('EXPORT_COLUMN_DESCRIPTION'),
      kind: 'text',
      value: (row) => (row[at.description] as string | null) ?? fa(KIND_LABELS[row[at.kind] as PaymentKindKey]),
    },
    { header: fa('EXPORT_COLUMN_CREATED_JALALI'), kind: 'jalali', value: (row) => row[at.created_at] as number },
    { header: fa('EXPORT_COLUMN_CREATED_ISO'), kind: 'date', value: (row) => row[at.created_at] as number },
    { header: fa('EXPORT_COLUMN_PAID_JALALI'), kind: 'jalali', value: (row) => row[at.paid_at] as number | null },
    { header: fa('EXPORT_COLUMN_PAID_ISO'), kind: 'date', value: (row) => row[at.paid_at] as number | null },
  ];
}
