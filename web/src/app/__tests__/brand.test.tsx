import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { defaultBrand } from '@/lib/brand';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const acme = {
  displayName: 'Acme Hardware',
  logo: '/images/u/0123456789abcdef0123456789abcdef-800.png',
  brandColor: '#1d4ed8',
  contactEmail: 'shop@acme.example',
  contactPhone: '+1 (555) 010-0199',
  socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/acme' }],
};
// The server answers a brand colour's accent beside it (toolshop.ShopBrand.Accent).
const acmeAccent = { color: '#1d4ed8', dark: '#173ead', soft: '#e4eafa' };
const config = (shop: typeof defaultBrand) => ({
  payments: { provider: 'sandbox' },
  googleSignIn: false,
  pricesIncludeTax: false,
  shop: shop.brandColor ? { ...shop, accent: acmeAccent } : shop,
});

describe("The shop's brand on its pages", () => {
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.type = 'image/svg+xml';
  icon.href = '/favicon.svg';
  afterEach(() => icon.remove());

  it('names the shop in the top bar, the titles and the footer, with its logo, colour and contact', async () => {
    document.head.append(icon);
    mockApi({ 'GET /config': config(acme) });
    const { user, unmount } = renderApp('/');

    const home = await screen.findByRole('link', { name: 'Acme Hardware' });
    expect(within(home).getByRole('presentation', { hidden: true })).toHaveAttribute('src', acme.logo);
    await waitFor(() => expect(document.title).toBe('Acme Hardware · Hand tools and power tools'));
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--accent')).toBe('#1d4ed8');
    expect(root.getPropertyValue('--accent-dark')).toBe('#173ead');
    expect(root.getPropertyValue('--accent-soft')).toBe('#e4eafa');
    expect(icon.getAttribute('href')).toBe(acme.logo);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'shop@acme.example' })).toHaveAttribute('href', 'mailto:shop@acme.example');
    expect(within(footer).getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/acme');
    // The copyright line is the owner's words (GET /content), not the brand's.
    expect(footer).toHaveTextContent('Copyright © 2023 - All rights reserved by Toolshop Ltd');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blogs' }));
    await waitFor(() => expect(document.title).toBe('Blogs · Acme Hardware'));

    // The demo's look comes back whole once the brand is gone.
    unmount();
    expect(root.getPropertyValue('--accent')).toBe('');
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
    expect(icon.getAttribute('type')).toBe('image/svg+xml');
  });

  it("keeps the demo's name, icon, colours and copyright line by default", async () => {
    document.head.append(icon);
    renderApp('/');
    const home = await screen.findByRole('link', { name: 'Toolshop' });
    expect(within(home).getByRole('presentation', { hidden: true })).toHaveAttribute('src', '/favicon.svg');
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('');
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Copyright © 2023 - All rights reserved by Toolshop Ltd');
    expect(within(footer).queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
  });
});
