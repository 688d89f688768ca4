import { api } from '../../lib/http/api';

/** The call the audit screen's list pages through. */
export const auditLog = api.audit.list;
