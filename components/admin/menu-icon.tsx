import {
  AuditOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  TeamOutlined,
  UserOutlined,
  AppstoreOutlined,
  VideoCameraOutlined,
  DatabaseOutlined,
  MailOutlined,
  LineChartOutlined,
} from '@ant-design/icons';

/** The icons the server's menu may name; an unknown name falls back to a neutral one. */
const ICONS = {
  AuditOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  TeamOutlined,
  UserOutlined,
  VideoCameraOutlined,
  DatabaseOutlined,
  MailOutlined,
  LineChartOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? AppstoreOutlined;
  // Beside its entry's name: the icon's own English label ("team") must not join the name.
  return <Icon aria-hidden />;
}
