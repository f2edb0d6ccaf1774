import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { categories, customer, tools, variantDrill, wrench } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { currentLocation, history, renderApp } from '@/testing/render-app';
import type { Tool } from '@/types/api';

const address = (tool: Tool) => `/products/${tool._id}/${tool.slug}`;
const [twelveBare, eighteenBare, eighteenKit] = variantDrill.variants;
const storedCart = () => JSON.parse(localStorage.getItem('toolshop.cart') ?? '[]');
const noReviews = { reviews: [], average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
const emptyCart = { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] };

function mockToolPage(tool: Tool = variantDrill) {
  mockApi({
    [`GET /tool/${tool._id}`]: tool,
    'GET /categories': categories,
    'GET /tools': [],
    'POST /cart/quote': emptyCart,
    'GET /tool/:id/reviews': noReviews,
  });
}

const radio = (group: string, value: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name: value });

describe("a tool's page with variants", () => {
  it('waits for a value of each option, saying which, and shows the lowest price as "from"', async () => {
    mockToolPage();
    renderApp(address(variantDrill));

    expect(await screen.findByRole('group', { name: 'Voltage' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kit' })).toBeInTheDocument();
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('Choose a Voltage and Kit')).toBeInTheDocument();
    const add = await screen.findByRole('button', { name: `Add to cart: ${variantDrill.name}` });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose a Voltage and Kit');
    const buyNow = screen.getByRole('button', { name: `Buy Now: ${variantDrill.name}` });
    expect(buyNow).toBeDisabled();
    expect(buyNow).toHaveAccessibleDescription('Choose a Voltage and Kit');
    expect(currentLocation.value?.search).toBe('');
  });

  it('greys the values that cannot be bought with those chosen, saying why, yet lets them be reached', async () => {
    mockToolPage();
    const { user } = renderApp(address(variantDrill));

    // Nothing chosen: 12V sells out of its only variant that exists, but 18V has stock.
    await user.click(await screen.findByRole('radio', { name: '12V' }));
    expect(radio('Kit', 'Bare tool')).toHaveAccessibleDescription('Sold out');
    expect(radio('Kit', '2 × 2.0Ah')).toHaveAccessibleDescription('Not sold');
    expect(radio('Kit', '2 × 2.0Ah')).toBeEnabled();
    expect(radio('Kit', '2 × 2.0Ah').closest('label')).toHaveClass('option-value unavailable');
    expect(radio('Voltage', '18V')).not.toHaveAccessibleDescription();

    // A sold out variant can be chosen: the page shows it, and nothing buys it.
    await user.click(radio('Kit', 'Bare tool'));
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.queryByText('from')).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toHaveClass('availability out-of-stock');
    expect(screen.getByRole('button', { name: `Buy Now: ${variantDrill.name} (out of stock)` })).toBeDisabled();
    expect(currentLocation.value?.search).toBe(`?variant=${twelveBare._id}`);

    // A combination no variant has says so, and the address names none.
    await user.click(radio('Kit', '2 × 2.0Ah'));
    expect(screen.getByText('This combination is not sold: choose another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Buy Now: ${variantDrill.name}` })).toBeDisabled();
    expect(currentLocation.value?.search).toBe('');
    // Over 18V, 2 × 2.0Ah is sold: the 12V that would not sell it is greyed instead.
    expect(radio('Voltage', '12V')).toHaveAccessibleDescription('Not sold');
  });

  it("shows the variant chosen (price, stock, SKU, pictures, a kit's parts), names it in the address, and adds it to the cart", async () => {
    mockToolPage();
    const { user } = renderApp('/');
    history.navigate!(address(variantDrill));

    await user.click(await screen.findByRole('radio', { name: '18V' }));
    await user.click(radio('Kit', '2 × 2.0Ah'));

    expect(screen.getByText('$199.00')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toHaveClass('availability few-left');
    const kit = screen.getByRole('list', { name: 'In the kit' });
    expect(within(kit).getAllByRole('listitem').map((part) => part.textContent)).toEqual([
      '1 × Impact Drill — 18V · Bare tool',
      '2 × 2.0Ah battery',
    ]);
    const specs = screen.getByRole('table', { name: 'Specifications' });
    expect(within(specs).getByRole('row', { name: 'SKU VM-ID18-K2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enlarge: The drill with two batteries' })).toBeInTheDocument();
    expect(screen.queryByText('Choose a Voltage and Kit')).not.toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe(address(variantDrill));
    expect(currentLocation.value?.search).toBe(`?variant=${eighteenKit._id}`);
    expect(screen.getByRole('link', { name: `Buy Now: ${variantDrill.name} — 18V · 2 × 2.0Ah` })).toHaveAttribute(
      'href',
      `/purchase/${variantDrill._id}?variant=${eighteenKit._id}`,
    );
    await waitFor(() => expect(document.title).toBe(`${variantDrill.name} — 18V · 2 × 2.0Ah · Toolshop`));

    await user.click(screen.getByRole('button', { name: `Add to cart: ${variantDrill.name}` }));
    expect(storedCart()).toEqual([{ toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 }]);
    // Another variant of the same tool is a line of its own.
    await user.click(radio('Kit', 'Bare tool'));
    expect(screen.getByText('$129.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enlarge: The drill' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Add to cart: ${variantDrill.name}` }));
    expect(storedCart()).toEqual([
      { toolId: variantDrill._id, variantId: eighteenKit._id, quantity: 1 },
      { toolId: variantDrill._id, variantId: eighteenBare._id, quantity: 1 },
    ]);

    // The address was replaced, not pushed: Back leaves the page.
    history.navigate!(-1);
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/'));
  });

  it('opens with the variant its address names chosen', async () => {
    mockToolPage();
    renderApp(`${address(variantDrill)}?variant=${eighteenBare._id}`);

    await waitFor(() => expect(radio('Voltage', '18V')).toBeChecked());
    expect(radio('Kit', 'Bare tool')).toBeChecked();
    expect(screen.getByText('$129.00')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Buy Now: ${variantDrill.name} — 18V · Bare tool` })).toHaveAttribute(
      'href',
      `/purchase/${variantDrill._id}?variant=${eighteenBare._id}`,
    );
  });

  it('keeps the variant through a move to the tool’s address now', async () => {
    mockToolPage();
    renderApp(`/products/${variantDrill._id}/old-name?variant=${eighteenBare._id}`);

    await waitFor(() => expect(currentLocation.value?.pathname).toBe(address(variantDrill)));
    expect(currentLocation.value?.search).toBe(`?variant=${eighteenBare._id}`);
    await waitFor(() => expect(radio('Kit', 'Bare tool')).toBeChecked());
  });

  it('offers an option of more than eight values as a list, each value saying why it cannot be bought', async () => {
    const sizes = ['8', '9', '10', '11', '12', '13', '14', '15', '16'].map((mm) => `${mm} mm`);
    const socket: Tool = {
      ...wrench,
      _id: 'a00000000000000000000005',
      name: 'Socket',
      slug: 'socket',
      options: [{ name: 'Size', values: sizes }],
      variants: sizes.slice(0, 8).map((size, index) => ({
        _id: `f0000000000000000000010${index}`,
        options: { Size: size },
        name: size,
        price: 5,
        availableQuantity: index === 0 ? 0 : 20,
        minOrder: 1,
        pictures: [],
        parts: [],
      })),
    };
    mockToolPage(socket);
    const { user } = renderApp(address(socket));

    const list = await screen.findByRole('combobox', { name: 'Size' });
    expect(within(list).getByRole('option', { name: '8 mm (Sold out)' })).toBeEnabled();
    expect(within(list).getByRole('option', { name: '16 mm (Not sold)' })).toBeInTheDocument();
    expect(screen.getByText('Choose a Size', { selector: 'p' })).toBeInTheDocument();
    // All its variants cost the same: no "from".
    expect(screen.queryByText('from')).not.toBeInTheDocument();

    await user.selectOptions(list, '12 mm');
    expect(currentLocation.value?.search).toBe('?variant=f00000000000000000000104');
    expect(screen.getByRole('link', { name: 'Buy Now: Socket — 12 mm' })).toHaveAttribute('href', `/purchase/${socket._id}?variant=f00000000000000000000104`);
  });

  it("sends a signed-in customer's line with its variant", async () => {
    signInAs(customer);
    mockToolPage();
    mockApi({
      'GET /cart': emptyCart,
      'PUT /cart/:toolId': emptyCart,
      'GET /tool/:id/reviews/mine': reply(404, { error: 'You have not reviewed this tool' }),
    });
    const { user } = renderApp(`${address(variantDrill)}?variant=${eighteenBare._id}`);

    await user.click(await screen.findByRole('button', { name: `Add to cart: ${variantDrill.name}` }));
    await waitFor(() => expect(requestsTo('PUT', `/cart/${variantDrill._id}`)).toHaveLength(1));
    expect(requestsTo('PUT', `/cart/${variantDrill._id}`)[0].body).toEqual({ quantity: 1, variantId: eighteenBare._id });
  });
});

describe('a card of a tool with variants', () => {
  it('says "from" its lowest price when they differ, and leads to its page to choose one', async () => {
    mockApi({ 'GET /tools': [...tools, variantDrill], 'POST /cart/quote': emptyCart });
    renderApp('/');

    const card = (await screen.findByRole('heading', { name: variantDrill.name })).closest('article')!;
    expect(within(card).getByText('from')).toBeInTheDocument();
    expect(within(card).getByText('$99.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Buy Now: ${variantDrill.name}` })).toHaveAttribute('href', address(variantDrill));
    // Nothing is added to the cart before a variant is chosen.
    expect(within(card).queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    const wrenchCard = screen.getByRole('heading', { level: 3, name: wrench.name }).closest('article')!;
    expect(within(wrenchCard).queryByText('from')).not.toBeInTheDocument();
    expect(within(wrenchCard).getByRole('button', { name: `Add to cart: ${wrench.name}` })).toBeInTheDocument();
  });
});
