import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

it("keeps the words typed into the server's box before the app started, and the caret", async () => {
  // The page the server wrote: its search box, typed into, before the app's modules run.
  const serverBox = document.createElement('input');
  serverBox.id = 'search-q';
  serverBox.type = 'search';
  document.body.append(serverBox);
  serverBox.focus();
  serverBox.value = 'clamp';
  const { renderApp } = await import('@/testing/render-app');

  renderApp('/');

  const box = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search tools' });
  expect(box).toHaveValue('clamp');
  expect(box).toHaveFocus();
  serverBox.remove();
});
