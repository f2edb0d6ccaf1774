import { api } from '@/lib/api-client';
import { useRefreshingMutation, whenForbidden } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

/** How a shipped order travels; both optional. */
export type Shipment = { carrier: string; trackingNumber: string };

export type ShipInput = { orderId: string } & Partial<Shipment>;

export const shipOrder = ({ orderId, ...shipment }: ShipInput) =>
  api.put<Modified>(`/orders/shipped/${encodeURIComponent(orderId)}`, shipment);

export const useShipOrder = () =>
  useRefreshingMutation(shipOrder, orderKeys.all, whenForbidden('You can not shipped order'));
