import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { drill } from '@/testing/data';
import { mockApi, requestsTo, type MockRequest } from '@/testing/mock-api';
import { currentLocation, history, renderApp } from '@/testing/render-app';
import { toolsApi } from '@/testing/tools-api';
import type { Tool } from '@/types/api';

/** An impact tool of the catalogue below: 18V unless told, on the brand's platform of its voltage. */
function impactTool(id: number, name: string, brand: string, price: number, overrides: Partial<Tool> = {}): Tool {
  const voltage = overrides.specs?.[0]?.value ?? '18V';
  return {
    ...drill,
    _id: `f${String(id).padStart(23, '0')}`,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    description: 'An impact tool.',
    brand,
    price,
    rating: { average: 4.5, count: 2 },
    specs: [
      { name: 'Voltage', value: voltage },
      { name: 'Battery platform', value: `${brand} ${voltage}` },
    ],
    ...overrides,
  };
}

const catalogue = [
  impactTool(1, 'Voltmark Impact Driver', 'Voltmark', 109.5),
  impactTool(2, 'Voltmark Impact Wrench', 'Voltmark', 249),
  impactTool(3, 'Kestrel Impact Wrench', 'Kestrel', 189, { rating: { average: 3, count: 1 } }),
  impactTool(4, 'Voltmark Compact Impact Driver', 'Voltmark', 79, {
    specs: [
      { name: 'Voltage', value: '12V' },
      { name: 'Battery platform', value: 'Voltmark 12V' },
    ],
    availableQuantity: 0,
    rating: { average: 0, count: 0 },
  }),
];

const toolsOfWords = toolsApi(catalogue);
const tools = (request: MockRequest) => {
  const search = new URLSearchParams(request.search);
  if (search.get('q') === 'impact gun') search.set('q', 'impact');
  return toolsOfWords({ ...request, search });
};
/** How many tools the fake GET /tools finds for a request's parameters. */
const found = (request: MockRequest) => Number(tools(request).headers['X-Total-Count']);

/**
 * GET /tools/facets as the server answers a search for impact tools: the counts of the catalogue
 * above with no filter chosen, the total of what the parameters find, and the words it ran.
 */
const facets = (request: MockRequest) => ({
  body: {
    total: found(request),
    brands: [
      { slug: 'kestrel', name: 'Kestrel', count: 1 },
      { slug: 'voltmark', name: 'Voltmark', count: 3 },
    ],
    categories: [],
    specs: [
      {
        name: 'Voltage',
        values: [
          { value: '18V', count: 3 },
          { value: '12V', count: 1 },
          { value: '36V', count: 0 },
        ],
      },
      {
        name: 'Battery platform',
        values: [
          { value: 'Voltmark 18V', count: 2 },
          { value: 'Kestrel 18V', count: 1 },
          { value: 'Voltmark 12V', count: 1 },
        ],
      },
      { name: 'Chuck size', values: [] },
    ],
    price: { min: 79, max: 249 },
    ratings: [
      { atLeast: 4, count: 2 },
      { atLeast: 3, count: 3 },
      { atLeast: 2, count: 0 },
    ],
    inStock: 3,
    showing: request.search.get('q') === 'impact gun' ? 'impact wrench' : undefined,
  },
});

/** The fake GET /tools and GET /tools/facets; "impact gun" finds what "impact" does, as a synonym. */
const impactSearch = () => ({ 'GET /tools': tools, 'GET /tools/facets': facets });

const panel = () => within(screen.getByRole('region', { name: 'Filters' }));
const chips = () => within(screen.getByRole('list', { name: 'Chosen filters' }));
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const expectFound = (count: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(count));
const lastQuery = (path: string) => requestsTo('GET', path).at(-1)!.search.toString();

describe('the search filters', () => {
  it('shows each spec value with its count, and says which words it searched', async () => {
    mockApi(impactSearch());
    renderApp('/search?q=impact+gun');
    await expectFound('4 tools found');

    expect(await screen.findByText('Showing results for')).toHaveTextContent('Showing results for impact wrench');
    const voltage = within(panel().getByRole('group', { name: 'Voltage' }));
    expect(voltage.getByRole('checkbox', { name: '18V, 3 tools' })).toBeEnabled();
    expect(voltage.getByRole('checkbox', { name: '12V, 1 tool' })).toBeEnabled();
    // A value that leaves no tool cannot be chosen.
    expect(voltage.getByRole('checkbox', { name: '36V, 0 tools' })).toBeDisabled();
    expect(panel().getByRole('group', { name: 'Battery platform' })).toBeInTheDocument();
    // A specification none of these tools has is no group.
    expect(panel().queryByRole('group', { name: 'Chuck size' })).not.toBeInTheDocument();
    expect(panel().getByRole('spinbutton', { name: 'Min ($)' })).toHaveAttribute('placeholder', '79');
    expect(panel().getByRole('spinbutton', { name: 'Max ($)' })).toHaveAttribute('placeholder', '249');
    // A rating that leaves none is not offered.
    expect(panel().getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent)).toHaveLength(2);
    expect(panel().getByRole('link', { name: '4 stars and up, 2 tools' })).toHaveTextContent('4★ & up');
    expect(panel().getByRole('link', { name: '3 stars and up, 3 tools' })).toBeInTheDocument();
  });

  it('narrows by voltage, platform and price, as chips; Back takes each away again', async () => {
    mockApi(impactSearch());
    const { user } = renderApp('/search?q=impact+gun');
    await expectFound('4 tools found');

    await user.click(await panel().findByRole('checkbox', { name: '18V, 3 tools' }));
    await expectFound('3 tools found');
    await user.click(panel().getByRole('checkbox', { name: 'Voltmark 18V, 2 tools' }));
    await expectFound('2 tools found');
    const max = panel().getByRole('spinbutton', { name: 'Max ($)' });
    await user.type(max, '200{Enter}');
    await expectFound('1 tool found');

    expect(cardNames()).toEqual(['Voltmark Impact Driver']);
    const address = '?q=impact+gun&spec=Voltage%3A18V&spec=Battery+platform%3AVoltmark+18V&priceMax=200';
    expect(currentLocation.value?.search).toBe(address);
    // The results and the counts are asked with the same filters.
    expect(lastQuery('/tools/facets')).toBe('q=impact+gun&spec=Voltage%3A18V&spec=Battery+platform%3AVoltmark+18V&priceMax=200');
    expect(lastQuery('/tools')).toBe(
      'q=impact+gun&spec=Voltage%3A18V&spec=Battery+platform%3AVoltmark+18V&priceMax=200&limit=24&offset=0',
    );
    expect(chips().getAllByRole('listitem').map((chip) => chip.firstChild?.textContent)).toEqual([
      'Voltage: 18V',
      'Battery platform: Voltmark 18V',
      'Under $200',
    ]);

    void history.navigate!(-1);
    await expectFound('2 tools found');
    expect(panel().getByRole('spinbutton', { name: 'Max ($)' })).toHaveValue(null);
    expect(panel().getByRole('checkbox', { name: 'Voltmark 18V, 2 tools' })).toBeChecked();
    void history.navigate!(1);
    await expectFound('1 tool found');
    expect(panel().getByRole('spinbutton', { name: 'Max ($)' })).toHaveValue(200);

    await user.click(chips().getByRole('button', { name: 'Remove Battery platform: Voltmark 18V' }));
    await expectFound('2 tools found');
    expect(currentLocation.value?.search).toBe('?q=impact+gun&spec=Voltage%3A18V&priceMax=200');
    expect(panel().getByRole('checkbox', { name: 'Voltmark 18V, 2 tools' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await expectFound('4 tools found');
    expect(currentLocation.value?.search).toBe('?q=impact+gun');
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it('applies a price when its field is left or by Apply, and only what changed', async () => {
    mockApi(impactSearch());
    const { user } = renderApp('/search?q=impact');
    await expectFound('4 tools found');

    const min = await panel().findByRole('spinbutton', { name: 'Min ($)' });
    await user.type(min, '100');
    expect(currentLocation.value?.search).toBe('?q=impact');
    await user.tab();
    await expectFound('3 tools found');
    expect(currentLocation.value?.search).toBe('?q=impact&priceMin=100');
    expect(chips().getByText('From $100')).toBeInTheDocument();

    const entries = requestsTo('GET', '/tools').length;
    await user.click(panel().getByRole('button', { name: 'Apply' }));
    expect(currentLocation.value?.search).toBe('?q=impact&priceMin=100');
    expect(requestsTo('GET', '/tools')).toHaveLength(entries);

    await user.type(panel().getByRole('spinbutton', { name: 'Max ($)' }), '199.99');
    await user.click(panel().getByRole('button', { name: 'Apply' }));
    await expectFound('2 tools found');
    expect(currentLocation.value?.search).toBe('?q=impact&priceMin=100&priceMax=199.99');
  });

  it('filters by stars with the links of the ratings, several brands and stock', async () => {
    mockApi(impactSearch());
    const { user } = renderApp('/search?q=impact');
    await expectFound('4 tools found');

    await user.click(await panel().findByRole('link', { name: '4 stars and up, 2 tools' }));
    await expectFound('2 tools found');
    expect(currentLocation.value?.search).toBe('?q=impact&ratingMin=4');
    expect(panel().getByRole('link', { name: '4 stars and up, 2 tools' })).toHaveAttribute('aria-current', 'true');
    expect(chips().getByText('4★ & up')).toBeInTheDocument();

    await user.click(panel().getByRole('link', { name: '3 stars and up, 3 tools' }));
    await expectFound('3 tools found');
    await user.click(panel().getByRole('checkbox', { name: 'Kestrel, 1 tool' }));
    await expectFound('1 tool found');
    expect(chips().getByText('Brand: Kestrel')).toBeInTheDocument();
    await user.click(panel().getByRole('checkbox', { name: 'In stock only, 3 tools' }));
    expect(currentLocation.value?.search).toBe('?q=impact&ratingMin=3&brand=kestrel&inStock=true');
    await waitFor(() => expect(lastQuery('/tools/facets')).toBe('q=impact&brand=kestrel&ratingMin=3&inStock=true'));
  });

  it('brings back a shared address with every filter chosen', async () => {
    mockApi(impactSearch());
    renderApp('/search?q=impact&brand=voltmark&spec=Voltage:18V&priceMin=50&priceMax=300&ratingMin=4&inStock=true');

    await expectFound('2 tools found');
    expect(await panel().findByRole('checkbox', { name: 'Voltmark, 3 tools' })).toBeChecked();
    expect(panel().getByRole('checkbox', { name: '18V, 3 tools' })).toBeChecked();
    expect(panel().getByRole('checkbox', { name: '12V, 1 tool' })).not.toBeChecked();
    expect(panel().getByRole('spinbutton', { name: 'Min ($)' })).toHaveValue(50);
    expect(panel().getByRole('spinbutton', { name: 'Max ($)' })).toHaveValue(300);
    expect(panel().getByRole('link', { name: '4 stars and up, 2 tools' })).toHaveAttribute('aria-current', 'true');
    expect(panel().getByRole('checkbox', { name: 'In stock only, 3 tools' })).toBeChecked();
    expect(chips().getAllByRole('listitem').map((chip) => chip.firstChild?.textContent)).toEqual([
      'Brand: Voltmark',
      'Voltage: 18V',
      'From $50',
      'Under $300',
      '4★ & up',
      'In stock only',
    ]);
  });

  it('says when the filters leave nothing, and what taking each away brings back', async () => {
    mockApi(impactSearch());
    const { user } = renderApp('/search?q=impact&spec=Voltage:12V&inStock=true');

    expect(await screen.findByRole('heading', { name: 'No tools match these filters' })).toBeInTheDocument();
    await expectFound('0 tools found');
    const ways = within(screen.getByRole('heading', { name: 'No tools match these filters' }).parentElement!);
    expect(await ways.findByRole('button', { name: 'Remove Voltage: 12V (3 tools)' })).toBeInTheDocument();
    expect(await ways.findByRole('button', { name: 'Remove In stock only (1 tool)' })).toBeInTheDocument();
    expect(await ways.findByRole('button', { name: 'Clear all filters (4 tools)' })).toBeInTheDocument();
    expect(requestsTo('GET', '/tools/facets').map((request) => request.search.toString())).toEqual(
      expect.arrayContaining(['q=impact&spec=Voltage%3A12V', 'q=impact&inStock=true', 'q=impact']),
    );

    await user.click(ways.getByRole('button', { name: 'Remove In stock only (1 tool)' }));
    await expectFound('1 tool found');
    expect(cardNames()).toEqual(['Voltmark Compact Impact Driver']);
    expect(currentLocation.value?.search).toBe('?q=impact&spec=Voltage%3A12V');
  });

  it('opens the filters in a sheet from the Filters button, which shows the tools found', async () => {
    mockApi(impactSearch());
    const { user } = renderApp('/search?q=impact&brand=kestrel');
    await expectFound('1 tool found');

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(await sheet.findByRole('checkbox', { name: 'Kestrel, 1 tool' })).toBeChecked();
    await user.click(sheet.getByRole('checkbox', { name: 'Voltmark, 3 tools' }));
    expect(await sheet.findByRole('button', { name: 'Show 4 tools' })).toBeInTheDocument();
    expect(currentLocation.value?.search).toBe('?q=impact&brand=kestrel&brand=voltmark');
    await user.click(sheet.getByRole('button', { name: 'Show 4 tools' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFound('4 tools found');

    // Escape closes it too, and Clear all in it takes every filter away.
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    fireEvent(screen.getByRole('dialog', { name: 'Filters' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Clear all' }));
    expect(currentLocation.value?.search).toBe('?q=impact');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
