import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toolPagesQuery } from '@/features/tools/api/get-tools';
import { categories, drill, reviews, tools, wrench } from '@/testing/data';
import { mockApi, reply, requestsTo } from '@/testing/mock-api';
import { querySettled, renderApp } from '@/testing/render-app';
import { numberedTools, toolsApi } from '@/testing/tools-api';

describe('home page', () => {
  it('shows the hero with Read More leading to /blogs', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mordern Power Tools' })).toBeInTheDocument();
    expect(screen.getByText('All hardware equipments and accessories available here')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Read More: Mordern Power Tools' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('shows the loading button until tools arrive, then the count and one card per tool', async () => {
    // The cards' page and Deal of the Day's search wait together.
    const waiting: (() => void)[] = [];
    mockApi({ 'GET /tools': () => new Promise((resolve) => waiting.push(() => resolve({ body: tools }))) });
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'loading' })).toBeDisabled();
    waiting.forEach((answer) => answer());

    expect(await screen.findByRole('heading', { name: 'Available Tools: 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'loading' })).not.toBeInTheDocument();

    const card = screen.getByRole('heading', { level: 3, name: 'Cordless Drill' }).closest('article')!;
    const picture = within(card).getByRole('img', { name: 'Cordless Drill' });
    expect(picture).toHaveAttribute('src', '/images/cordless-drill.svg');
    // The picture and the name lead to the tool's page.
    expect(picture.closest('a')).toHaveAttribute('href', '/products/a00000000000000000000001/cordless-drill');
    expect(within(screen.getByRole('heading', { level: 3, name: 'Cordless Drill' })).getByRole('link')).toHaveAttribute(
      'href',
      '/products/a00000000000000000000001/cordless-drill',
    );
    expect(card).toHaveTextContent('Description: 18V drill driver with two batteries.');
    expect(card).toHaveTextContent('Minimum order: 10');
    expect(card).toHaveTextContent('Available Quantity: 200');
    expect(card).toHaveTextContent('$120.00');
    expect(within(card).getByRole('link', { name: 'Buy Now: Cordless Drill' })).toHaveAttribute(
      'href',
      '/purchase/a00000000000000000000001',
    );
  });

  it('counts every tool of the shop, shows the first 24 cards and more on "Show more tools"', async () => {
    mockApi({ 'GET /tools': toolsApi(numberedTools(30)) });
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Available Tools: 30' })).toBeInTheDocument();
    const catalogue = screen.getByRole('heading', { name: 'Available Tools: 30' }).closest('section')!;
    expect(within(catalogue).getAllByRole('article')).toHaveLength(24);
    expect(requestsTo('GET', '/tools').some((request) => request.search.toString() === 'limit=24&offset=0')).toBe(true);
    // The first cards' images load at once, the others as they come near the screen.
    expect(within(catalogue).getByRole('img', { name: 'Tool 1' })).toHaveAttribute('loading', 'eager');
    expect(within(catalogue).getByRole('img', { name: 'Tool 24' })).toHaveAttribute('loading', 'lazy');

    await user.click(within(catalogue).getByRole('button', { name: 'Show more tools' }));
    await waitFor(() => expect(within(catalogue).getAllByRole('article')).toHaveLength(30));
    expect(within(catalogue).getByRole('heading', { name: 'Tool 30' })).toBeInTheDocument();
    expect(within(catalogue).queryByRole('button', { name: 'Show more tools' })).not.toBeInTheDocument();
    const script = catalogue.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!).itemListElement).toHaveLength(30);
  });

  it('loads the next page when the end of the cards comes into view', async () => {
    let observed: IntersectionObserverCallback = () => {};
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mockApi({ 'GET /tools': toolsApi(numberedTools(30)) });
    renderApp('/');

    const catalogue = (await screen.findByRole('heading', { name: 'Available Tools: 30' })).closest('section')!;
    expect(within(catalogue).getAllByRole('article')).toHaveLength(24);
    observed([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await waitFor(() => expect(within(catalogue).getAllByRole('article')).toHaveLength(30));
  });

  it("names each card's category", async () => {
    mockApi({ 'GET /tools': [{ ...drill, category: 'power-tools' }, wrench], 'GET /categories': categories });
    renderApp('/');

    const drillCard = (await screen.findByRole('heading', { level: 3, name: drill.name })).closest('article')!;
    expect(await within(drillCard).findByText('Power Tools')).toBeInTheDocument();
    const wrenchCard = screen.getByRole('heading', { level: 3, name: wrench.name }).closest('article')!;
    expect(within(wrenchCard).queryByText(/Tools$/)).not.toBeInTheDocument();
  });

  it('keeps the loading button when the tools request fails', async () => {
    mockApi({ 'GET /tools': reply(500, { error: 'Internal error.' }) });
    renderApp('/');
    const catalogue = () => screen.getByRole('heading', { name: /^Available Tools:/ }).closest('section')!;
    expect(await within(catalogue()).findByRole('button', { name: 'loading' })).toBeDisabled();
    // The button shows while the request runs: wait until the catalogue's query has failed (the
    // query client retries a 500 twice, a second and two apart) and its observers were told.
    await querySettled(toolPagesQuery({}).queryKey, 'error');
    expect(within(catalogue()).getByRole('button', { name: 'loading' })).toBeDisabled();
    expect(within(catalogue()).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows Deal of the Day with its countdown and Buy Now to the wrench', async () => {
    mockApi({ 'GET /tools': tools });
    renderApp('/');

    const deal = (await screen.findByRole('heading', { name: 'UNIVERSAL WRENCH 9/32MM' })).closest('section')!;
    expect(deal).toHaveTextContent('Price : $550');
    expect(deal).toHaveTextContent('Deal Ends In: 02:46:40');
    expect(await within(deal).findByRole('link', { name: 'Buy Now: UNIVERSAL WRENCH 9/32MM' })).toHaveAttribute(
      'href',
      `/purchase/${wrench._id}`,
    );
  });

  it('shows the trust band, the user reviews and the About Us strip', async () => {
    mockApi({ 'GET /ratings': reviews });
    renderApp('/');

    const band = (await screen.findByRole('heading', { name: 'Trusted by workshops around the world' })).closest('section')!;
    expect(band).toHaveTextContent('72+ Countries');
    expect(band).toHaveTextContent('100+ Customers');
    expect(band).toHaveTextContent('60+ Tools');

    expect(await screen.findByRole('heading', { name: 'User Reviews: 2' })).toBeInTheDocument();
    const firstReview = screen.getByText('Fast delivery, great drill.').closest('li')!;
    expect(firstReview).toHaveTextContent('Users Name: Dana');
    expect(firstReview).toHaveTextContent('Given ratings: 5');
    expect(firstReview).toHaveTextContent('Comments: Fast delivery, great drill.');

    const about = screen.getByRole('heading', { name: 'About Us' }).closest('section')!;
    expect(about).toHaveTextContent('Cash on Delivery');
    expect(about).toHaveTextContent('100% money back guarantee');
    expect(about).toHaveTextContent('gift card');
    expect(about).toHaveTextContent('24/7');
  });

  it('starts with zero reviews and no loading state for them', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'User Reviews: 0' })).toBeInTheDocument();
  });

  it('links to My Portfolio from the top bar', async () => {
    const { user } = renderApp('/');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Portfolio' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Portfolio' })).toBeInTheDocument();
  });

  it("lists the tools for search engines as JSON-LD, their pages' addresses (each page describes its tool)", async () => {
    mockApi({ 'GET /tools': tools });
    const { container } = renderApp('/');
    await screen.findByRole('heading', { name: 'Available Tools: 2' });

    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'http://localhost:3000/products/a00000000000000000000001/cordless-drill' },
        { '@type': 'ListItem', position: 2, url: 'http://localhost:3000/products/a00000000000000000000002/universal-wrench-9-32mm' },
      ],
    });
  });

  describe('for search engines', () => {
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'The shop';
    afterEach(() => description.remove());

    it('gives each page its own title and description, and the default back when it closes', async () => {
      document.head.append(description);
      const { user, unmount } = renderApp('/');
      await waitFor(() => expect(document.title).toBe('Toolshop · Hand tools and power tools'));
      expect(description.content).toMatch(/^Hand tools and power tools for trade and home/);

      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blogs' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Blogs · Toolshop'));
      expect(description.content).toMatch(/^Five short answers/);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);

      unmount();
      expect(description.content).toBe('The shop');
    });
  });

  it('has the footer with the 2023 copyright', async () => {
    renderApp('/');
    expect(await screen.findByText('Copyright © 2023 - All rights reserved by Toolshop Ltd')).toBeInTheDocument();
  });
});
