import type { Clock } from './clock';
import type { Db, Dialect } from './db';
import type { Env } from './env';
import type { Sender } from './notify/sender';
import type { Locks } from './coordination/locks';
import type { Redis } from './coordination/redis';
import type { RateLimiter } from './rate-limit/limiter';
import { createAuthService } from './modules/auth/service';
import { createSessionService } from './modules/sessions/service';
import { createUserService, type OnNameOrMobileChange } from './modules/users/service';
import { createAdminAuthService } from './modules/admins/auth-service';
import { createAdminService } from './modules/admins/service';
import { createTwoFactorService } from './modules/two-factor/service';
import { createAuditService } from './modules/audit/service';
import { createDashboardService } from './modules/dashboard/service';
import { createLedgerService } from './modules/ledger/service';
import { createImpersonationService } from './modules/impersonation/service';
import { createNotificationJobService } from './modules/notification-jobs/service';
import { createPaymentService } from './modules/payments/service';
import { createAdminUserService } from './modules/users/admin-service';
import { createGiftService } from './modules/gifts/service';
import { createPaymentExportService } from './modules/payments/export-service';
import { createVideoService } from './modules/videos/service';
import { createBackupService } from './modules/backups/service';
import { createSupportService } from './modules/support/service';
import { createContactUsService } from './modules/contact-us/service';
import { createViewService } from './modules/views/service';
import { createHousekeeping } from './modules/housekeeping/service';
import { passwordHasher } from './security/password';

export interface Infrastructure {
  db: Db;
  dialect: Dialect;
  env: Env;
  clock: Clock;
  sender: Sender;
  limiter: RateLimiter;
  locks: Locks;
  /** The shared Redis connection when REDIS_URL is set (the limiter and locks use it; health pings it). */
  redis: Redis | null;
}

export function createServices(infra: Infrastructure) {
  const sessions = createSessionService(infra);
  const passwords = passwordHasher({ atOnce: infra.env.PASSWORD_HASHES_AT_ONCE, maxWaitMs: infra.env.PASSWORD_HASH_MAX_WAIT_MS });
  // Videos keep their owner's name and mobile in their search text; they are made after users (they
  // find owners through them), so the users module is told of a change through this.
  const onNameOrMobileChange: OnNameOrMobileChange = (user, trx) => videos.ownerChanged(user, trx);
  const users = createUserService({ ...infra, sessions, passwords, onNameOrMobileChange });
  const auth = createAuthService({ ...infra, sessions, users, passwords });
  const twoFactor = createTwoFactorService({ ...infra, passwords });
  const adminAuth = createAdminAuthService({ sessions, twoFactor });
  const admins = createAdminService({ ...infra, sessions, passwords, twoFactor, storageRoot: infra.env.STORAGE_ROOT });
  const audit = createAuditService(infra);
  const ledger = createLedgerService(infra);
  const support = createSupportService({ ...infra, storageRoot: infra.env.STORAGE_ROOT });
  const contactUs = createContactUsService(infra);
  const views = createViewService({ ...infra, sessions });
  const dashboard = createDashboardService({ ...infra, users, ledger, support, contactUs, views });
  const impersonation = createImpersonationService({ admins, sessions, users });
  const notificationJobs = createNotificationJobService(infra);
  const payments = createPaymentService({ ...infra, ledger });
  const adminUsers = createAdminUserService({
    ...infra,
    sessions,
    ledger,
    passwords,
    counters: { payments: payments.countOfUser, tickets: support.countOfUser },
    onNameOrMobileChange,
  });
  const gifts = createGiftService({ ...infra, ledger });
  const paymentExport = createPaymentExportService(infra);
  const videos = createVideoService({
    ...infra,
    users,
    sessions,
    onPlay: (play) => views.recordVideoPlay({ ...play, userAgent: play.userAgent ?? '', referrer: play.referrer }),
  });
  const backups = createBackupService(infra);
  const housekeeping = createHousekeeping({ ...infra, payments, views, support, gifts, videos, twoFactor });
  return {
    ...infra,
    passwords,
    sessions,
    users,
    auth,
    adminAuth,
    admins,
    twoFactor,
    audit,
    dashboard,
    ledger,
    impersonation,
    notificationJobs,
    payments,
    adminUsers,
    gifts,
    paymentExport,
    videos,
    backups,
    support,
    contactUs,
    views,
    housekeeping,
  };
}

export type Services = ReturnType<typeof createServices>;
