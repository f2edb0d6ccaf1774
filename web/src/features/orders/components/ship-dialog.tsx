import { useState } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import type { Order } from '@/types/api';

import { useShipOrder } from '../api/ship-order';

type ShipDialogProps = { order?: Order; onClose: () => void };

/** Asks before an order is marked shipped, and for its carrier and tracking number, if any. */
export function ShipDialog({ order, onClose }: ShipDialogProps) {
  const ship = useShipOrder();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const close = () => {
    setCarrier('');
    setTrackingNumber('');
    onClose();
  };
  return (
    <Dialog open={Boolean(order)} title="Ship this order?" onClose={close}>
      {order && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            ship.mutate(
              { orderId: order._id, carrier: carrier.trim(), trackingNumber: trackingNumber.trim() },
              {
                onSuccess: () => {
                  toast.success('Successfully Shipped the order');
                  close();
                },
              },
            );
          }}
        >
          <p>
            Order {order.orderNumber} of {order.customerName} goes to {order.address}.
          </p>
          <Field label="Carrier (optional)" value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={100} />
          <Field
            label="Tracking number (optional)"
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.target.value)}
            maxLength={100}
          />
          <div className="dialog-actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first focus, on its safe way out (the WAI-ARIA dialog pattern) */}
            <button type="button" className="button button-secondary" onClick={close} autoFocus>
              Not yet
            </button>
            <button type="submit" className="button" disabled={ship.isPending}>
              Ship
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
