import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => signInAs(customer));

describe('My Profile', () => {
  it('requires every field', async () => {
    mockApi({ 'GET /userprofile/:email': reply(404, { error: 'Not found' }) });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));

    expect(screen.getByText('Education is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Number is required')).toBeInTheDocument();
    expect(screen.getByText('Linked in profile link is required')).toBeInTheDocument();
  });

  it("shows the server's message about the link under its input", async () => {
    const message = 'Must be one line, without control characters';
    mockApi({
      'GET /userprofile/:email': reply(404, { error: 'Not found' }),
      'PUT /userprofile/:email': reply(400, { error: message, fields: { profile: message } }),
    });
    const { user } = renderApp('/dashboard');
    await user.type(await screen.findByLabelText('Education'), 'BSc');
    await user.type(screen.getByLabelText('City'), 'York');
    await user.type(screen.getByLabelText('Phone number'), '555-0100');
    await user.type(screen.getByLabelText('LinkedIn profile link'), 'https://www.linkedin.com/in/carol');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(screen.getByLabelText('LinkedIn profile link')).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the saved profile and saves changes', async () => {
    mockApi({
      'GET /userprofile/:email': {
        email: customer.email,
        name: customer.name,
        education: 'BSc',
        city: 'Leeds',
        number: '555-0100',
        profile: 'https://www.linkedin.com/in/carol',
      },
      'PUT /userprofile/:email': { modifiedCount: 1 },
    });
    const { user } = renderApp('/dashboard');

    const city = await screen.findByLabelText('City');
    expect(city).toHaveValue('Leeds');
    await user.clear(city);
    await user.type(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(requestsTo('PUT', `/userprofile/${customer.email}`)[0].body).toEqual({
      name: customer.name,
      education: 'BSc',
      city: 'York',
      number: '555-0100',
      profile: 'https://www.linkedin.com/in/carol',
    });
  });
});
