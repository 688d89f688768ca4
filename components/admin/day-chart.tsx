import { theme } from 'antd';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { toPersianDigits } from '../../lib/digits';
import { formatPersianNumber } from '../../lib/format';
import type { DayPoint } from '../../hooks/admin/types';

/** Jalali `YYYY-MM-DD` keys read as `MM/DD` on the axis. */
const dayLabel = (key: string) => toPersianDigits(key.slice(5).replace('-', '/'));
const amount = (value: number) => formatPersianNumber(value);

/**
 * One series over the last 30 days. Time runs right to left, as Persian text does, and the value
 * axis stands on the right. The chart is rendered on the server at its initial size.
 */
export function DayChart({ points, label, color, rtl }: { points: DayPoint[]; label: string; color?: string; rtl: boolean }) {
  const { token } = theme.useToken();
  const stroke = color ?? token.colorPrimary;
  return (
    <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 520, height: 240 }}>
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
        <XAxis dataKey="date" reversed={rtl} tickFormatter={dayLabel} tick={{ fill: token.colorTextSecondary, fontSize: 12 }} minTickGap={16} />
        <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={amount} tick={{ fill: token.colorTextSecondary, fontSize: 12 }} width={64} allowDecimals={false} />
        <Tooltip
          formatter={(value) => [amount(Number(value)), label]}
          labelFormatter={(key) => toPersianDigits(String(key).replaceAll('-', '/'))}
          contentStyle={{ direction: rtl ? 'rtl' : 'ltr', background: token.colorBgElevated, borderColor: token.colorBorder }}
        />
        <Area type="monotone" dataKey="value" name={label} stroke={stroke} fill={stroke} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
