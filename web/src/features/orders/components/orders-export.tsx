import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { exportOrders } from '../api/export-orders';

/** The accountant's file: the orders placed between two days, as CSV. */
export function OrdersExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const exporting = useMutation({ mutationFn: () => exportOrders(from, to) });
  return (
    <form
      className="toolbar"
      aria-label="Export orders"
      onSubmit={(event) => {
        event.preventDefault();
        exporting.mutate();
      }}
    >
      <div className="field field-inline">
        <label htmlFor="orders-from">Placed from</label>
        <input id="orders-from" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="field field-inline">
        <label htmlFor="orders-to">Placed until</label>
        <input id="orders-to" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </div>
      <button type="submit" className="button button-secondary" disabled={exporting.isPending}>
        Export CSV
      </button>
    </form>
  );
}
