import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { customer } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => signInAs(customer));

describe('Add Review', () => {
  it('requires ratings and a description', async () => {
    const { user } = renderApp('/dashboard/add-review');
    await user.click(await screen.findByRole('button', { name: 'Add Review' }));

    expect(screen.getByText('Ratings is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
  });

  it.each(['0', '6'])('keeps ratings between 1 and 5 (%s)', async (ratings) => {
    const { user } = renderApp('/dashboard/add-review');
    await user.type(await screen.findByLabelText('Ratings (1 to 5)'), ratings);
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(screen.getByText('Give Rating number Between 1 to 5')).toBeInTheDocument();
  });

  it('posts the review under the account name', async () => {
    mockApi({ 'POST /ratings': reply(201, { acknowledged: true, insertedId: 'b00000000000000000000009' }) });
    const { user } = renderApp('/dashboard/add-review');
    expect(await screen.findByLabelText('Your name')).toHaveValue(customer.name);
    await user.type(screen.getByLabelText('Ratings (1 to 5)'), '4');
    await user.type(screen.getByLabelText('Description'), 'Sturdy and well priced.');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review updated successfully')).toBeInTheDocument();
    expect(requestsTo('POST', '/ratings')[0].body).toEqual({
      name: customer.name,
      ratings: 4,
      description: 'Sturdy and well priced.',
    });
  });
});
