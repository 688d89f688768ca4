import { FrameIcon, type FrameIconName } from '../ui/frame-icon';

/** The icons the server's menu may name (antd's icon names); an unknown name falls back to a neutral one. */
const ICONS: Record<string, FrameIconName> = {
  AuditOutlined: 'audit',
  CreditCardOutlined: 'creditCard',
  CustomerServiceOutlined: 'customerService',
  DashboardOutlined: 'dashboard',
  GiftOutlined: 'gift',
  IdcardOutlined: 'idcard',
  LockOutlined: 'lock',
  TeamOutlined: 'team',
  UserOutlined: 'user',
  VideoCameraOutlined: 'videoCamera',
  DatabaseOutlined: 'database',
  MailOutlined: 'mail',
  LineChartOutlined: 'lineChart',
};

export function MenuIcon({ name }: { name: string }) {
  // Hidden from screen readers: its entry's name says what it is.
  return <FrameIcon name={ICONS[name] ?? 'appstore'} />;
}
