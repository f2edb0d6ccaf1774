import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { drill, wrench } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { toolsApi } from '@/testing/tools-api';

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article')!;

describe('the rating on a tool card', () => {
  it.each(['/', '/search'])('on %s shows the stars and count of a reviewed tool, nothing without reviews', async (page) => {
    mockApi({
      'GET /tools': toolsApi([
        { ...drill, rating: { average: 4.5, count: 12 } },
        { ...wrench, rating: { average: 0, count: 0 } },
      ]),
    });
    renderApp(page);

    await screen.findByRole('heading', { level: 3, name: drill.name });
    expect(within(card(drill.name)).getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' })).toBeInTheDocument();
    expect(within(card(wrench.name)).queryByRole('img', { name: /out of 5 stars/ })).not.toBeInTheDocument();
  });
});
