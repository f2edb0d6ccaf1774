import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { categories, drill, wrench } from '@/testing/data';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import type { Tool } from '@/types/api';

const address = (tool: Tool) => `/products/${tool._id}/${tool.slug}`;
const storedCart = () => JSON.parse(localStorage.getItem('toolshop.cart') ?? '[]');
const quote = () => ({ body: { lines: [], subtotal: 0, count: 0, discount: 0, parts: [] } });
/** A tool's reviews when it has none: the page's reviews section reads them after the page. */
const noReviews = { reviews: [], average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** The data block the server's page holds the tool's answer in (site/toolpage.go). */
function embed(tool: Tool) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'tool-data';
  block.textContent = JSON.stringify(tool);
  document.body.append(block);
}

describe("a tool's page", () => {
  afterEach(() => document.getElementById('tool-data')?.remove());

  it('starts from the answer the server embedded in it, without asking for the tool again', async () => {
    const powerDrill = { ...drill, category: 'power-tools' };
    embed(powerDrill);
    mockApi({ 'GET /categories': categories, 'GET /tools': [], 'POST /cart/quote': quote, 'GET /tool/:id/reviews': noReviews });
    renderApp(address(drill));

    expect(screen.getByRole('heading', { level: 1, name: drill.name })).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toHaveClass('availability in-stock');
    expect(screen.getByText('Minimum order: 10')).toBeInTheDocument();
    expect(screen.getByText(drill.description)).toBeInTheDocument();
    // Its pictures, the first large, and its specifications.
    expect(screen.getByRole('button', { name: 'Enlarge: The drill from the side' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'The battery' })).toBeInTheDocument();
    const specs = screen.getByRole('table', { name: 'Specifications' });
    expect(within(specs).getByRole('row', { name: 'Brand Voltmark' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'Voltage 18 V' })).toBeInTheDocument();
    // Its reviews, read after the page.
    expect(await screen.findByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(breadcrumb).findByRole('link', { name: 'Power Tools' })).toHaveAttribute('href', '/categories/power-tools');
    expect(screen.getByRole('link', { name: `Buy Now: ${drill.name}` })).toHaveAttribute('href', `/purchase/${drill._id}`);
    await waitFor(() => expect(document.title).toBe(`${drill.name} · Toolshop`));
    expect(requestsTo('GET', `/tool/${drill._id}`)).toHaveLength(0);
  });

  it('asks for the tool when reached from another page, and adds the quantity stepped to the cart', async () => {
    const few = { ...drill, minOrder: 10, availableQuantity: 12 };
    mockApi({ [`GET /tool/${drill._id}`]: few, 'GET /categories': categories, 'GET /tools': [], 'POST /cart/quote': quote, 'GET /tool/:id/reviews': noReviews });
    const { user } = renderApp(address(drill));

    const field = await screen.findByLabelText('Quantity');
    expect(field).toHaveValue('10');
    const fewer = screen.getByRole('button', { name: `One fewer: ${drill.name}` });
    const more = screen.getByRole('button', { name: `One more: ${drill.name}` });
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(field).toHaveValue('12');
    expect(more).toBeDisabled();

    await user.clear(field);
    await user.type(field, '5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum order is 10. The quantity stays 12.');
    expect(field).toHaveValue('12');

    await user.click(await screen.findByRole('button', { name: `Add to cart: ${drill.name}` }));
    expect(storedCart()).toEqual([{ toolId: drill._id, quantity: 12 }]);
  });

  it.each([
    [{ minOrder: 5, availableQuantity: 3 }, 'Out of stock', 'out-of-stock'],
    [{ minOrder: 1, availableQuantity: 3 }, 'Only 3 left', 'few-left'],
    [{ minOrder: 1, availableQuantity: 5 }, 'Only 5 left', 'few-left'],
    [{ minOrder: 1, availableQuantity: 6 }, 'In stock', 'in-stock'],
  ])('with %o says "%s"', async (stock, text, kind) => {
    embed({ ...wrench, ...stock });
    mockApi({ 'GET /categories': categories, 'GET /tools': [], 'POST /cart/quote': quote, 'GET /tool/:id/reviews': noReviews });
    renderApp(address(wrench));

    expect(screen.getByText(text)).toHaveClass(`availability ${kind}`);
    if (kind === 'out-of-stock') expect(screen.getByRole('button', { name: /^Buy Now/ })).toBeDisabled();
    else expect(screen.getByRole('link', { name: /^Buy Now/ })).toBeInTheDocument();
  });

  it('shows other tools of its category that can be bought, not itself', async () => {
    const inCategory = (tool: Tool, name: string, available: number) => ({
      ...tool,
      _id: tool._id.replace(/.$/, name.length.toString(16)),
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      category: 'power-tools',
      minOrder: 1,
      availableQuantity: available,
    });
    const self = { ...drill, category: 'power-tools' };
    embed(self);
    mockApi({
      'GET /categories': categories,
      'GET /tools': [self, inCategory(wrench, 'Impact Driver', 4), inCategory(wrench, 'Angle Grinder Pro', 0)],
      'POST /cart/quote': quote, 'GET /tool/:id/reviews': noReviews,
    });
    renderApp(address(drill));

    const related = await screen.findByRole('region', { name: 'Related tools' });
    expect(within(related).getAllByRole('article')).toHaveLength(1);
    expect(within(within(related).getByRole('heading', { name: 'Impact Driver' })).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/products\/.+\/impact-driver$/),
    );
    expect(requestsTo('GET', '/tools')[0].search.toString()).toBe('category=power-tools&inStock=true&limit=5');
  });

  it('lets a visitor who clicks Buy Now buy as a guest, or sign in, saying why', async () => {
    embed(drill);
    mockApi({ 'GET /categories': categories, 'GET /tools': [], 'POST /cart/quote': quote, 'GET /tool/:id/reviews': noReviews, 'GET /tool/:id': drill, 'GET /shipping-methods': [] });
    const { user } = renderApp(address(drill));

    await user.click(screen.getByRole('link', { name: `Buy Now: ${drill.name}` }));
    expect(await screen.findByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(currentLocation.value?.pathname).toBe(`/purchase/${drill._id}`);

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText(`Sign in to buy ${drill.name}`)).toBeInTheDocument();
    expect(currentLocation.value?.pathname).toBe('/login');
  });

  it("moves an old name's address to the tool's address now", async () => {
    embed(drill);
    mockApi({ 'GET /categories': categories, 'GET /tools': [], 'POST /cart/quote': quote, 'GET /tool/:id/reviews': noReviews });
    renderApp(`/products/${drill._id}/old-name`);

    await waitFor(() => expect(currentLocation.value?.pathname).toBe(address(drill)));
    expect(screen.getByRole('heading', { level: 1, name: drill.name })).toBeInTheDocument();
  });
});
