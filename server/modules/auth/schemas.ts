// TRANSITION: the admin's users area, not yet on contracts, takes this from here; it lives in shared/contracts/person-fields.ts.
export { mobileField } from '../../../shared/contracts/person-fields.schemas';
