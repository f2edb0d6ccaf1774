import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { admin, tools } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { toolsApi } from '@/testing/tools-api';
import { battery, drillInVariants } from '@/testing/variant-tools';

beforeEach(() => {
  signInAs(admin);
  mockApi({ 'GET /tools': toolsApi([...tools, battery, drillInVariants]) });
});

/** Fills Add Tools' fields every tool has: a name, a picture and a description. */
async function startTool(user: UserEvent) {
  await user.type(await screen.findByLabelText('Name'), 'Socket');
  await user.type(screen.getByLabelText('Image link'), '/s.svg');
  await user.type(screen.getByLabelText('Description'), 'A socket.');
}

/** Adds the option `name` with `values` typed as a list. */
async function addOption(user: UserEvent, name: string, values: string) {
  await user.click(screen.getByRole('button', { name: 'Add an option' }));
  const options = screen.getAllByRole('group', { name: /^Option \d/ });
  const option = within(options[options.length - 1]);
  await user.type(option.getByLabelText('Option'), name);
  await user.type(option.getByLabelText('Values, separated by commas'), values);
}

const variantNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Add Tools with options', () => {
  it('makes a row of each combination, and adds only the missing ones', async () => {
    const { user } = renderApp('/dashboard/add-tools');
    await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Price ($)')).toBeInTheDocument();
    expect(screen.getByLabelText('GTIN')).toBeInTheDocument();

    await addOption(user, 'Size', '10, 13');
    // The tool takes its price, stock, minimum order, SKU and GTIN from its variants now.
    for (const label of ['Price ($)', 'Available quantity', 'Minimum order', 'SKU', 'GTIN']) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    await addOption(user, 'Finish', 'Chrome');
    await user.click(screen.getByRole('button', { name: 'Add every combination' }));
    expect(variantNames()).toEqual(['10 · Chrome', '13 · Chrome']);
    expect(screen.getByRole('button', { name: 'Add every combination' })).toBeDisabled();

    // A row removed comes back with the next "every combination", after the rows kept.
    await user.click(screen.getByRole('button', { name: 'Remove 10 · Chrome' }));
    await user.type(within(screen.getByRole('group', { name: 'Option 1' })).getByLabelText('Values, separated by commas'), ', 17');
    await user.click(screen.getByRole('button', { name: 'Add every combination' }));
    expect(variantNames()).toEqual(['13 · Chrome', '10 · Chrome', '17 · Chrome']);
  });

  it("sends the variants, without the tool's own price, stock and minimum order", async () => {
    mockApi({ 'POST /tools': reply(201, { acknowledged: true, insertedId: 'a00000000000000000000019' }) });
    const { user } = renderApp('/dashboard/add-tools');
    await startTool(user);
    await addOption(user, 'Size', '10, 13');
    await user.click(screen.getByRole('button', { name: 'Add every combination' }));
    await user.type(screen.getByLabelText('Price ($) of 10'), '5.5');
    await user.type(screen.getByLabelText('Stock of 10'), '40');
    await user.type(screen.getByLabelText('Price ($) of 13'), '8');
    await user.type(screen.getByLabelText('Stock of 13'), '0');
    await user.type(screen.getByLabelText('SKU of 13'), 'S13');
    await user.type(screen.getByLabelText('GTIN of 13'), '96385074');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));

    expect(await screen.findByText('Tools added successfully')).toBeInTheDocument();
    const body = requestsTo('POST', '/tools')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('availableQuantity');
    expect(body).not.toHaveProperty('minOrder');
    expect(body).toMatchObject({
      name: 'Socket',
      sku: '',
      gtin: '',
      options: [{ name: 'Size', values: ['10', '13'] }],
      variants: [
        { options: { Size: '10' }, sku: '', gtin: '', price: 5.5, availableQuantity: 40, parts: [] },
        { options: { Size: '13' }, sku: 'S13', gtin: '96385074', price: 8, availableQuantity: 0, parts: [] },
      ],
      parts: [],
    });
  });

  it('sets one price or stock for the rows selected, and never a kit\'s stock', async () => {
    const { user } = renderApp('/dashboard/manage-product');
    await user.click(await screen.findByRole('button', { name: `Edit ${drillInVariants.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drillInVariants.name}` }));

    await user.click(dialog.getByLabelText('Select 12V · Bare tool'));
    await user.click(dialog.getByLabelText('Select 18V · Bare tool'));
    expect(dialog.getByLabelText(/^Select all/)).not.toBeChecked();
    await user.type(dialog.getByLabelText('Price for the selected ($)'), '109');
    await user.click(dialog.getByRole('button', { name: 'Set price' }));
    expect(dialog.getByLabelText('Price ($) of 12V · Bare tool')).toHaveValue(109);
    expect(dialog.getByLabelText('Price ($) of 18V · Bare tool')).toHaveValue(109);
    expect(dialog.getByLabelText('Price ($) of 18V · 2 × 2.0Ah')).toHaveValue(199);

    await user.click(dialog.getByLabelText(/^Select all/));
    await user.type(dialog.getByLabelText('Stock for the selected'), '7');
    await user.click(dialog.getByRole('button', { name: 'Set stock' }));
    expect(dialog.getByLabelText('Stock of 12V · Bare tool')).toHaveValue(7);
    expect(dialog.getByLabelText('Stock of 18V · Bare tool')).toHaveValue(7);
    // The kit's stock is what its parts allow: shown, not an input.
    expect(dialog.queryByLabelText('Stock of 18V · 2 × 2.0Ah')).not.toBeInTheDocument();
    expect(dialog.getByText('2 from parts')).toBeInTheDocument();

    mockApi({ 'PATCH /tool/:id': { modifiedCount: 1 } });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Impact Drill updated successfully')).toBeInTheDocument();
    // Each variant kept by its _id, with only what changed.
    expect(requestsTo('PATCH', `/tool/${drillInVariants._id}`)[0].body).toEqual({
      variants: [
        { _id: 'b00000000000000000000001', price: 109, availableQuantity: 7 },
        { _id: 'b00000000000000000000002', price: 109, availableQuantity: 7 },
        { _id: 'b00000000000000000000003' },
      ],
    });
  });

  it('keeps the _ids of the variants an edit keeps, removes the others and adds new ones whole', async () => {
    mockApi({ 'PATCH /tool/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');
    await user.click(await screen.findByRole('button', { name: `Edit ${drillInVariants.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drillInVariants.name}` }));
    expect(dialog.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '12V · Bare tool',
      '18V · Bare tool',
      '18V · 2 × 2.0Ah',
    ]);
    expect(dialog.getByLabelText('GTIN of 18V · Bare tool')).toHaveValue('4006381333931');

    await user.click(dialog.getByRole('button', { name: 'Add every combination' }));
    await user.click(dialog.getByRole('button', { name: 'Remove 12V · Bare tool' }));
    await user.clear(dialog.getByLabelText('SKU of 18V · Bare tool'));
    await user.type(dialog.getByLabelText('SKU of 18V · Bare tool'), 'ID-18-BARE');
    await user.type(dialog.getByLabelText('Price ($) of 12V · 2 × 2.0Ah'), '159');
    await user.type(dialog.getByLabelText('Stock of 12V · 2 × 2.0Ah'), '3');
    await user.type(dialog.getByLabelText('MPN of 12V · 2 × 2.0Ah'), 'DID-12-K2');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Impact Drill updated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/tool/${drillInVariants._id}`)[0].body).toEqual({
      variants: [
        { _id: 'b00000000000000000000002', sku: 'ID-18-BARE' },
        { _id: 'b00000000000000000000003' },
        { options: { Voltage: '12V', Kit: '2 × 2.0Ah' }, sku: '', gtin: '', mpn: 'DID-12-K2', price: 159, availableQuantity: 3, parts: [] },
      ],
    });
  });

  it('makes a variant a kit of tools found by searching, a variant of one chosen', async () => {
    mockApi({ 'PATCH /tool/:id': { modifiedCount: 1 } });
    const { user } = renderApp('/dashboard/manage-product');
    await user.click(await screen.findByRole('button', { name: `Edit ${drillInVariants.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drillInVariants.name}` }));

    await user.click(dialog.getByRole('button', { name: 'Kit parts of 12V · Bare tool' }));
    const parts = within(dialog.getByRole('group', { name: 'Kit parts of 12V · Bare tool' }));
    await user.type(parts.getByLabelText('Find a part'), 'battery{Enter}');
    await user.click(await parts.findByRole('button', { name: 'Add Battery 2.0Ah as a part' }));
    await user.clear(parts.getByLabelText('Find a part'));
    await user.type(parts.getByLabelText('Find a part'), 'impact');
    await user.click(parts.getByRole('button', { name: 'Search' }));
    // Its kit is no part of another: only the drill's other variants are offered.
    const variantChoice = await parts.findByLabelText('Variant of Impact Drill');
    expect(within(variantChoice).getAllByRole('option').map((option) => option.textContent)).toEqual(['12V · Bare tool', '18V · Bare tool']);
    await user.selectOptions(variantChoice, '18V · Bare tool');
    await user.click(parts.getByRole('button', { name: 'Add Impact Drill as a part' }));
    const battery1 = within(parts.getByRole('group', { name: 'Part 1: Battery 2.0Ah' }));
    await user.clear(battery1.getByLabelText('Quantity'));
    await user.type(battery1.getByLabelText('Quantity'), '2');
    expect(parts.getByRole('group', { name: 'Part 2: Impact Drill · 18V · Bare tool' })).toBeInTheDocument();
    // A kit's stock is its parts': the row's input goes, and the server counts it once saved.
    expect(dialog.queryByLabelText('Stock of 12V · Bare tool')).not.toBeInTheDocument();
    expect(dialog.getByText('From parts')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Kit parts of 12V · Bare tool' })).toHaveTextContent('Kit parts (2)');

    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Impact Drill updated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH', `/tool/${drillInVariants._id}`)[0].body).toEqual({
      variants: [
        {
          _id: 'b00000000000000000000001',
          parts: [
            { toolId: battery._id, quantity: 2 },
            { toolId: drillInVariants._id, variantId: 'b00000000000000000000002', quantity: 1 },
          ],
        },
        { _id: 'b00000000000000000000002' },
        { _id: 'b00000000000000000000003' },
      ],
    });
  });

  it("shows the server's messages on the row, cell and option they name, each until it is edited", async () => {
    mockApi({
      'PATCH /tool/:id': reply(400, {
        error: 'Price is required',
        fields: {
          'variants.1.price': 'Price must be more than 0',
          'variants.0.options': 'Variant 2 is 18V · Bare tool already',
          'variants.2.parts.1.toolId': 'A kit cannot be its own part',
          'options.1.values': 'Each value once: Bare tool',
        },
      }),
    });
    const { user } = renderApp('/dashboard/manage-product');
    await user.click(await screen.findByRole('button', { name: `Edit ${drillInVariants.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Edit ${drillInVariants.name}` }));
    await user.clear(dialog.getByLabelText('Price ($) of 18V · Bare tool'));
    await user.type(dialog.getByLabelText('Price ($) of 18V · Bare tool'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    const price = dialog.getByLabelText('Price ($) of 18V · Bare tool');
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price must be more than 0'));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Price ($) of 12V · Bare tool')).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByRole('rowheader', { name: /12V · Bare tool/ })).toHaveTextContent('Variant 2 is 18V · Bare tool already');
    expect(within(dialog.getByRole('group', { name: 'Option 2' })).getByLabelText('Values, separated by commas')).toHaveAccessibleDescription(
      'Each value once: Bare tool',
    );
    // The kit's parts open to show the part named.
    const parts = within(dialog.getByRole('group', { name: 'Kit parts of 18V · 2 × 2.0Ah' }));
    expect(parts.getByRole('group', { name: 'Part 2: Battery 2.0Ah' })).toHaveTextContent('A kit cannot be its own part');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A row removed does not move the messages onto the rows after it.
    await user.click(dialog.getByRole('button', { name: 'Remove 12V · Bare tool' }));
    expect(dialog.getByLabelText('Price ($) of 18V · Bare tool')).toHaveAccessibleDescription('Price must be more than 0');
    await user.type(dialog.getByLabelText('Price ($) of 18V · Bare tool'), '9');
    expect(dialog.getByLabelText('Price ($) of 18V · Bare tool')).not.toHaveAccessibleDescription('Price must be more than 0');
  });
});

describe('A tool without options', () => {
  it('has a GTIN, and as a kit its stock is its parts\'', async () => {
    mockApi({ 'POST /tools': reply(201, { acknowledged: true, insertedId: 'a00000000000000000000019' }) });
    const { user } = renderApp('/dashboard/add-tools');
    await startTool(user);
    await user.type(screen.getByLabelText('Price ($)'), '149');
    await user.type(screen.getByLabelText('Minimum order'), '1');
    await user.type(screen.getByLabelText('GTIN'), '123');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));
    expect(screen.getByLabelText('GTIN')).toHaveAccessibleDescription(/A GTIN is 8, 12, 13 or 14 digits$/);
    await user.clear(screen.getByLabelText('GTIN'));
    await user.type(screen.getByLabelText('GTIN'), '4006381333931');

    await user.click(screen.getByRole('button', { name: 'Make it a kit of other tools' }));
    await user.type(screen.getByLabelText('Find a part'), 'battery{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add Battery 2.0Ah as a part' }));
    expect(screen.getByLabelText('Available quantity')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Available quantity')).toHaveValue('From its parts');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));

    expect(await screen.findByText('Tools added successfully')).toBeInTheDocument();
    const body = requestsTo('POST', '/tools')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('availableQuantity');
    expect(body).toMatchObject({ price: 149, gtin: '4006381333931', options: [], variants: [], parts: [{ toolId: battery._id, quantity: 1 }] });
  });
});
