import type { StatsPeriod } from '../api/get-stats';

/** The Overview's periods: the last days or months up to today (UTC, as the server buckets), or dates. */
export const presets = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '12m': '12 months',
  dates: 'Dates',
} as const;

export type Preset = keyof typeof presets;

export function isPreset(value: string | null): value is Preset {
  return value !== null && Object.hasOwn(presets, value);
}

/** A UTC date as YYYY-MM-DD. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The dates a preset covers up to `now`: today; 7 or 30 days ending today; 12 months from the 1st 11 months ago. */
export function presetPeriod(preset: Exclude<Preset, 'dates'>, now: Date): StatsPeriod {
  const to = isoDate(now);
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (preset === '7d') from.setUTCDate(from.getUTCDate() - 6);
  if (preset === '30d') from.setUTCDate(from.getUTCDate() - 29);
  if (preset === '12m') from.setUTCMonth(from.getUTCMonth() - 11, 1);
  return { from: isoDate(from), to };
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's name: "Mar 12" for a day, "Mar 2026" for a month. */
export function bucketLabel(start: string, bucket: 'day' | 'month') {
  return (bucket === 'day' ? dayLabel : monthLabel).format(new Date(start));
}
