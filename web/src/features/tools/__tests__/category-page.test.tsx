import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { handTools, powerTools } from '@/testing/data';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import { numberedTools, toolsApi } from '@/testing/tools-api';
import type { Category } from '@/types/api';

/** Power Tools with 30 tools, 24 on its first page; Garden with none. */
const power: Category = { ...powerTools, toolCount: 30 };
const garden: Category = { _id: 'd00000000000000000000003', slug: 'garden', name: 'Garden', description: '', toolCount: 0 };
const categories = [garden, handTools, power];
const catalogue = numberedTools(30).map((tool) => ({ ...tool, category: 'power-tools' }));

/** A data block of the server's page (site/templates/page.html). */
function embed(id: string, data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

/** The page's pager, by its name. */
const pager = () => within(screen.getByRole('navigation', { name: 'Pages of Power Tools' }));

describe("a category's page", () => {
  afterEach(() => {
    document.getElementById('category-tools-data')?.remove();
    document.getElementById('categories-data')?.remove();
  });

  it('starts from the answers the server embedded in it, drawing what the server drew', async () => {
    embed('categories-data', categories);
    embed('category-tools-data', { items: catalogue.slice(0, 24), offset: 0, total: 30 });
    mockApi({ 'GET /tools': toolsApi(catalogue), 'GET /categories': categories });
    renderApp('/categories/power-tools');

    // In its first render: nothing waits for the server.
    expect(screen.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeInTheDocument();
    expect(screen.getByText(power.description)).toHaveClass('category-description');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const tools = within(screen.getByRole('heading', { level: 2, name: '30 tools' }).closest('section')!);
    expect(tools.getAllByRole('article')).toHaveLength(24);
    const card = within(tools.getByRole('heading', { level: 3, name: 'Tool 1' }).closest('article')!);
    expect(card.getByText('$10.00')).toBeInTheDocument();
    expect(card.getByText('Available Quantity:').parentElement).toHaveTextContent('Available Quantity: 100');
    expect(card.getByRole('link', { name: 'Buy Now: Tool 1' })).toHaveAttribute('href', '/purchase/e00000000000000000000001');
    expect(pager().getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/categories/power-tools?page=2');
    expect(pager().queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Power Tools · Toolshop'));
    expect(requestsTo('GET', '/tools').filter((request) => request.search.get('category'))).toHaveLength(0);
  });

  it('pages through the tools with the pager, asking GET /tools 24 at a time', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue), 'GET /categories': categories });
    const { user } = renderApp('/categories/power-tools');

    expect(await screen.findByRole('heading', { level: 3, name: 'Tool 24' })).toBeInTheDocument();
    await user.click(pager().getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Tool 30' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(currentLocation.value?.search).toBe('?page=2');
    expect(pager().getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pager().queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Power Tools, page 2 · Toolshop'));
    expect(requestsTo('GET', '/tools').map((request) => request.search.toString())).toContain('category=power-tools&limit=24&offset=24');

    await user.click(pager().getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Tool 1' })).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('');
  });

  it('says a category without tools has none yet, with no pager', async () => {
    mockApi({ 'GET /categories': categories });
    renderApp('/categories/garden');

    expect(await screen.findByText('This category has no tools yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Garden' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of Garden' })).not.toBeInTheDocument();
  });

  it.each(['/categories/no-such-shelf', '/categories/power-tools?page=3', '/categories/power-tools?page=0', '/categories/power-tools?page=x'])(
    'is the 404 page at %s, as the server answers',
    async (path) => {
      mockApi({ 'GET /tools': toolsApi(catalogue), 'GET /categories': categories });
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );
});

describe('the categories in the menu and on the home page', () => {
  it('lists those that hold tools in the menu, each leading to its page', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue), 'GET /categories': categories });
    const { user } = renderApp('/');

    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(await menu.findByText('Categories'));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Power Tools', 'Blogs', 'My Portfolio', 'Login']);
    await user.click(menu.getByRole('link', { name: 'Power Tools' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Power Tools' })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/categories/power-tools');
    expect(screen.getByText('Categories').closest('details')).not.toHaveAttribute('open');
  });

  it('shows "Shop by category" under the banner, with each count', async () => {
    mockApi({ 'GET /categories': categories });
    renderApp('/');

    const row = within((await screen.findByRole('heading', { level: 2, name: 'Shop by category' })).closest('section')!);
    expect(row.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Power Tools 30 tools', '/categories/power-tools'],
    ]);
  });
});
