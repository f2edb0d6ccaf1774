import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, customer, users } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /user': users });
});

describe('Make Admin', () => {
  it('offers the button only to users who are not admins', async () => {
    renderApp('/dashboard/make-admin');
    await screen.findByRole('table');

    expect(within(rowOf(admin.email)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf(customer.email)).getByRole('button', { name: /Make Admin/ })).toBeInTheDocument();
  });

  it('makes a user an admin', async () => {
    mockApi({ 'PUT /user/admin/:email': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/make-admin');
    await user.click(await screen.findByRole('button', { name: `Make Admin: ${customer.email}` }));

    expect(await screen.findByText('Successfully make this user an admin')).toBeInTheDocument();
    expect(requestsTo('PUT', `/user/admin/${customer.email}`)).toHaveLength(1);
  });

  it('says "You can not make an admin" on 403', async () => {
    mockApi({ 'PUT /user/admin/:email': reply(403, { error: 'Forbidden' }) });
    const { user } = renderApp('/dashboard/make-admin');
    await user.click(await screen.findByRole('button', { name: `Make Admin: ${customer.email}` }));

    expect(await screen.findByText('You can not make an admin')).toBeInTheDocument();
  });
});
