import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are epoch milliseconds and money is integer Rials, so both dialects store them the same way. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  email: string | null;
  password_hash: string;
  is_verified: number;
  min_balance: number;
  /** Always the sum of the user's ledger: written only by the ledger module, with the entry that changes it. */
  balance: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** A deleted account's mobile; `mobile` then holds a tombstone (`d` + id) so the number can register again. */
  deleted_mobile: Generated<string | null>;
  /** Name, mobile and email folded for search (shared/search-text.ts), written by the repository with them. */
  search_text: Generated<string>;
  /** 1 while balance < min_balance: computed by the database from the two (a virtual column), for the list's index. */
  is_below_minimum: Generated<number>;
}

export interface AdminsTable {
  id: Generated<number>;
  name: string;
  username: string;
  password_hash: string;
  avatar: string | null;
  /** JSON array of permission keys. */
  permissions: string;
  is_super: number;
  is_active: number;
  created_at: number;
  updated_at: number;
  /** Name and username folded for search (shared/search-text.ts), written by the repository with them. */
  search_text: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  role: 'user' | 'admin';
  subject_id: number;
  created_at: number;
  expires_at: number;
  last_used_at: number;
  ip: string | null;
  user_agent: string | null;
  impersonated_by: number | null;
  /** The admin session an impersonation was opened from: the user session ends with it. */
  opener_session_id: number | null;
  /** Until this time the session may set a new password without the old one (after a reset). */
  reset_until: number | null;
}

export interface VerificationsTable {
  id: string;
  purpose: 'register' | 'reset' | 'decoy';
  user_id: number | null;
  destination: string;
  /** HMAC-SHA256 of `<id>:<code>` under APP_KEY (server/security/tokens.ts keyedHash). */
  code_hash: string;
  attempts: number;
  sends_in_window: number;
  window_started_at: number;
  last_sent_at: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
  /** What a registration asks for, applied to the account only when this verification's code is typed. */
  name: string | null;
  email: string | null;
  password_hash: string | null;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  kind: string;
  /** With kind, identifies the cause once: a second credit for the same cause is refused by the index. */
  reference: string;
  description: string | null;
  /** The admin who made an adjustment; null for what the system did (gifts, payments, usage). */
  admin_id: number | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON with what changed, never secrets. */
  details: string | null;
  ip: string | null;
  created_at: number;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A background job; its state is here so any instance can report its progress. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  status: JobStatus;
  /** The kind while queued or running, null after: unique, so one job of a kind runs at a time. */
  active_key: string | null;
  total: number;
  done: number;
  created_by: number;
  created_at: number;
  started_at: number | null;
  /** Written after every batch; a running job that stopped writing it died with its process. */
  heartbeat_at: number | null;
  finished_at: number | null;
  error: string | null;
}

/** When a user was last texted that the balance is below the minimum. */
export interface LowBalanceNoticesTable {
  user_id: number;
  notified_at: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';
/** Why a payment failed: the payer cancelled, the gateway said it was not paid, or it was left pending past the gateway's time. */
export type PaymentFailureReason = 'cancelled' | 'unpaid' | 'expired';
export type PaymentGateway = 'sandbox' | 'zarinpal';
/** What a payment is for, named per language by the screens (migration 019). */
export type PaymentKind = 'top_up';

/** A top-up asked of a gateway (PRODUCT.md Payments); credited once through the ledger when paid. */
export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  /** Integer Rials. */
  amount: number;
  status: PaymentStatus;
  gateway: PaymentGateway;
  /** The gateway's id for the request; unique with gateway. */
  authority: string;
  /** The gateway's reference once verified. */
  gateway_reference: string | null;
  kind: PaymentKind;
  /** Text someone wrote about the payment; none for a top-up, whose kind says it all. */
  description: string | null;
  /** The payer's card, masked, when the gateway gives it. */
  card_pan: string | null;
  /** Payer's name and mobile, authority and reference folded for search, written by the repository. */
  search_text: string;
  created_at: number;
  paid_at: number | null;
  updated_at: number;
  /** Set when the payment failed (migration 017). */
  failure_reason: PaymentFailureReason | null;
}

/** The sandbox gateway's record of a request and what the payer chose on its page. */
export interface SandboxTransactionsTable {
  authority: string;
  amount: number;
  callback_url: string;
  description: string | null;
  status: 'pending' | 'approved' | 'cancelled';
  reference: string | null;
  verified_at: number | null;
  created_at: number;
}

/** The first answer to a call made with an Idempotency-Key (server/http/idempotency.ts). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** sha256 of caller, method, path and key. */
  lookup: string;
  /** `admin:<id>` or `user:<id>`. */
  caller: string;
  /** sha256 of the validated body and query: the same key with another request is refused. */
  request_hash: string;
  status: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: number;
  expires_at: number;
}

export type GiftAudience = 'all' | 'users' | 'below_minimum';
/** `publishing`: credited in batches by a background run (migration 022), `published` once the last is in. */
export type GiftStatus = 'draft' | 'publishing' | 'published';

export interface GiftsTable {
  id: Generated<number>;
  title: string;
  /** Integer Rials each recipient is credited. */
  amount: number;
  audience: GiftAudience;
  /** After this time the draft can no longer be published; null for no limit. */
  expires_at: number | null;
  status: GiftStatus;
  /** How many users were credited, and how much in all: final once published, growing while publishing. */
  recipients_count: number;
  total_amount: number;
  /** While publishing to a whole audience: the highest user id in it, frozen when the run began. */
  audience_cutoff_id: number | null;
  /** While publishing: the last user id a committed batch reached. */
  credited_through_id: Generated<number>;
  /** The audience's size when publishing began; the progress is recipients_count of it. */
  target_count: Generated<number>;
  created_by: number;
  published_by: number | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  /** The title folded for search (shared/search-text.ts), written by the repository with it. */
  search_text: string;
}

/** The users a draft of audience `users` was made for. */
export interface GiftUsersTable {
  gift_id: number;
  user_id: number;
}

/** A meeting recording; its file is STORAGE_ROOT/videos/<file_name>. */
export interface VideosTable {
  id: Generated<number>;
  title: string;
  /** The user it belongs to; null for a recording imported without one. */
  owner_id: number | null;
  duration_seconds: number;
  size_bytes: number;
  /** Made by the server (32 hex digits and `.mp4`); nothing from a request names it. */
  file_name: string;
  content_sha256: string;
  /** The admin who uploaded it; null for an import. */
  created_by: number | null;
  created_at: number;
  search_text: string;
}

/** Where a viewer last was in a video (issue 21's "continue from"). */
export interface VideoPositionsTable {
  video_id: number;
  viewer_role: 'user' | 'admin';
  viewer_id: number;
  position_seconds: number;
  updated_at: number;
}

/** A session of watching whose view is counted: its play id comes from the signed playback address. */
export interface VideoPlayIdsTable {
  play_id: string;
  video_id: number;
  created_at: number;
}

export interface SupportUnitsTable {
  id: Generated<number>;
  name: string;
  /** 0: takes no new tickets; its tickets stay. */
  is_active: number;
  created_at: number;
  updated_at: number;
}

export type SupportTicketStatus = 'open' | 'answered' | 'customer_reply' | 'closed';

export interface SupportTicketsTable {
  id: Generated<number>;
  user_id: number;
  unit_id: number;
  subject: string;
  status: SupportTicketStatus;
  created_at: number;
  updated_at: number;
  /** Time of the newest message: the order of the lists. */
  last_activity_at: number;
  closed_at: number | null;
  /** The subject folded for search (shared/search-text.ts), written by the repository with it. */
  search_text: string;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author_type: 'user' | 'admin';
  /** A user's or an admin's id, as author_type says. */
  author_id: number;
  text: string;
  /** The server-made name the attachment is stored under; null without one. */
  attachment_name: string | null;
  attachment_original_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  created_at: number;
}

/** A message from the public contact-us page; the visitor left a mobile, an email or both. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  mobile: string | null;
  email: string | null;
  subject: string;
  message: string;
  ip: string;
  is_read: Generated<number>;
  /** When an admin first opened it, and who. */
  read_at: number | null;
  read_by: number | null;
  created_at: number;
  /** Name, mobile, email and subject folded for search (shared/search-text.ts), written by the repository with them. */
  search_text: string;
}

export type ViewKind = 'page' | 'video_play';

/** A page view or a video play; the address is anonymised before it is stored. */
export interface PageViewsTable {
  id: Generated<number>;
  kind: ViewKind;
  path: string;
  video_id: number | null;
  user_id: number | null;
  ip: string;
  user_agent: string;
  referrer: string | null;
  created_at: number;
  /** A page view's visitor, path and five-minute slot, hashed (migration 016); null for a video play. */
  visit_key: string | null;
}

/** One distinct trigram of a row's folded search_text: `users_search_trigrams` and the like (server/db/search-index.ts). */
export interface SearchTrigramsTable {
  trigram: string;
  row_id: number;
}

/** One distinct run of four characters of a user's folded search_text: `users_search_quadgrams` (migration 028). */
export interface SearchQuadgramsTable {
  gram: string;
  row_id: number;
}

/** The same postings with the key a list sorts the table by, keyed (trigram, sort_key, row_id): `users_search_trigrams_by_name` (migration 025). */
export interface SortKeyedTrigramsTable {
  trigram: string;
  sort_key: string;
  row_id: number;
}

/** An admin's TOTP second factor: set up when `enabled_at` is set (migration 024). */
export interface AdminTwoFactorTable {
  admin_id: number;
  /** AES-256-GCM of the base32 secret under a key derived from APP_KEY (server/modules/two-factor/secret-box.ts). */
  secret_encrypted: string;
  created_at: number;
  enabled_at: number | null;
  /** The newest 30-second step a code was accepted for: a code of that step or an older one is refused. */
  last_used_step: number | null;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  /** HMAC-SHA256 under APP_KEY of `recovery:<admin id>:<code>`. */
  code_hash: string;
  used_at: number | null;
}

/** A right password of an admin with a second factor: a code turns it into a session, once. */
export interface AdminSignInChallengesTable {
  id: Generated<number>;
  /** SHA-256 of the token the client holds. */
  token_hash: string;
  admin_id: number;
  created_at: number;
  expires_at: number;
}

/** Settings a super admin changes while the site runs, by name. */
export interface AppSettingsTable {
  name: string;
  value: string;
  updated_at: number;
  updated_by: number | null;
}

export interface Database {
  audit_log: AuditLogTable;
  users: UsersTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  verifications: VerificationsTable;
  ledger_entries: LedgerEntriesTable;
  jobs: JobsTable;
  low_balance_notices: LowBalanceNoticesTable;
  payments: PaymentsTable;
  sandbox_transactions: SandboxTransactionsTable;
  idempotency_keys: IdempotencyKeysTable;
  gifts: GiftsTable;
  gift_users: GiftUsersTable;
  videos: VideosTable;
  video_positions: VideoPositionsTable;
  video_play_ids: VideoPlayIdsTable;
  support_units: SupportUnitsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  contact_messages: ContactMessagesTable;
  page_views: PageViewsTable;
  users_search_trigrams: SearchTrigramsTable;
  payments_search_trigrams: SearchTrigramsTable;
  admins_search_trigrams: SearchTrigramsTable;
  support_tickets_search_trigrams: SearchTrigramsTable;
  videos_search_trigrams: SearchTrigramsTable;
  audit_log_search_trigrams: SearchTrigramsTable;
  users_search_trigrams_by_name: SortKeyedTrigramsTable;
  users_search_quadgrams: SearchQuadgramsTable;
  admin_two_factor: AdminTwoFactorTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_sign_in_challenges: AdminSignInChallengesTable;
  app_settings: AppSettingsTable;
}

/** A user row without its balance: the balance is read on its own (it moves under a held row) and changed only by the ledger. */
export type User = Omit<Selectable<UsersTable>, 'balance' | 'search_text' | 'is_below_minimum'>;
export type NewUser = Omit<Insertable<UsersTable>, 'balance' | 'search_text' | 'deleted_mobile' | 'is_below_minimum'>;
export type UserUpdate = Omit<Updateable<UsersTable>, 'balance' | 'search_text' | 'deleted_mobile' | 'is_below_minimum'>;
/** An admin row as services see it: the search text is the repository's business. */
export type Admin = Omit<Selectable<AdminsTable>, 'search_text'>;
export type Session = Selectable<SessionsTable>;
export type Verification = Selectable<VerificationsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type LedgerEntry = Selectable<LedgerEntriesTable>;
export type Job = Selectable<JobsTable>;
/** A payment as services see it: the search text is the repository's business. */
export type Payment = Omit<Selectable<PaymentsTable>, 'search_text'>;
export type SandboxTransaction = Selectable<SandboxTransactionsTable>;
export type IdempotencyKey = Selectable<IdempotencyKeysTable>;
export type Gift = Omit<Selectable<GiftsTable>, 'search_text'>;
export type Video = Omit<Selectable<VideosTable>, 'search_text'>;
export type SupportUnit = Selectable<SupportUnitsTable>;
export type SupportTicket = Omit<Selectable<SupportTicketsTable>, 'search_text'>;
export type SupportMessage = Selectable<SupportMessagesTable>;
export type ContactMessage = Omit<Selectable<ContactMessagesTable>, 'search_text'>;
export type PageView = Selectable<PageViewsTable>;
