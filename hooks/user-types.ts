/** The user as the API shows it (GET /user/profile → data.user). */
export interface PublicUser {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  balance: number;
  min_balance: number;
  created_at: number;
}

export interface ProfileData {
  user: PublicUser;
  can_set_password_without_current: boolean;
}

export interface DashboardData {
  user: PublicUser;
  is_below_min_balance: boolean;
  recent_transactions: { id: number; amount: number; kind: string; description: string | null; created_at: number }[];
}
