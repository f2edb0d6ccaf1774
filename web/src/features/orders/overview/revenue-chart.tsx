import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import { withAlpha } from '@/lib/brand';
import { formatPrice } from '@/lib/format';

import type { Stats } from '../api/get-stats';
import { bucketLabel } from './period';

type RevenueChartProps = { stats: Stats };

/**
 * The revenue of each bucket as bars, drawn by uPlot on a canvas that fits its box. The canvas
 * is hidden from screen readers: the same figures are in the table that follows it.
 */
export function RevenueChart({ stats }: RevenueChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = stats.series.map((_, i) => i);
    const label = (i: number) => (stats.series[i] ? bucketLabel(stats.series[i].start, stats.bucket) : '');
    // The shop's accent, its brand colour when it has one (components/layout/brand-style.tsx).
    const accent = getComputedStyle(element).getPropertyValue('--accent').trim();
    const size = () => ({ width: element.clientWidth, height: Math.min(280, Math.max(200, element.clientWidth / 3)) });
    const chart = new uPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { show: false },
        // One slot per bucket, each bar in the middle of its own, ticks on whole buckets only.
        scales: { x: { time: false, range: () => [-0.5, xs.length - 0.5] } },
        axes: [
          { incrs: [1, 2, 3, 5, 7, 14, 30, 60], values: (_, ticks) => ticks.map((tick) => label(tick)) },
          { values: (_, ticks) => ticks.map((tick) => formatPrice(tick)), size: 80 },
        ],
        series: [
          {},
          {
            label: 'Revenue',
            stroke: accent,
            fill: withAlpha(accent, 0.25),
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [xs, stats.series.map((point) => point.revenue)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize(size()));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [stats]);

  return <div ref={box} className="revenue-chart" aria-hidden="true" />;
}
