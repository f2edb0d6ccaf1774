import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Stats } from '@/types/api';

import { orderKeys } from './keys';

/** What GET /admin/stats answers (docs/API.md): money in dollars, times in RFC 3339. */
export type { Stats };

/** One bucket (a UTC day or month) of the Overview's series. */
export type StatsPoint = Stats['series'][number];

/** A sale that took a tool's (or a variant's) stock below its threshold; mailedAt is null until the admins are mailed. */
export type StockAlert = Stats['stockAlerts'][number];

/** A period as the call takes it: dates (YYYY-MM-DD, UTC, both included). */
export type StatsPeriod = { from: string; to: string };

export const getStats = ({ from, to }: StatsPeriod) =>
  api.get<Stats>(`/admin/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);

// Under the orders' key, so any change to an order refreshes the Overview too.
export const statsQuery = (period: StatsPeriod) =>
  queryOptions({ queryKey: [...orderKeys.all, 'stats', period.from, period.to], queryFn: () => getStats(period) });

export function useStats(period: StatsPeriod) {
  return useQuery(statsQuery(period));
}
