import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { defaultBrand } from '@/lib/brand';
import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const settings = {
  legalName: 'Acme Tools LLC',
  address: '',
  taxNumber: '',
  country: 'US',
  region: '',
  pricesIncludeTax: false,
  shippingTaxed: false,
  paperSize: '',
  notifyOnPaid: true,
  noticesEmail: '',
  feed: false,
  ...defaultBrand,
};
const logo = '/images/u/0123456789abcdef0123456789abcdef-800.png';
const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' });

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /admin/shop': settings, 'GET /admin/shipping-methods': [] });
});

describe("The shop's brand in Shop Settings", () => {
  it('saves the name, an uploaded logo, a colour, the contact and social links', async () => {
    mockApi({
      'POST /admin/images': reply(201, { url: logo, variants: [] }),
      'PUT /admin/shop': ({ body }: MockRequest) => ({ body }),
    });
    const { user } = renderApp('/dashboard/shop');

    const name = await screen.findByLabelText('Display name');
    expect(name).toHaveValue('Toolshop');
    await user.clear(name);
    await user.type(name, 'Acme Hardware');
    await user.upload(screen.getByLabelText('Upload a logo'), file);
    expect(await screen.findByRole('img', { name: 'Preview of the upload' })).toHaveAttribute('src', logo);
    const color = screen.getByLabelText('Brand colour');
    await user.type(color, '#1D4ED8');
    expect(color).toHaveAccessibleDescription('Contrast with white: 6.7:1 (needs 4.5:1)');
    await user.type(screen.getByLabelText('Contact email'), 'shop@acme.example');
    await user.type(screen.getByLabelText('Contact phone'), '+1 555 010 0199');
    await user.click(screen.getByRole('button', { name: 'Add a social link' }));
    await user.type(screen.getByLabelText('Name of link 1'), 'Instagram');
    await user.type(screen.getByLabelText('URL of link 1'), 'https://instagram.com/acme');
    // A row left empty is no link.
    await user.click(screen.getByRole('button', { name: 'Add a social link' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toEqual({
      ...settings,
      displayName: 'Acme Hardware',
      logo,
      brandColor: '#1d4ed8',
      contactEmail: 'shop@acme.example',
      contactPhone: '+1 555 010 0199',
      socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/acme' }],
    });
    // The pages take the new brand: the config that holds it is asked again.
    await waitFor(() => expect(requestsTo('GET', '/config').length).toBeGreaterThan(1));
  });

  it('refuses a colour too light for white text under the colour field, before sending', async () => {
    const { user } = renderApp('/dashboard/shop');
    const color = await screen.findByLabelText('Brand colour');
    await user.type(color, '#f59e0b');
    expect(color).toHaveAccessibleDescription(/Contrast with white: 2\.1:1/);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(color).toHaveAccessibleDescription(/Too light for white text: contrast 2\.1:1, needs 4\.5:1/);
    expect(color).toHaveFocus();
    expect(requestsTo('PUT', '/admin/shop')).toHaveLength(0);
  });

  it("shows the server's refusals under their fields, a social link's under its row", async () => {
    const message = 'Must be a web link, starting with https:// or http://';
    mockApi({
      'PUT /admin/shop': reply(400, {
        error: 'Too light for white text: contrast 4.4:1, needs 4.5:1',
        fields: { brandColor: 'Too light for white text: contrast 4.4:1, needs 4.5:1', 'socialLinks.0.url': message },
      }),
    });
    const { user } = renderApp('/dashboard/shop');
    await user.click(await screen.findByRole('button', { name: 'Add a social link' }));
    await user.type(screen.getByLabelText('Name of link 1'), 'Shop');
    await user.type(screen.getByLabelText('URL of link 1'), 'shop.example');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('URL of link 1')).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('Brand colour')).toHaveAccessibleDescription(/Too light for white text: contrast 4\.4:1/);
  });
});
