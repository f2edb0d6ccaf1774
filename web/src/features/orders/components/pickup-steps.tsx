import type { ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import type { Order } from '@/types/api';

import { usePickUpOrder } from '../api/pick-up-order';
import { useReadyOrder } from '../api/ready-order';

type PickupSteps = { askReady: (order: Order) => void; askPickedUp: (order: Order) => void; dialogs: ReactNode };

/**
 * An admin's two steps of a paid pickup order, each asked first: Ready for pickup (its
 * customer is mailed), then Picked up (the order is done).
 */
export function usePickupSteps(): PickupSteps {
  const ready = useConfirmedMutation<Order>(useReadyOrder(), {
    variables: (order) => order._id,
    successMessage: (order) => `Order ${order.orderNumber} is ready for pickup: ${order.customerName} is mailed`,
  });
  const pickedUp = useConfirmedMutation<Order>(usePickUpOrder(), {
    variables: (order) => order._id,
    successMessage: (order) => `Order ${order.orderNumber} is picked up`,
  });
  const toReady = ready.pending;
  const toHandOver = pickedUp.pending;
  return {
    askReady: ready.ask,
    askPickedUp: pickedUp.ask,
    dialogs: (
      <>
        <ConfirmDialog
          {...ready.dialogProps}
          danger={false}
          title="Ready for pickup?"
          message={
            toReady &&
            `Order ${toReady.orderNumber} of ${toReady.customerName} waits at the shop: they are mailed where and when to collect it.`
          }
          confirmLabel="Ready for pickup"
          cancelLabel="Not yet"
        />
        <ConfirmDialog
          {...pickedUp.dialogProps}
          danger={false}
          title="Picked up?"
          message={toHandOver && `${toHandOver.customerName} has collected order ${toHandOver.orderNumber}: it is done.`}
          confirmLabel="Picked up"
          cancelLabel="Not yet"
        />
      </>
    ),
  };
}
