// TRANSITION: the admins module still takes the statuses from here; they live in shared/contracts/support.ts.
export { SUPPORT_STATUSES } from '../../../shared/contracts/support';
