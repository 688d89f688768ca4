import { theme } from 'antd';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../../server/modules/dashboard/schemas';
import { useFormat } from '../../hooks/use-format';

/** Colours from the antd theme, so the lines, text and grid follow the light or dark theme. */
export type ChartTone = 'colorPrimary' | 'colorSuccess' | 'colorWarning';

/**
 * One series over the last 30 days. Time runs right to left, as Persian text does, and the value
 * axis stands on the right. The chart is rendered on the server at its initial size.
 */
export function DayChart({ points, label, tone = 'colorPrimary', rtl }: { points: DayPoint[]; label: string; tone?: ChartTone; rtl: boolean }) {
  const { token } = theme.useToken();
  const format = useFormat();
  const dayLabel = (key: string) => format.dayKey(key);
  const amount = (value: number) => format.number(value);
  const stroke = token[tone];
  const tick = { fill: token.colorTextSecondary, fontSize: 12 };
  // The widest value label decides the axis width: a fixed width left an empty band beside short labels.
  const widest = Math.max(...points.map((point) => amount(point.value).length), 1);
  // SVG text anchors follow the page's direction: in RTL `start` would run the value labels back over
  // the axis and the plot. The chart lays itself out by `rtl` instead.
  return (
    <div dir="ltr">
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 520, height: 240 }}>
        <AreaChart data={points} margin={{ top: 12, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={dayLabel}
            tick={tick}
            tickLine={false}
            tickMargin={8}
            axisLine={{ stroke: token.colorBorder }}
            minTickGap={20}
            padding={{ left: 8, right: 8 }}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={amount}
            tick={tick}
            tickLine={false}
            axisLine={false}
            tickMargin={8}
            width={widest * 8 + 16}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(value) => [amount(Number(value)), label]}
            labelFormatter={(key) => format.dayKey(String(key), { withYear: true })}
            contentStyle={{ direction: rtl ? 'rtl' : 'ltr', background: token.colorBgElevated, borderColor: token.colorBorder, color: token.colorText }}
            cursor={{ stroke: token.colorBorder }}
          />
          <Area type="monotone" dataKey="value" name={label} stroke={stroke} fill={stroke} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
