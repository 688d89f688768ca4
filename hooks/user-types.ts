import type { PublicUser } from '../server/modules/users/schemas';

export type { PublicUser };

export interface ProfileData {
  user: PublicUser;
  can_set_password_without_current: boolean;
}

export interface DashboardData {
  user: PublicUser;
  is_below_min_balance: boolean;
  recent_transactions: { id: number; amount: number; kind: string; description: string | null; created_at: number }[];
}
