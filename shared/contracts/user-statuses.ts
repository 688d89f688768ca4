export const USER_STATUSES = ['active', 'unverified', 'deleted'] as const;
export type UserStatusKey = (typeof USER_STATUSES)[number];
