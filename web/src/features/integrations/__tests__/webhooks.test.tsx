import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

import type { WebhookDelivery, WebhookEndpoint } from '../api/get-webhooks';

const delivered: WebhookDelivery = {
  _id: 'd00000000000000000000001',
  endpointId: 'e00000000000000000000001',
  eventId: 'evt_1',
  type: 'order.paid',
  status: 'delivered',
  attempts: 1,
  statusCode: 200,
  createdAt: '2026-03-01T10:00:00Z',
  lastAttemptAt: '2026-03-01T10:00:01Z',
};
const retrying: WebhookDelivery = {
  ...delivered,
  _id: 'd00000000000000000000002',
  eventId: 'evt_2',
  type: 'stock.low',
  status: 'retrying',
  attempts: 2,
  statusCode: 0,
  error: 'Could not connect',
  nextAttemptAt: '2026-03-01T10:05:00Z',
};
const erp: WebhookEndpoint = {
  _id: 'e00000000000000000000001',
  url: 'https://erp.example.com/hooks',
  events: ['order.paid', 'stock.low'],
  description: 'ERP',
  createdAt: '2026-03-01T09:00:00Z',
  disabledAt: null,
  failing: false,
  lastDelivery: delivered,
};
const failing: WebhookEndpoint = {
  ...erp,
  _id: 'e00000000000000000000002',
  url: 'https://old.example.com/in',
  description: '',
  disabledAt: '2026-03-04T10:00:00Z',
  failing: true,
  lastDelivery: null,
};

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /admin/webhooks': [erp, failing], 'GET /admin/api-keys': [] });
});

describe('Integrations: webhooks', () => {
  it('is in the admin menu and lists each endpoint with its events, state and newest delivery', async () => {
    renderApp('/dashboard/integrations');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const [first, second] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(within(first).getByRole('heading', { name: 'https://erp.example.com/hooks' })).toBeInTheDocument();
    expect(within(first).getByText('On')).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Events' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'order.paid',
      'stock.low',
    ]);
    expect(within(first).getByText(/Last delivery: Order paid,/)).toHaveTextContent('Delivered (200)');
    expect(within(second).getByText('Off')).toBeInTheDocument();
    expect(within(second).getByText(/its deliveries failed for three days/)).toBeInTheDocument();
    expect(within(second).getByText('Last delivery: none yet')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Send a test event' })).toBeDisabled();
  });

  it('adds an endpoint, checks it before sending, and shows its secret once with Copy', async () => {
    mockApi({
      'POST /admin/webhooks': ({ body }: MockRequest) =>
        (body as { url: string }).url.includes('10.0.0.1')
          ? reply(400, { error: 'Private, loopback and link-local addresses are not allowed', fields: { url: 'Private, loopback and link-local addresses are not allowed' } })
          : reply(201, { acknowledged: true, insertedId: 'e00000000000000000000003', secret: 'whsec_abc123' }),
    });
    const { user } = renderApp('/dashboard/integrations');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(within(dialog).getByLabelText('URL')).toHaveAccessibleDescription(/URL is required/);
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(requestsTo('POST', '/admin/webhooks')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('URL'), 'https://10.0.0.1/hooks');
    await user.click(within(dialog).getByLabelText('Order shipped (order.shipped)'));
    await user.click(within(dialog).getByLabelText('Tool created (tool.created)'));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Private, loopback and link-local addresses are not allowed')).toBeInTheDocument();

    const url = within(dialog).getByLabelText('URL');
    await user.clear(url);
    await user.type(url, 'https://wms.example.com/in');
    await user.type(within(dialog).getByLabelText('Description'), ' Warehouse ');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: "The endpoint's signing secret" });
    expect(within(secret).getByLabelText('Signing secret')).toHaveTextContent('whsec_abc123');
    expect(requestsTo('POST', '/admin/webhooks')[1].body).toEqual({
      url: 'https://wms.example.com/in',
      description: 'Warehouse',
      events: ['order.shipped', 'tool.created'],
      enabled: true,
    });
    await user.click(within(secret).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Secret copied')).toBeInTheDocument();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('whsec_abc123');
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('whsec_abc123')).not.toBeInTheDocument();
  });

  it('shows the delivery log, sends a test event and a delivery again', async () => {
    mockApi({
      'GET /admin/webhooks/:id/deliveries': reply(200, [retrying, delivered], { 'X-Total-Count': '2' }),
      'POST /admin/webhooks/:id/test': reply(201, { acknowledged: true, insertedId: 'd00000000000000000000003' }),
      'POST /admin/webhook-deliveries/:id/resend': { modifiedCount: 1 },
    });
    const { user } = renderApp('/dashboard/integrations');
    const card = (await screen.findByRole('heading', { name: 'https://erp.example.com/hooks' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const log = await within(card).findByRole('table', { name: 'Deliveries to https://erp.example.com/hooks' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Stock lowstock.low');
    expect(rows[0]).toHaveTextContent('Retrying');
    expect(rows[0]).toHaveTextContent('Could not connect');
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('Delivered');
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('200');

    await user.click(within(rows[0]).getByRole('button', { name: 'Send again stock.low evt_2' }));
    expect(await screen.findByText('Stock low sent again')).toBeInTheDocument();
    expect(requestsTo('POST', `/admin/webhook-deliveries/${retrying._id}/resend`)).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText('Test event sent to https://erp.example.com/hooks')).toBeInTheDocument();
    expect(requestsTo('POST', `/admin/webhooks/${erp._id}/test`)).toHaveLength(1);
  });

  it('switches an endpoint on and off, edits it and deletes it after asking', async () => {
    mockApi({
      'PUT /admin/webhooks/:id': { modifiedCount: 1 },
      'DELETE /admin/webhooks/:id': { deletedCount: 1 },
    });
    const { user } = renderApp('/dashboard/integrations');
    const old = (await screen.findByRole('heading', { name: 'https://old.example.com/in' })).closest('li')!;
    await user.click(within(old).getByRole('button', { name: 'Switch on' }));
    await waitFor(() => expect(requestsTo('PUT', `/admin/webhooks/${failing._id}`)).toHaveLength(1));
    expect(requestsTo('PUT', `/admin/webhooks/${failing._id}`)[0].body).toEqual({
      url: failing.url,
      description: '',
      events: failing.events,
      enabled: true,
    });

    await user.click(screen.getByRole('button', { name: 'Edit https://erp.example.com/hooks' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit https://erp.example.com/hooks' });
    await user.click(within(dialog).getByLabelText('Stock low (stock.low)'));
    await user.click(within(dialog).getByLabelText('On: post events to it'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Endpoint updated')).toBeInTheDocument();
    expect(requestsTo('PUT', `/admin/webhooks/${erp._id}`)[0].body).toEqual({
      url: erp.url,
      description: 'ERP',
      events: ['order.paid'],
      enabled: false,
    });

    await user.click(screen.getByRole('button', { name: 'Delete https://erp.example.com/hooks' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('https://erp.example.com/hooks deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/admin/webhooks/${erp._id}`)).toHaveLength(1);
  });
});
