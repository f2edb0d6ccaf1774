import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { drill, wrench } from '@/testing/data';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { currentLocation, history, renderApp } from '@/testing/render-app';
import { numberedTools, toolsApi } from '@/testing/tools-api';

const powerDrill = { ...drill, category: 'power-tools' };
const soldOutDrill = {
  ...drill,
  _id: 'a00000000000000000000003',
  name: 'Hammer Drill',
  price: 90,
  availableQuantity: 0,
  category: 'power-tools',
};
const handWrench = { ...wrench, category: 'hand-tools' };
const catalogue = [powerDrill, handWrench, soldOutDrill];

/** GET /tools/facets of the catalogue: its counts as the server would give them for 'drill'. */
const facets = {
  total: 2,
  brands: [
    { slug: 'kestrel', name: 'Kestrel', count: 1 },
    { slug: 'voltmark', name: 'Voltmark', count: 1 },
  ],
  categories: [
    { slug: 'hand-tools', name: 'Hand Tools', count: 1 },
    { slug: 'power-tools', name: 'Power Tools', count: 2 },
  ],
  specs: [],
  price: { min: 90, max: 120 },
  ratings: [],
  inStock: 1,
};

const filterPanel = () => within(screen.getByRole('region', { name: 'Filters' }));
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const expectFound = (count: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(count));
const lastToolsQuery = () => requestsTo('GET', '/tools').at(-1)!.search;

describe('search', () => {
  it('goes from the top bar box to the results page of the words typed', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue) });
    const { user } = renderApp('/');

    const box = within(screen.getByRole('search'));
    await user.type(box.getByRole('searchbox', { name: 'Search tools' }), 'drill{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: "Results for 'drill'" })).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/search');
    expect(currentLocation.value?.search).toBe('?q=drill');
    await expectFound('2 tools found');
    expect(cardNames()).toEqual(['Cordless Drill', 'Hammer Drill']);
    expect(lastToolsQuery().get('q')).toBe('drill');
    await waitFor(() => expect(document.title).toBe("Results for 'drill' · Toolshop"));
    expect(box.getByRole('searchbox')).toHaveValue('drill');
  });

  it('keeps its filters and sort in the URL, and the back button undoes them', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue), 'GET /tools/facets': facets });
    const { user } = renderApp('/search?q=drill');
    await expectFound('2 tools found');
    const panel = filterPanel();

    await user.click(await panel.findByRole('checkbox', { name: 'In stock only, 1 tool' }));
    await expectFound('1 tool found');
    expect(currentLocation.value?.search).toBe('?q=drill&inStock=true');
    expect(cardNames()).toEqual(['Cordless Drill']);

    await user.click(panel.getByRole('radio', { name: 'Power Tools, 2 tools' }));
    expect(currentLocation.value?.search).toBe('?q=drill&inStock=true&category=power-tools');
    await waitFor(() => expect(lastToolsQuery().get('category')).toBe('power-tools'));
    expect(lastToolsQuery().get('inStock')).toBe('true');
    expect(requestsTo('GET', '/tools/facets').at(-1)!.search.toString()).toBe('q=drill&category=power-tools&inStock=true');

    // Back: the category goes, the in-stock filter stays.
    void history.navigate!(-1);
    await waitFor(() => expect(panel.getByRole('radio', { name: 'All categories' })).toBeChecked());
    expect(currentLocation.value?.search).toBe('?q=drill&inStock=true');
    expect(panel.getByRole('checkbox', { name: 'In stock only, 1 tool' })).toBeChecked();
    void history.navigate!(-1);
    await waitFor(() => expect(panel.getByRole('checkbox', { name: 'In stock only, 1 tool' })).not.toBeChecked());
    await expectFound('2 tools found');
  });

  it('filters by several brands at once, kept in the URL', async () => {
    const kestrelDrill = { ...soldOutDrill, brand: 'Kestrel' };
    mockApi({ 'GET /tools': toolsApi([powerDrill, handWrench, kestrelDrill]), 'GET /tools/facets': facets });
    const { user } = renderApp('/search?q=drill');
    await expectFound('2 tools found');
    const panel = filterPanel();

    await user.click(await panel.findByRole('checkbox', { name: 'Voltmark, 1 tool' }));
    await expectFound('1 tool found');
    expect(currentLocation.value?.search).toBe('?q=drill&brand=voltmark');
    expect(cardNames()).toEqual(['Cordless Drill']);
    await user.click(panel.getByRole('checkbox', { name: 'Kestrel, 1 tool' }));
    await expectFound('2 tools found');
    expect(currentLocation.value?.search).toBe('?q=drill&brand=voltmark&brand=kestrel');
    expect(lastToolsQuery().getAll('brand')).toEqual(['voltmark', 'kestrel']);
    expect(panel.getByRole('checkbox', { name: 'Voltmark, 1 tool' })).toBeChecked();
  });

  it('sorts by price, name or relevance, as the URL says', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue) });
    const { user } = renderApp('/search?q=drill');
    await expectFound('2 tools found');
    expect(screen.getByLabelText('Sort by')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Relevance' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(currentLocation.value?.search).toBe('?q=drill&sort=price');
    await waitFor(() => expect(cardNames()).toEqual(['Hammer Drill', 'Cordless Drill']));
    expect(lastToolsQuery().get('sort')).toBe('price');
  });

  it('opens a shared address with its filters already set', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue), 'GET /tools/facets': facets });
    renderApp('/search?category=hand-tools&inStock=true&sort=name');

    expect(await screen.findByRole('heading', { level: 1, name: 'All tools' })).toBeInTheDocument();
    await expectFound('1 tool found');
    expect(cardNames()).toEqual([wrench.name]);
    const panel = filterPanel();
    expect(await panel.findByRole('radio', { name: 'Hand Tools, 1 tool' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'In stock only, 1 tool' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
  });

  it('pages its results like Home', async () => {
    mockApi({ 'GET /tools': toolsApi(numberedTools(30)) });
    const { user } = renderApp('/search?q=tool');

    await expectFound('30 tools found');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more tools' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(lastToolsQuery().toString()).toBe('q=tool&limit=24&offset=24');
  });

  it('says what words found nothing, and leads to every tool', async () => {
    mockApi({ 'GET /tools': toolsApi(catalogue) });
    const { user } = renderApp('/search?q=xyz');

    expect(await screen.findByRole('heading', { name: "No tools match 'xyz'" })).toBeInTheDocument();
    await expectFound('0 tools found');
    await user.click(screen.getByRole('link', { name: 'See all tools' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All tools' })).toBeInTheDocument();
    await expectFound('3 tools found');
    expect(currentLocation.value?.search).toBe('');
  });
});
