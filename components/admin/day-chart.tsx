import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../../shared/contracts/dashboard.schemas';
import { useFormat } from '../../hooks/use-format';
import { labelStepsOf, niceTicks } from '../../lib/chart-scale';
import hidden from '../ui/visually-hidden.module.css';
import styles from './day-chart.module.css';

/**
 * The series' colour, one of antd's. All colours come from antd's CSS variables in the stylesheet
 * (day-chart.module.css), so the chart follows the theme without a render.
 */
export type ChartTone = 'primary' | 'success' | 'warning';

// The plot's own units. The SVG stretches to its box (preserveAspectRatio="none") and its strokes keep
// their width (vector-effect), so the server draws the final picture at any width: nothing is measured
// at start, and text, which would stretch with it, is HTML around the SVG.
const WIDTH = 1000;
const HEIGHT = 100;

/**
 * One series over the last 30 days: an area under a line, over grid lines at round values. Time runs
 * right to left in Persian, with the value axis on the right, and left to right in English. Screen
 * readers get a summary and a table of the days; the plot can be explored by pointer or arrow keys.
 */
export function DayChart({
  points,
  title,
  label,
  tone = 'primary',
  rtl,
}: {
  points: DayPoint[];
  title: string;
  label: string;
  tone?: ChartTone;
  rtl: boolean;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [active, setActive] = useState<number | null>(null);
  const ticks = niceTicks(Math.max(0, ...points.map((point) => point.value)));
  const top = ticks.at(-1)!;
  const last = points.length - 1;
  // Percent of the plot's width from its left edge, shared by the SVG, the day labels and the tooltip.
  const xPercent = (index: number) => {
    const share = last > 0 ? (index / last) * 100 : 50;
    return rtl ? 100 - share : share;
  };
  const yPercent = (value: number) => 100 - (value / top) * 100;
  const line = points.map((point, index) => `${(xPercent(index) * WIDTH) / 100},${(yPercent(point.value) * HEIGHT) / 100}`).join(' L');
  const highest = points.reduce<DayPoint | undefined>((best, point) => (best && best.value >= point.value ? best : point), undefined);
  const summary =
    points.length > 0 && highest
      ? t('dashboard.chartSummary', {
          title,
          from: format.dayKey(points[0]!.date, { withYear: true }),
          to: format.dayKey(points[last]!.date, { withYear: true }),
          total: format.number(points.reduce((sum, point) => sum + point.value, 0)),
          highest: format.number(highest.value),
          highestDay: format.dayKey(highest.date),
        })
      : title;

  const dayAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    return Math.round((rtl ? 1 - share : share) * last);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The arrows move the marker the way they point: towards the older days is rightwards in Persian.
    const later = rtl ? 'ArrowLeft' : 'ArrowRight';
    const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, (index: number) => number> = {
      [later]: (index) => Math.min(last, index + 1),
      [earlier]: (index) => Math.max(0, index - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((index) => move(index ?? last));
  };
  const shown = active === null ? undefined : points[active];

  return (
    <div dir={rtl ? 'rtl' : 'ltr'} className={`${styles.chart} ${styles[tone]}`}>
      <div className={styles.values} aria-hidden>
        {ticks.map((tick) => (
          <span key={tick}>{format.number(tick)}</span>
        ))}
      </div>
      <div className={styles.plot}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} className={styles.surface}>
          {ticks.map((tick) => (
            <line key={tick} className={styles.grid} x1={0} x2={WIDTH} y1={(yPercent(tick) * HEIGHT) / 100} y2={(yPercent(tick) * HEIGHT) / 100} />
          ))}
          {points.length > 0 && (
            <>
              <path className={styles.area} d={`M${line} L${(xPercent(last) * WIDTH) / 100},${HEIGHT} L${(xPercent(0) * WIDTH) / 100},${HEIGHT} Z`} />
              <path className={styles.line} d={`M${line}`} />
            </>
          )}
        </svg>
        {shown && active !== null && (
          <div aria-hidden>
            <div className={styles.cursor} style={{ left: `${xPercent(active)}%` }} />
            <div className={styles.dot} style={{ left: `${xPercent(active)}%`, top: `${yPercent(shown.value)}%` }} />
            <div
              className={[styles.tooltip, xPercent(active) > 50 && styles.beforeCursor, yPercent(shown.value) < 50 && styles.atBottom]
                .filter(Boolean)
                .join(' ')}
              style={{ left: `${xPercent(active)}%` }}
            >
              <div className={styles.tooltipDay}>{format.dayKey(shown.date, { withYear: true })}</div>
              <div>
                {label}: <strong>{format.number(shown.value)}</strong>
              </div>
            </div>
          </div>
        )}
        {points.length > 0 && (
          <div
            className={styles.explorer}
            role="slider"
            tabIndex={0}
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={last}
            aria-valuenow={active ?? last}
            aria-valuetext={`${format.dayKey(points[active ?? last]!.date, { withYear: true })}: ${format.number(points[active ?? last]!.value)}`}
            onPointerMove={(event) => setActive(dayAt(event))}
            onPointerDown={(event) => setActive(dayAt(event))}
            onPointerLeave={(event) => {
              // A focused chart keeps its marker for the arrow keys.
              if (event.currentTarget !== document.activeElement) setActive(null);
            }}
            onFocus={() => setActive((index) => index ?? last)}
            onBlur={() => setActive(null)}
            onKeyDown={onKeyDown}
          />
        )}
      </div>
      <div className={styles.days} aria-hidden>
        {points.map((point, index) => {
          const steps = labelStepsOf(last - index, points.length);
          if (steps.length === 0) return null;
          return (
            <span key={point.date} className={[styles.day, ...steps.map((step) => styles[`every${step}`])].join(' ')} style={{ left: `${xPercent(index)}%` }}>
              {format.dayKey(point.date)}
            </span>
          );
        })}
      </div>
      <div className={hidden.visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chartDay')}</th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{format.dayKey(point.date, { withYear: true })}</th>
                <td>{format.number(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
