import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order, OrderState } from '@/types/api';

import { orderKeys } from './keys';

/** One bucket (a UTC day or month) of the Overview's series. */
export type StatsPoint = { start: string; revenue: number; orders: number };

/** What GET /admin/stats answers (docs/API.md): money in dollars, times in RFC 3339. */
export type Stats = {
  /** The parts of revenue: what the orders paid in the period charged, less what its refunds gave back. */
  netSales: number;
  /** Damage an integrity check found in the shop's database; absent when none. */
  databaseDamage?: string;
  taxCollected: number;
  shipping: number;
  discounts: number;
  /** taxCollected by the name of the tax, by name. */
  taxByName: { name: string; tax: number }[];
  from: string;
  to: string;
  bucket: 'day' | 'month';
  revenue: number;
  paid: number;
  refunded: number;
  orders: number;
  units: number;
  unitsRefunded: number;
  series: StatsPoint[];
  ordersByState: Record<OrderState, number>;
  topTools: { toolId: string; name: string; revenue: number; units: number }[];
  lowStock: { _id: string; name: string; availableQuantity: number; threshold: number }[];
  lowStockThreshold: number;
  expiring: Order[];
  stockAlerts: StockAlert[];
};

/** A sale that took a tool's stock below its threshold; mailedAt is null until the admins are mailed. */
export type StockAlert = {
  _id: string;
  toolId: string;
  toolName: string;
  stock: number;
  threshold: number;
  at: string;
  mailedAt: string | null;
};

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
