import { admin, anyone, fileResponse, redirectResponse, routes, signedInUser } from './kit';

// Payments: a user's top-ups through a gateway, the gateway's return, the sandbox gateway's page, and
// the admin's list and export of them (the schemas: payments.schemas.ts).

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
/** What a payment is for; the screens name it in the visitor's language. */
export const PAYMENT_KINDS = ['top_up'] as const;
export const PAYMENT_GATEWAYS = ['sandbox', 'zarinpal'] as const;
export type PaymentStatusKey = (typeof PAYMENT_STATUSES)[number];
export type PaymentKindKey = (typeof PAYMENT_KINDS)[number];
export type PaymentGatewayKey = (typeof PAYMENT_GATEWAYS)[number];

/** The files the admin's export writes, and their media types (without parameters, as the contract compares them). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The admin's list and its export read the same filters; amounts are whole Rials and the days whole Tehran days. */
const adminListing = {
  sortFields: ['created_at', 'amount'],
  defaultSort: 'created_at:desc',
  filters: { status: PAYMENT_STATUSES, user_id: 'number', amount_min: 'number', amount_max: 'number', from: 'day', to: 'day' },
} as const;

export const paymentRoutes = routes({
  /** 403 for an admin signed in as the user (money paid in is the user's own act); 502 when the gateway fails. */
  topUp: { method: 'post', path: '/user/payments', access: signedInUser, successStatus: 201, refusals: [403, 502] },
  ownList: {
    method: 'get',
    path: '/user/payments/list',
    access: signedInUser,
    listing: { sortFields: ['created_at'], defaultSort: 'created_at:desc', filters: { status: PAYMENT_STATUSES } },
  },
  ownDetail: { method: 'get', path: '/user/payments/:id', access: signedInUser, refusals: [404] },
  callback: { method: 'get', path: '/payments/callback/:gateway', access: anyone, answers: redirectResponse, successStatus: 303, refusals: [404] },
  sandbox: { method: 'get', path: '/payments/sandbox/:authority', access: anyone, refusals: [404] },
  sandboxDecide: { method: 'post', path: '/payments/sandbox/:authority', access: anyone, refusals: [404] },
  list: { method: 'get', path: '/admin/payments/list', access: admin('payments.view'), listing: adminListing },
  export: {
    method: 'get',
    path: '/admin/payments/export',
    access: admin('payments.export'),
    answers: fileResponse(Object.values(EXPORT_MEDIA_TYPES)),
    audit: 'payments.export',
  },
});
