import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../../server/modules/dashboard/schemas';
import { useFormat } from '../../hooks/use-format';
import styles from './day-chart.module.css';

/**
 * The series' colour, one of antd's. All colours come from antd's CSS variables in the stylesheet
 * (day-chart.module.css), so the chart follows the theme without a render and needs no antd code.
 */
export type ChartTone = 'primary' | 'success' | 'warning';

/**
 * One series over the last 30 days. Time runs right to left, as Persian text does, and the value
 * axis stands on the right. The chart is rendered on the server at its initial size.
 */
export function DayChart({ points, label, tone = 'primary', rtl }: { points: DayPoint[]; label: string; tone?: ChartTone; rtl: boolean }) {
  const format = useFormat();
  const dayLabel = (key: string) => format.dayKey(key);
  const amount = (value: number) => format.number(value);
  const tick = { fontSize: 12 };
  // The widest value label decides the axis width: a fixed width left an empty band beside short labels.
  const widest = Math.max(...points.map((point) => amount(point.value).length), 1);
  // SVG text anchors follow the page's direction: in RTL `start` would run the value labels back over
  // the axis and the plot. The chart lays itself out by `rtl` instead.
  return (
    <div dir="ltr" className={`${styles.chart} ${styles[tone]}`}>
      <ResponsiveContainer width="100%" height={240} initialDimension={{ width: 520, height: 240 }}>
        <AreaChart data={points} margin={{ top: 12, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={dayLabel}
            tick={tick}
            tickLine={false}
            tickMargin={8}
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
            // Inline, as recharts draws its box: these override its white ground and grey border.
            contentStyle={{ direction: rtl ? 'rtl' : 'ltr', backgroundColor: 'var(--ant-color-bg-elevated)', borderColor: 'var(--ant-color-border)' }}
            labelStyle={{ color: 'var(--ant-color-text)' }}
            itemStyle={{ color: 'var(--ant-color-text)' }}
          />
          <Area type="monotone" dataKey="value" name={label} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
