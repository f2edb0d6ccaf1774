import { api } from '@/lib/api-client';

import type { Stats } from './get-stats';

/**
 * Saves the invoices and credit notes issued in the Overview's period (its from and to as the server answered them,
 * to excluded), whose columns sum to its figures. The file is named by the days it holds.
 */
export function exportDocuments({ from, to }: Pick<Stats, 'from' | 'to'>) {
  const query = new URLSearchParams({ from, to });
  const lastDay = new Date(Date.parse(to) - 1).toISOString().slice(0, 10);
  return api.download(`/admin/documents.csv?${query}`, `documents-${from.slice(0, 10)}-to-${lastDay}.csv`);
}
