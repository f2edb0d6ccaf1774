import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Stats } from '@/features/orders/api/get-stats';
import { formatDateTime } from '@/lib/format';
import { admin, customer, drill, now, unpaidOrder, wrench } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// uPlot draws on a canvas, which jsdom has not: the browser journeys look at the chart.
vi.mock('@/features/orders/overview/revenue-chart', () => ({ RevenueChart: () => <div data-testid="chart" /> }));

const stats: Stats = {
  from: '2025-12-03T00:00:00Z',
  to: '2026-01-02T00:00:00Z',
  bucket: 'day',
  revenue: 1150,
  paid: 1250,
  refunded: 100,
  orders: 3,
  units: 12,
  unitsRefunded: 2,
  // The parts of revenue, refunds taken off: 1015 + 80 + 55 = 1150.
  netSales: 1015,
  taxCollected: 80,
  shipping: 55,
  discounts: 40,
  taxByName: [
    { name: 'CA sales tax', tax: 72.5 },
    { name: 'NY sales tax', tax: 7.5 },
  ],
  series: [
    { start: '2025-12-31T00:00:00Z', revenue: 1250, orders: 3 },
    { start: '2026-01-01T00:00:00Z', revenue: -100, orders: 0 },
  ],
  ordersByState: { pending: 1, paid: 2, shipped: 1, cancelled: 0, expired: 0, refunded: 1 },
  topTools: [{ toolId: drill._id, name: 'Cordless Drill', revenue: 1000, units: 10 }],
  lowStock: [{ _id: wrench._id, name: 'Wrench', availableQuantity: 3, threshold: 10 }],
  lowStockThreshold: 0,
  expiring: [unpaidOrder],
  stockAlerts: [
    {
      _id: 'a2',
      toolId: wrench._id,
      toolName: 'Wrench',
      stock: 3,
      threshold: 10,
      at: '2026-01-01T10:10:00Z',
      mailedAt: null,
    },
    {
      _id: 'a1',
      toolId: drill._id,
      toolName: 'Cordless Drill',
      stock: 9,
      threshold: 10,
      at: '2025-12-31T09:00:00Z',
      mailedAt: '2025-12-31T09:00:30Z',
    },
  ],
};

const statsRequests = () => requestsTo('GET', '/admin/stats').map((request: MockRequest) => request.search.toString());

beforeEach(() => {
  signInAs(admin);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  mockApi({ 'GET /admin/stats': stats });
});

afterEach(() => vi.useRealTimers());

describe('Overview', () => {
  it('comes first in the admins’ dashboard menu', async () => {
    renderApp('/dashboard/overview');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('Overview');
  });

  it('is not offered to customers', async () => {
    signInAs(customer);
    mockApi({ 'GET /orders': [] });
    renderApp('/dashboard/my-order');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).queryByRole('link', { name: 'Overview' })).toBeNull();
  });

  it('shows the last 30 days: figures, the series as a table, orders by state, top tools, low stock, expiring orders', async () => {
    renderApp('/dashboard/overview');
    expect(await screen.findByText('$1,150.00')).toBeInTheDocument();
    expect(statsRequests()).toEqual(['from=2025-12-03&to=2026-01-01']);
    expect(screen.getByText('$1,250.00 paid, $100.00 refunded')).toBeInTheDocument();
    // What was charged less what was refunded, in its parts, and the tax by its name.
    for (const [term, amount] of [
      ['Net sales', '$1,015.00'],
      ['Tax collected', '$80.00'],
      ['Shipping charged', '$55.00'],
    ]) {
      expect(screen.getByText(term).nextElementSibling).toHaveTextContent(amount);
    }
    expect(screen.getByText('after $40.00 of discounts')).toBeInTheDocument();
    expect(screen.getByText('Units sold').parentElement).toHaveTextContent('122 refunded');
    expect(
      within(screen.getByRole('list', { name: 'Tax by name' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CA sales tax $72.50', 'NY sales tax $7.50']);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    const series = screen.getByRole('table', { name: 'Revenue and orders paid by day' });
    expect(within(series).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayRevenueOrders',
      'Dec 31$1,250.003',
      'Jan 1-$100.000',
    ]);
    const states = screen.getByRole('heading', { name: 'Orders placed, by state' }).parentElement!;
    expect(within(states).getByText('Paid').parentElement).toHaveTextContent('Paid 2');
    expect(within(states).getByText('Pending payment').parentElement).toHaveTextContent('Pending payment 1');
    // Top tools as the server nets them: less their tax and their refunds.
    const top = screen.getByRole('table', { name: 'Top tools by revenue, net of tax and refunds' });
    expect(within(top).getByRole('row', { name: /Cordless Drill/ })).toHaveTextContent('Cordless Drill$1,000.0010');
    expect(screen.getByRole('table', { name: 'Tools low on stock' })).toHaveTextContent('Wrench');
    expect(screen.getByRole('table', { name: 'Unpaid orders about to expire' })).toHaveTextContent('#00000001');
  });

  it('downloads the invoices and credit notes of the period the figures sum up', async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockApi({ 'GET /admin/stats': stats, 'GET /admin/documents.csv': 'document\n' });
    const user = userEvent.setup();
    renderApp('/dashboard/overview');
    await user.click(await screen.findByRole('button', { name: 'Invoices and credit notes (CSV)' }));

    await vi.waitFor(() => expect(saved).toEqual(['documents-2025-12-03-to-2026-01-01.csv']));
    const [request] = requestsTo('GET', '/admin/documents.csv');
    expect(request.search.toString()).toBe('from=2025-12-03T00%3A00%3A00Z&to=2026-01-02T00%3A00%3A00Z');
    click.mockRestore();
  });

  it('asks for the period picked: 7 days, 12 months from the 1st, today, or dates', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/overview');
    await screen.findByText('$1,150.00');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: '12 months' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await vi.waitFor(() =>
      expect(statsRequests()).toEqual([
        'from=2025-12-03&to=2026-01-01',
        'from=2025-12-26&to=2026-01-01',
        'from=2025-02-01&to=2026-01-01',
        'from=2026-01-01&to=2026-01-01',
      ]),
    );
  });

  it('shows the server’s message under the date it refuses', async () => {
    mockApi({
      'GET /admin/stats': (request: MockRequest) =>
        request.search.get('from') === '2026-01-05'
          ? reply(400, { error: 'Must be after from', fields: { to: 'Must be after from' } })
          : { body: stats },
    });
    const user = userEvent.setup();
    renderApp('/dashboard/overview');
    await screen.findByText('$1,150.00');
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Must be after from')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the stock alerts, newest first, and whether the admins were mailed', async () => {
    renderApp('/dashboard/overview');
    const alerts = await screen.findByRole('table', { name: 'Stock alerts, newest first' });
    const rows = within(alerts).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Wrench', 'Cordless Drill']);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '3',
      '10',
      formatDateTime('2026-01-01T10:10:00Z'),
      'Not yet',
    ]);
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '9',
      '10',
      formatDateTime('2025-12-31T09:00:00Z'),
      formatDateTime('2025-12-31T09:00:30Z'),
    ]);
  });

  it("lists each variant low on stock as a row of its own, named by the server", async () => {
    const drillId = 'a00000000000000000000012';
    mockApi({
      'GET /admin/stats': {
        ...stats,
        lowStock: [
          { _id: drillId, variantId: 'b00000000000000000000001', name: 'Impact Drill · 12V · Bare tool', availableQuantity: 1, threshold: 5 },
          { _id: drillId, variantId: 'b00000000000000000000002', name: 'Impact Drill · 18V · Bare tool', availableQuantity: 2, threshold: 5 },
        ],
      },
    });
    // React says so when two rows have one key: each variant's row is keyed by it.
    const errors = vi.spyOn(console, 'error');
    renderApp('/dashboard/overview');
    const low = await screen.findByRole('table', { name: 'Tools low on stock' });
    const rows = within(low).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Impact Drill · 12V · Bare tool',
      'Impact Drill · 18V · Bare tool',
    ]);
    expect(errors.mock.calls.flat().join(' ')).not.toContain('same key');
  });

  it('says when no sale has raised a stock alert', async () => {
    mockApi({ 'GET /admin/stats': { ...stats, stockAlerts: [] } });
    renderApp('/dashboard/overview');
    expect(await screen.findByText('No sale has taken a tool below its threshold yet.')).toBeInTheDocument();
  });

  it('saves the low stock threshold', async () => {
    mockApi({ 'PUT /admin/settings': { lowStockThreshold: 5 } });
    const user = userEvent.setup();
    renderApp('/dashboard/overview');
    await screen.findByText('$1,150.00');
    await user.type(screen.getByLabelText('Low stock below'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Low stock threshold saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/settings')[0].body).toEqual({ lowStockThreshold: 5 });
  });
});

describe('a damaged database', () => {
  it('is shown to the admins on the Overview', async () => {
    signInAs(admin);
    mockApi({ 'GET /admin/stats': { ...stats, databaseDamage: 'database disk image is malformed' } });
    renderApp('/dashboard/overview');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The shop's database is damaged. Restore it from a backup (README, Backups) before more is lost: database disk image is malformed",
    );
  });
});
