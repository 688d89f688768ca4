import type { Clock } from './clock';
import type { Db, Dialect } from './db';
import type { Env } from './env';
import type { Sender } from './notify/sender';
import type { RateLimiter } from './rate-limit/limiter';
import { createAuthService } from './modules/auth/service';
import { createSessionService } from './modules/sessions/service';
import { createUserService } from './modules/users/service';
import { createAdminAuthService } from './modules/admins/auth-service';
import { createAdminService } from './modules/admins/service';
import { createAuditService } from './modules/audit/service';
import { createDashboardService } from './modules/dashboard/service';
import { createLedgerService } from './modules/ledger/service';
import { createPaymentExportService } from './modules/payments/export-service';
import { createAdminUserService } from './modules/users/admin-service';
import { createPaymentService } from './modules/payments/service';

export interface Infrastructure {
  db: Db;
  dialect: Dialect;
  env: Env;
  clock: Clock;
  sender: Sender;
  limiter: RateLimiter;
}

export function createServices(infra: Infrastructure) {
  const sessions = createSessionService(infra);
  const users = createUserService({ ...infra, sessions });
  const auth = createAuthService({ ...infra, sessions, users });
  const adminAuth = createAdminAuthService({ ...infra, sessions });
  const admins = createAdminService({ ...infra, sessions, storageRoot: infra.env.STORAGE_ROOT });
  const audit = createAuditService(infra);
  const ledger = createLedgerService(infra);
  const dashboard = createDashboardService({ ...infra, users, ledger });
  const paymentExport = createPaymentExportService(infra);
  const adminUsers = createAdminUserService({ ...infra, sessions, ledger });
  const payments = createPaymentService({ ...infra, ledger });
  return { ...infra, sessions, users, auth, adminAuth, admins, audit, dashboard, ledger, adminUsers, payments, paymentExport };
}

export type Services = ReturnType<typeof createServices>;
