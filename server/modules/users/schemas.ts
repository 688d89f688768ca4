// TRANSITION: areas not yet on contracts (the admin's users, the user's wallet, videos and support screens)
// take these from here; they live in shared/contracts/person-fields.ts and user.schemas.ts.
export { nameField, optionalEmailField, passwordField } from '../../../shared/contracts/person-fields';
export { publicUserSchema, type DashboardData, type ProfileData } from '../../../shared/contracts/user.schemas';
