import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defaultBrand } from '@/lib/brand';
import { admin, content } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('the shop’s words', () => {
  it('show on the home page, the menu and the footer as the server answers them', async () => {
    mockApi({
      'GET /content': {
        ...content,
        hero: { title: 'Bay Hardware', text: 'Tools for the trade.', button: 'Shop drills', link: '/search?q=drill' },
        trustBand: { hidden: true, items: [] },
        footer: [
          {
            title: 'Help',
            links: [
              { label: 'Returns', href: '/pages/returns' },
              { label: 'Write to us', href: 'mailto:help@bay.example' },
              { label: 'Call us', href: 'tel:+1-555-010-0199' },
            ],
          },
        ],
        menu: { blogs: false, portfolio: true },
        copyright: '© 2026 Bay Hardware LLC',
      },
      'GET /config': {
        payments: { provider: 'sandbox' },
        googleSignIn: false,
        pricesIncludeTax: false,
        shop: {
          ...defaultBrand,
          pages: [
            { slug: 'returns', title: 'Returns' },
            { slug: 'terms', title: 'Terms' },
          ],
        },
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bay Hardware' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop drills: Bay Hardware' })).toHaveAttribute('href', '/search?q=drill');
    expect(screen.queryByText('Trusted by workshops around the world')).toBeNull();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'Blogs' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'My Portfolio' })).toBeInTheDocument();
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/pages/returns');
    expect(within(help).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:help@bay.example');
    expect(within(help).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+1-555-010-0199');
    // The published pages under a heading of their own, those the owner's columns link left out.
    const information = await screen.findByRole('navigation', { name: 'Information' });
    expect(within(information).getByRole('heading', { name: 'Information' })).toBeInTheDocument();
    expect(within(information).getAllByRole('link').map((link) => link.textContent)).toEqual(['Terms']);
    expect(screen.getByText('© 2026 Bay Hardware LLC')).toBeInTheDocument();
  });

  it('are saved by an admin on Shop Content, each refusal under its field', async () => {
    signInAs(admin);
    const hero = 'Write something here, or take the item out';
    mockApi({ 'PUT /admin/content': reply(400, { error: hero, fields: { 'hero.title': hero } }) });
    const { user } = renderApp('/dashboard/content');
    const banner = await screen.findByRole('group', { name: 'Home page banner' });
    const title = within(banner).getByLabelText('Title');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save content' }));
    expect(await screen.findByText(hero)).toBeInTheDocument();

    mockApi({ 'PUT /admin/content': ({ body }: MockRequest) => ({ body }) });
    await user.type(title, 'Bay Hardware');
    await user.click(screen.getByLabelText('Show Blogs in the menu'));
    const legal = screen.getByRole('group', { name: 'Links of Legal' });
    await user.click(within(legal).getByRole('button', { name: 'Add a link' }));
    const call = within(legal).getByRole('group', { name: 'Link 4' });
    await user.type(within(call).getByLabelText('Label'), 'Call us');
    await user.clear(within(call).getByLabelText('Leads to'));
    await user.type(within(call).getByLabelText('Leads to'), 'tel:+15550100199');
    await user.click(screen.getByRole('button', { name: 'Save content' }));
    expect(await screen.findByText('Shop content saved')).toBeInTheDocument();
    const sent = requestsTo('PUT', '/admin/content').at(-1)?.body as typeof content;
    expect(sent.hero.title).toBe('Bay Hardware');
    expect(sent.menu).toEqual({ blogs: false, portfolio: true });
    expect(sent.footer).toEqual([
      ...content.footer.slice(0, 2),
      { title: 'Legal', links: [...content.footer[2].links, { label: 'Call us', href: 'tel:+15550100199' }] },
    ]);
  });
});

describe('the shop’s pages', () => {
  it('show the page the server made from its Markdown', async () => {
    mockApi({ 'GET /content/pages/:slug': { slug: 'returns', title: 'Returns', html: '<h2>Thirty days</h2><p>Send it back.</p>' } });
    renderApp('/pages/returns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Thirty days' })).toBeInTheDocument();
  });

  it('are written by an admin and published', async () => {
    signInAs(admin);
    mockApi({ 'GET /admin/pages': [], 'PUT /admin/pages/:slug': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/pages');
    await user.click(await screen.findByRole('button', { name: 'Write Returns' }));
    await user.type(screen.getByLabelText('Text (Markdown)'), '# Thirty days');
    await user.click(screen.getByLabelText(/Published/));
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(requestsTo('PUT', '/admin/pages/returns')).toHaveLength(1));
    expect(requestsTo('PUT', '/admin/pages/returns')[0].body).toEqual({ title: 'Returns', markdown: '# Thirty days', published: true });
  });
});
