import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { defaultBrand } from '@/lib/brand';
import type { DiscountCode, ShippingMethod, TaxRate } from '@/types/api';
import { admin, customer, drill, tools } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { drillInVariants } from '@/testing/variant-tools';

const flatRate: ShippingMethod = { _id: 'f00000000000000000000001', name: 'Flat rate', price: 9.95, freeOver: 100, countries: ['CA', 'US'], pickup: false, address: '', hours: '' };
const pickup: ShippingMethod = { _id: 'f00000000000000000000002', name: 'Pickup', price: 0, freeOver: 0, countries: [], pickup: true, address: '', hours: '' };
const caTax: TaxRate = { _id: 'f00000000000000000000003', country: 'US', region: 'CA', name: 'CA sales tax', rate: 725, off: false };
const spring: DiscountCode = {
  _id: 'f00000000000000000000004',
  code: 'SPRING15',
  kind: 'percent',
  percent: 1500,
  amount: 0,
  minSubtotal: 50,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
  uses: 3,
};

beforeEach(() => signInAs(admin));

describe('the dashboard menu', () => {
  beforeEach(() =>
    mockApi({ 'GET /userprofile/:email': { email: '', name: '', education: '', city: '', number: '', profile: '' } }),
  );

  it("lists the price pages after the spec's admin items", async () => {
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const labels = within(menu).getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(labels.indexOf('Make Admin'))).toEqual([
      'Make Admin',
      'Add Tools',
      'Manage Products',
      'Manage All Orders',
      'Import Tools',
      'Search',
      'Shop Settings',
      'Shipping Methods',
      'Tax Rates',
      'Discount Codes',
      'Deal of the Day',
      'Shop Content',
      'Shop Pages',
      'Integrations',
    ]);
  });

  it('shows them to admins only', async () => {
    signInAs(customer);
    renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).queryByRole('link', { name: 'Tax Rates' })).not.toBeInTheDocument();
  });
});

describe('Shop Settings', () => {
  const settings = {
    legalName: 'Toolshop',
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
  beforeEach(() => mockApi({ 'GET /admin/shop': settings, 'GET /admin/shipping-methods': [flatRate, pickup] }));

  it('shows the settings and saves them, the home region chosen by its name', async () => {
    mockApi({ 'PUT /admin/shop': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/shop');

    const name = await screen.findByLabelText('Legal name');
    expect(name).toHaveValue('Toolshop');
    expect(screen.getByLabelText('Home country')).toHaveValue('United States');
    await user.clear(name);
    await user.type(name, 'Toolshop Ltd');
    await user.type(await screen.findByLabelText('Home region'), 'California');
    await user.click(screen.getByLabelText('Prices include tax'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toEqual({
      ...settings,
      legalName: 'Toolshop Ltd',
      region: 'CA',
      pricesIncludeTax: true,
    });
    expect(screen.getByLabelText('Home region')).toHaveValue('California');
  });

  it('refuses a place not in the list before sending', async () => {
    const { user } = renderApp('/dashboard/shop');
    const region = await screen.findByLabelText('Home region');
    await user.type(region, 'Calif');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(region).toHaveAccessibleDescription(/Choose a state or region of United States from the list/);

    const country = screen.getByLabelText('Home country');
    await user.clear(country);
    await user.type(country, 'Atlantis');
    expect(country).toHaveAccessibleDescription(/Choose a country from the list/);
    // The region belongs to the country: it goes with it.
    expect(screen.queryByLabelText('Home region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(country).toHaveFocus();
    expect(requestsTo('PUT', '/admin/shop')).toHaveLength(0);
  });

  it('asks no region of a country without any', async () => {
    mockApi({ 'PUT /admin/shop': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/shop');
    await screen.findByLabelText('Home region');
    const country = screen.getByLabelText('Home country');
    await user.clear(country);
    await user.type(country, 'gibraltar');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(screen.queryByLabelText('Home region')).not.toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toMatchObject({ country: 'GI', region: '' });
  });

  it("says pickups are taxed at the shop's home", async () => {
    renderApp('/dashboard/shop');
    expect(await screen.findByText("Pickups are taxed at the shop's home.")).toBeInTheDocument();
  });

  it('saves the paper of the invoices, the home country’s by default', async () => {
    mockApi({ 'PUT /admin/shop': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/shop');
    const paper = await screen.findByLabelText('Paper of invoices');
    expect(paper).toHaveValue('');
    expect(within(paper).getAllByRole('option').map((option) => option.textContent)).toEqual([
      "The home country's: Letter in the US and Canada, A4 elsewhere",
      'Letter',
      'A4',
    ]);
    await user.selectOptions(paper, 'A4');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toMatchObject({ paperSize: 'a4' });
  });

  it('turns the mail of orders paid off, on by default', async () => {
    mockApi({ 'PUT /admin/shop': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/shop');
    const notify = await screen.findByRole('checkbox', { name: 'Mail the owner each order paid' });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toMatchObject({ notifyOnPaid: false });
    expect(notify).not.toBeChecked();
  });

  it('sends the mail of orders paid to a notices address besides the admins', async () => {
    mockApi({ 'PUT /admin/shop': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/shop');
    await user.type(await screen.findByLabelText(/Notices email/), ' orders@shop.test ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toMatchObject({ noticesEmail: 'orders@shop.test' });
  });

  it('turns the Google Merchant Center feed on and shows its address to copy', async () => {
    mockApi({ 'PUT /admin/shop': ({ body }: MockRequest) => ({ body }) });
    const { user } = renderApp('/dashboard/shop');
    const feed = await screen.findByRole('switch', { name: 'Google Merchant Center feed' });
    expect(feed).not.toBeChecked();
    expect(screen.queryByLabelText(/Feed address/)).not.toBeInTheDocument();
    await user.click(feed);
    expect(screen.getByLabelText(/Feed address/)).toHaveValue('https://shop.example.com/feeds/google.xml');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/shop')[0].body).toMatchObject({ feed: true });
  });

  it("shows the server's refusal of a field under it", async () => {
    const message = 'Choose "letter", "a4", or "" for the paper of the shop\'s country';
    mockApi({ 'PUT /admin/shop': reply(400, { error: message, fields: { paperSize: message } }) });
    const { user } = renderApp('/dashboard/shop');
    const paper = await screen.findByLabelText('Paper of invoices');
    await user.selectOptions(paper, 'A4');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(paper).toHaveAccessibleDescription(/Choose "letter", "a4"/));
  });
});

describe('Shipping Methods', () => {
  it('lists the methods and adds one, its countries chosen by name', async () => {
    mockApi({
      'GET /admin/shipping-methods': [flatRate, pickup],
      'POST /admin/shipping-methods': reply(201, { acknowledged: true, insertedId: 'f00000000000000000000009' }),
    });
    const { user } = renderApp('/dashboard/shipping');

    const row = (await screen.findByRole('rowheader', { name: 'Flat rate' })).closest('tr')!;
    expect(row).toHaveTextContent('$9.95');
    expect(row).toHaveTextContent('$100.00');
    await waitFor(() => expect(row).toHaveTextContent('Canada, United States'));
    expect(screen.getByRole('rowheader', { name: 'Pickup' }).closest('tr')).toHaveTextContent('Pickup at the shop');

    await user.click(screen.getByRole('button', { name: 'Add shipping method' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Express');
    await user.type(within(dialog).getByLabelText('Price ($)'), '24.5');
    const country = await within(dialog).findByLabelText('Add a country');
    await user.type(country, 'United States');
    await user.click(within(dialog).getByRole('button', { name: 'Add country' }));
    expect(country).toHaveValue('');
    await user.type(country, 'Germany{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Germany' }));
    // One typed but not added is meant too.
    await user.type(country, 'canada');
    const chosen = within(dialog).getByRole('list', { name: 'Countries it delivers to' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['United States×']);
    await user.click(within(dialog).getByRole('button', { name: 'Add shipping method' }));

    expect(await screen.findByText('Shipping method added')).toBeInTheDocument();
    expect(requestsTo('POST', '/admin/shipping-methods')[0].body).toEqual({
      name: 'Express',
      price: 24.5,
      freeOver: 0,
      countries: ['US', 'CA'],
      pickup: false,
      address: '',
      hours: '',
    });
  });

  it("edits a pickup's address and opening hours, shown on its row", async () => {
    const atTheShop = { ...pickup, address: '1 Mill Road\nSan Leandro', hours: 'Mon–Fri 9–17' };
    mockApi({
      'GET /admin/shipping-methods': [flatRate, atTheShop],
      'PUT /admin/shipping-methods/:id': reply(400, { error: 'Must be 500 characters or fewer', fields: { hours: 'Must be 500 characters or fewer' } }),
    });
    const { user } = renderApp('/dashboard/shipping');
    const row = (await screen.findByRole('rowheader', { name: 'Pickup' })).closest('tr')!;
    expect(row).toHaveTextContent('Pickup at the shop1 Mill Road San LeandroMon–Fri 9–17');

    await user.click(screen.getByRole('button', { name: 'Edit Pickup' }));
    const dialog = screen.getByRole('dialog');
    const address = within(dialog).getByLabelText('Pickup address');
    expect(address).toHaveValue('1 Mill Road\nSan Leandro');
    const hours = within(dialog).getByLabelText('Opening hours');
    await user.clear(hours);
    await user.type(hours, ' Sat 10–14 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription(/Must be 500 characters or fewer/));
    expect(requestsTo('PUT', `/admin/shipping-methods/${pickup._id}`)[0].body).toMatchObject({
      pickup: true,
      address: '1 Mill Road\nSan Leandro',
      hours: 'Sat 10–14',
    });

    // A delivery has no place to write.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pickup at the shop (no address needed)' }));
    expect(within(dialog).queryByLabelText('Opening hours')).not.toBeInTheDocument();
  });

  it('adds no country the list lacks, and says so', async () => {
    mockApi({ 'GET /admin/shipping-methods': [] });
    const { user } = renderApp('/dashboard/shipping');
    await user.click(await screen.findByRole('button', { name: 'Add shipping method' }));
    const dialog = screen.getByRole('dialog');
    const country = await within(dialog).findByLabelText('Add a country');
    await user.type(country, 'USA{Enter}');
    expect(country).toHaveAccessibleDescription(/Choose a country from the list/);
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Express');
    await user.type(within(dialog).getByLabelText('Price ($)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add shipping method' }));
    expect(requestsTo('POST', '/admin/shipping-methods')).toHaveLength(0);
  });

  it("edits a method and shows the server's field message under its countries", async () => {
    mockApi({
      'GET /admin/shipping-methods': [flatRate],
      'PUT /admin/shipping-methods/:id': reply(400, {
        error: 'Name the countries the method delivers to',
        fields: { countries: 'Name the countries the method delivers to' },
      }),
    });
    const { user } = renderApp('/dashboard/shipping');
    await user.click(await screen.findByRole('button', { name: 'Edit Flat rate' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Canada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove United States' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Add a country')).toHaveAccessibleDescription(/Name the countries the method delivers to/),
    );
    expect(requestsTo('PUT', `/admin/shipping-methods/${flatRate._id}`)[0].body).toMatchObject({ countries: [] });
  });

  it('deletes a method after asking', async () => {
    mockApi({ 'GET /admin/shipping-methods': [flatRate], 'DELETE /admin/shipping-methods/:id': { deletedCount: 1 } });
    const { user } = renderApp('/dashboard/shipping');
    await user.click(await screen.findByRole('button', { name: 'Delete Flat rate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this shipping method?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Flat rate deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/admin/shipping-methods/${flatRate._id}`)).toHaveLength(1);
  });
});

describe('Tax Rates', () => {
  it('shows rates by place and percent, and sends codes and hundredths of a percent', async () => {
    mockApi({
      'GET /admin/tax-rates': [caTax, { ...caTax, _id: 'f00000000000000000000005', region: '', name: 'US tax', rate: 500 }],
      'POST /admin/tax-rates': reply(201, { acknowledged: true, insertedId: 'f00000000000000000000009' }),
    });
    const { user } = renderApp('/dashboard/tax-rates');

    const row = (await screen.findByRole('rowheader', { name: 'CA sales tax' })).closest('tr')!;
    expect(row).toHaveTextContent('7.25 %');
    await waitFor(() => expect(row).toHaveTextContent('California, United States'));
    expect(screen.getByRole('rowheader', { name: 'US tax' }).closest('tr')).toHaveTextContent('United States (whole country)');
    await user.click(screen.getByRole('button', { name: 'Add tax rate' }));
    const dialog = screen.getByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Name'), 'VAT');
    await user.type(within(dialog).getByLabelText('Country'), 'Germany');
    await user.type(within(dialog).getByLabelText('Rate (%)'), '19');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));

    expect(await screen.findByText('Tax rate added')).toBeInTheDocument();
    expect(requestsTo('POST', '/admin/tax-rates')[0].body).toEqual({ country: 'DE', region: '', name: 'VAT', rate: 1900 });
  });

  it('edits a rate from its percent', async () => {
    mockApi({ 'GET /admin/tax-rates': [caTax], 'PUT /admin/tax-rates/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/tax-rates');
    await user.click(await screen.findByRole('button', { name: 'Edit CA sales tax' }));
    const dialog = screen.getByRole('dialog');
    const rate = await within(dialog).findByLabelText('Rate (%)');
    expect(rate).toHaveValue(7.25);
    expect(within(dialog).getByLabelText('Country')).toHaveValue('United States');
    expect(await within(dialog).findByLabelText('Region (optional)')).toHaveValue('California');
    await user.clear(rate);
    await user.type(rate, '8.1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('CA sales tax updated')).toBeInTheDocument();
    expect(requestsTo('PUT', `/admin/tax-rates/${caTax._id}`)[0].body).toEqual({ country: 'US', region: 'CA', name: 'CA sales tax', rate: 810 });
  });

  it('checks the fields, then shows the server refusal under its field', async () => {
    mockApi({
      'GET /admin/tax-rates': [caTax],
      'POST /admin/tax-rates': reply(409, {
        error: 'This place has a tax rate already',
        fields: { region: 'This place has a tax rate already' },
      }),
    });
    const { user } = renderApp('/dashboard/tax-rates');
    await user.click(await screen.findByRole('button', { name: 'Add tax rate' }));
    const dialog = screen.getByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Rate (%)'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a country')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate must be 100 % or less')).toBeInTheDocument();
    expect(requestsTo('POST', '/admin/tax-rates')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'CA sales tax');
    await user.type(within(dialog).getByLabelText('Country'), 'US');
    await user.type(await within(dialog).findByLabelText('Region (optional)'), 'California');
    const rate = within(dialog).getByLabelText('Rate (%)');
    await user.clear(rate);
    await user.type(rate, '7.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Region (optional)')).toHaveAccessibleDescription(/This place has a tax rate already/),
    );
    expect(requestsTo('POST', '/admin/tax-rates')[0].body).toMatchObject({ country: 'US', region: 'CA' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a region of another country before sending', async () => {
    mockApi({ 'GET /admin/tax-rates': [] });
    const { user } = renderApp('/dashboard/tax-rates');
    await user.click(await screen.findByRole('button', { name: 'Add tax rate' }));
    const dialog = screen.getByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Name'), 'ON tax');
    await user.type(within(dialog).getByLabelText('Country'), 'United States');
    const region = await within(dialog).findByLabelText('Region (optional)');
    await user.type(region, 'Ontario');
    await user.type(within(dialog).getByLabelText('Rate (%)'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Add tax rate' }));
    expect(region).toHaveAccessibleDescription(/Choose a state or region of United States from the list/);
    expect(requestsTo('POST', '/admin/tax-rates')).toHaveLength(0);
  });

  it('marks a rate that is off, and saving it with a place from the lists sends codes', async () => {
    const off: TaxRate = { ...caTax, _id: 'f00000000000000000000006', country: 'United Stats', region: 'Calif.', name: 'Old tax', off: true };
    mockApi({ 'GET /admin/tax-rates': [caTax, off], 'PUT /admin/tax-rates/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/tax-rates');

    const row = (await screen.findByRole('rowheader', { name: 'Old tax' })).closest('tr')!;
    expect(row).toHaveTextContent('Calif., United Stats');
    expect(row).toHaveTextContent('Off Its place was not understood: edit the rate and choose it again.');
    expect(screen.getByRole('rowheader', { name: 'CA sales tax' }).closest('tr')).not.toHaveTextContent('Off');

    await user.click(screen.getByRole('button', { name: 'Edit Old tax' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(/Its place was not understood. Choose it from the lists/)).toBeInTheDocument();
    const country = within(dialog).getByLabelText('Country');
    expect(country).toHaveValue('United Stats');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(country).toHaveAccessibleDescription(/Choose a country from the list/);
    expect(requestsTo('PUT', `/admin/tax-rates/${off._id}`)).toHaveLength(0);

    await user.clear(country);
    await user.type(country, 'United States');
    await user.type(await within(dialog).findByLabelText('Region (optional)'), 'New York');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Old tax updated')).toBeInTheDocument();
    expect(requestsTo('PUT', `/admin/tax-rates/${off._id}`)[0].body).toEqual({ country: 'US', region: 'NY', name: 'Old tax', rate: 725 });
  });
});

describe('Discount Codes', () => {
  it('lists codes with their uses', async () => {
    mockApi({ 'GET /admin/discount-codes': [spring, { ...spring, _id: 'f00000000000000000000005', code: 'SHIPFREE', kind: 'free_shipping', minSubtotal: 0, maxUses: 0, active: false }] });
    renderApp('/dashboard/discount-codes');
    const row = (await screen.findByRole('rowheader', { name: 'SPRING15' })).closest('tr')!;
    expect(row).toHaveTextContent('15 % off from $50.00');
    expect(row).toHaveTextContent('3 of 100');
    const free = screen.getByRole('rowheader', { name: 'SHIPFREE' }).closest('tr')!;
    expect(free).toHaveTextContent('Free shipping');
    expect(free).toHaveTextContent('No');
  });

  it('adds a percent code in hundredths with its times in ISO', async () => {
    mockApi({
      'GET /admin/discount-codes': [],
      'POST /admin/discount-codes': reply(201, { acknowledged: true, insertedId: 'f00000000000000000000009' }),
    });
    const { user } = renderApp('/dashboard/discount-codes');
    await user.click(await screen.findByRole('button', { name: 'Add discount code' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'summer10');
    await user.type(within(dialog).getByLabelText('Percent (%)'), '12.5');
    await user.type(within(dialog).getByLabelText('Minimum subtotal ($)'), '40');
    await user.type(within(dialog).getByLabelText('Ends'), '2026-12-31T23:00');
    await user.type(within(dialog).getByLabelText('Max uses per customer'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add discount code' }));

    expect(await screen.findByText('Discount code added')).toBeInTheDocument();
    expect(requestsTo('POST', '/admin/discount-codes')[0].body).toEqual({
      code: 'SUMMER10',
      kind: 'percent',
      percent: 1250,
      amount: 0,
      minSubtotal: 40,
      endsAt: new Date('2026-12-31T23:00').toISOString(),
      maxUses: 0,
      maxUsesPerCustomer: 1,
      active: true,
    });
  });

  it('asks for the amount of an amount code, and shows the server refusal under the code', async () => {
    mockApi({
      'GET /admin/discount-codes': [spring],
      'POST /admin/discount-codes': reply(409, { error: 'This code exists already', fields: { code: 'This code exists already' } }),
    });
    const { user } = renderApp('/dashboard/discount-codes');
    await user.click(await screen.findByRole('button', { name: 'Add discount code' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Code'), 'SPRING15');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Amount off');
    expect(within(dialog).queryByLabelText('Percent (%)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add discount code' }));
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount ($)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add discount code' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription('This code exists already'));
    expect(requestsTo('POST', '/admin/discount-codes')[0].body).toMatchObject({ kind: 'amount', amount: 10, percent: 0 });
  });
});

describe('Deal of the Day', () => {
  it('sets the deal: a tool, its deal price and its end', async () => {
    mockApi({
      'GET /tools': tools,
      'GET /admin/deal': { toolId: '', price: 0, endsAt: '0001-01-01T00:00:00Z' },
      'PUT /admin/deal': ({ body }: MockRequest) => ({ body }),
    });
    const { user } = renderApp('/dashboard/deal');

    expect(await screen.findByText(/No deal is running/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tool'), 'Cordless Drill ($120.00)');
    expect(screen.getByLabelText('Deal price ($)')).toHaveAccessibleDescription('Its own price: $120.00');
    await user.type(screen.getByLabelText('Deal price ($)'), '99.99');
    await user.type(screen.getByLabelText('Ends'), '2030-01-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Save deal' }));

    expect(await screen.findByText('Deal of the day saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/deal')[0].body).toEqual({
      toolId: drill._id,
      price: 99.99,
      endsAt: new Date('2030-01-01T18:00').toISOString(),
    });
  });

  it('requires every field, and shows the server refusal under its field', async () => {
    mockApi({
      'GET /tools': tools,
      'GET /admin/deal': { toolId: '', price: 0, endsAt: '0001-01-01T00:00:00Z' },
      'PUT /admin/deal': reply(400, { error: 'The deal must end in the future', fields: { endsAt: 'The deal must end in the future' } }),
    });
    const { user } = renderApp('/dashboard/deal');
    await user.click(await screen.findByRole('button', { name: 'Save deal' }));
    expect(screen.getByText("Choose the deal's tool")).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Choose when the deal ends')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Tool'), 'Cordless Drill ($120.00)');
    await user.type(screen.getByLabelText('Deal price ($)'), '99');
    await user.type(screen.getByLabelText('Ends'), '2020-01-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Save deal' }));
    await waitFor(() => expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription('The deal must end in the future'));
  });

  it('prices one variant of a tool with variants', async () => {
    mockApi({
      'GET /tools': [...tools, drillInVariants],
      'GET /admin/deal': { toolId: '', price: 0, endsAt: '0001-01-01T00:00:00Z' },
      'PUT /admin/deal': ({ body }: MockRequest) => ({ body }),
    });
    const { user } = renderApp('/dashboard/deal');

    await user.selectOptions(await screen.findByLabelText('Tool'), 'Impact Drill (from $99.00)');
    await user.type(screen.getByLabelText('Deal price ($)'), '109');
    await user.type(screen.getByLabelText('Ends'), '2030-01-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Save deal' }));
    expect(screen.getByLabelText('Variant')).toHaveAccessibleDescription('Choose the variant');
    expect(requestsTo('PUT', '/admin/deal')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Variant'), '18V · Bare tool ($129.00)');
    expect(screen.getByLabelText('Deal price ($)')).toHaveAccessibleDescription('Its own price: $129.00');
    await user.click(screen.getByRole('button', { name: 'Save deal' }));
    expect(await screen.findByText('Deal of the day saved')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/deal')[0].body).toEqual({
      toolId: drillInVariants._id,
      variantId: 'b00000000000000000000002',
      price: 109,
      endsAt: new Date('2030-01-01T18:00').toISOString(),
    });

    // Another tool has none of its variants.
    await user.selectOptions(screen.getByLabelText('Tool'), 'Cordless Drill ($120.00)');
    expect(screen.queryByLabelText('Variant')).not.toBeInTheDocument();
  });

  it('names the variant of a running deal', async () => {
    mockApi({
      'GET /tools': [...tools, drillInVariants],
      'GET /admin/deal': { toolId: drillInVariants._id, variantId: 'b00000000000000000000002', price: 109, endsAt: '2099-01-01T00:00:00Z' },
    });
    renderApp('/dashboard/deal');
    expect(await screen.findByText(/Running: Impact Drill · 18V · Bare tool at \$109.00/)).toBeInTheDocument();
    expect(screen.getByLabelText('Variant')).toHaveValue('b00000000000000000000002');
  });

  it('ends a running deal with an empty tool', async () => {
    mockApi({
      'GET /tools': tools,
      'GET /admin/deal': { toolId: drill._id, price: 99, endsAt: '2099-01-01T00:00:00Z' },
      'PUT /admin/deal': ({ body }: MockRequest) => ({ body }),
    });
    const { user } = renderApp('/dashboard/deal');
    expect(await screen.findByText(/Running: Cordless Drill at \$99.00/)).toBeInTheDocument();
    expect(screen.getByLabelText('Tool')).toHaveValue(drill._id);
    await user.click(screen.getByRole('button', { name: 'End the deal' }));
    expect(await screen.findByText('The deal has ended')).toBeInTheDocument();
    expect(requestsTo('PUT', '/admin/deal')[0].body).toEqual({ toolId: '' });
  });
});
