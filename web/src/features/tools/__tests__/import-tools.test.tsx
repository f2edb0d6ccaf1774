import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { admin } from '@/testing/data';
import { mockApi, reply, requestsTo, signInAs, type MockRequest } from '@/testing/mock-api';
import { currentLocation, renderApp } from '@/testing/render-app';
import type { ToolImport } from '@/types/api';

const file = new File(['_id,name,description,price,minOrder,availableQuantity,image,category\n'], 'tools.csv', { type: 'text/csv' });

const withRefusal: ToolImport = {
  lines: [
    {
      line: 2,
      action: 'change',
      _id: 'a1',
      name: 'Angle Grinder',
      changed: ['price', 'availableQuantity'],
      diffs: [
        { field: 'price', from: '$45.00', to: '$49.50' },
        { field: 'availableQuantity', from: '8', to: '3' },
      ],
    },
    { line: 3, action: 'unchanged', _id: 'b2', name: 'Claw Hammer' },
    { line: 4, action: 'add', name: 'Spirit Level' },
    { line: 5, action: 'refused', name: 'Wood Chisel', message: 'Price is required', fields: { price: 'Price is required' } },
  ],
  added: 1,
  changed: 1,
  unchanged: 1,
  refused: 1,
  applied: false,
};
const fixed: ToolImport = { ...withRefusal, lines: withRefusal.lines.slice(0, 3), refused: 0 };

/** Answers the preview with `preview` and the import itself as applied. */
function mockImport(preview: ToolImport) {
  mockApi({
    'POST /admin/tools/import': (request: MockRequest) =>
      request.search.get('dryRun') === 'true' ? { body: preview } : { body: { ...preview, applied: true } },
  });
}

const imports = (dryRun: boolean) =>
  requestsTo('POST', '/admin/tools/import').filter((request) => (request.search.get('dryRun') === 'true') === dryRun);

const cellOf = (line: number, label: string) =>
  screen.getByRole('rowheader', { name: String(line) }).closest('tr')!.querySelector(`[data-label="${label}"]`);

beforeEach(() => signInAs(admin));

describe('Import Tools', () => {
  it('previews the file: the lines to add, change and refuse, with line numbers and messages, and no apply', async () => {
    mockImport(withRefusal);
    const { user } = renderApp('/dashboard/import-tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Tools' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CSV file'), file);

    await screen.findByRole('table', { name: 'Lines of the import' });
    expect(screen.getByText(/1 to add, 1 to change, 1 unchanged, 1 refused/)).toBeInTheDocument();
    expect(cellOf(2, 'Action')).toHaveTextContent('Change');
    expect(cellOf(2, 'Details')).toHaveTextContent('price: $45.00 → $49.50; available quantity: 8 → 3');
    expect(cellOf(4, 'Action')).toHaveTextContent('Add');
    expect(cellOf(5, 'Action')).toHaveTextContent('Refused');
    expect(cellOf(5, 'Tool')).toHaveTextContent('Wood Chisel');
    expect(cellOf(5, 'Details')).toHaveTextContent('Price is required');
    expect(screen.queryByRole('rowheader', { name: '3' })).not.toBeInTheDocument(); // unchanged: counted, not listed
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    expect(imports(true)).toHaveLength(1);
    expect(imports(false)).toHaveLength(0);
  });

  it('applies a file without refused lines after a confirmation, then says what changed', async () => {
    mockImport(fixed);
    const { user } = renderApp('/dashboard/import-tools');
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await screen.findByRole('table', { name: 'Lines of the import' });

    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply this import?' });
    expect(dialog).toHaveTextContent('1 to add, 1 to change, 1 unchanged, 0 refused');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(imports(false)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Import applied: 1 added, 1 changed, 1 unchanged')).toBeInTheDocument();
    expect(imports(false)).toHaveLength(1);
    expect(currentLocation.value?.pathname).toBe('/dashboard/manage-product');
  });

  it('says what each line of a tool of several does and leaves out, and the variants a change adds and removes', async () => {
    mockImport({
      lines: [
        {
          line: 2,
          action: 'add',
          name: 'Cordless Drill Driver',
          rows: [
            { line: 2, does: 'The tool, variant 12V · Bare tool, picture 1', leftOut: ['Tags', 'Variant Grams'] },
            { line: 3, does: 'Variant 12V · 2 × 2.0Ah' },
            { line: 4, does: 'Picture 2', leftOut: [] },
          ],
        },
        {
          line: 5,
          action: 'change',
          _id: 'c3',
          name: 'Socket Set',
          changed: ['variants'],
          diffs: [
            { field: 'variants', from: '', to: '1/2" · SAE: $79.00, 8 in stock' },
            { field: 'variants', from: '1/4" · SAE: $39.00, 0 in stock', to: '' },
          ],
        },
      ],
      added: 1,
      changed: 1,
      unchanged: 0,
      refused: 0,
      applied: false,
    });
    const { user } = renderApp('/dashboard/import-tools');
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await screen.findByRole('table', { name: 'Lines of the import' });

    const rows = within(cellOf(2, 'Details') as HTMLElement).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Line 2: The tool, variant 12V · Bare tool, picture 1. Left out: Tags, Variant Grams',
      'Line 3: Variant 12V · 2 × 2.0Ah',
      'Line 4: Picture 2',
    ]);
    expect(cellOf(5, 'Details')).toHaveTextContent(
      'new variant 1/2" · SAE: $79.00, 8 in stock; variant removed: 1/4" · SAE: $39.00, 0 in stock',
    );
  });

  it('shows the reason a file is refused whole', async () => {
    mockApi({ 'POST /admin/tools/import': reply(400, { error: 'Line 2: it must have 8 cells, one per column' }) });
    const { user } = renderApp('/dashboard/import-tools');
    await user.upload(await screen.findByLabelText('CSV file'), file);
    // On the page beside the file chooser, not in a toast over the help text.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('tools.csv: Line 2: it must have 8 cells, one per column');
    expect(alert.closest('.toaster')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });
});

describe('CSV exports', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('Manage Products exports the catalogue and leads to the import', async () => {
    mockApi({ 'GET /admin/tools.csv': '_id,name\n' });
    const { user } = renderApp('/dashboard/manage-product');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['tools.csv']));

    await user.click(screen.getByRole('link', { name: 'Import CSV' }));
    expect(currentLocation.value?.pathname).toBe('/dashboard/import-tools');
  });

  it('Manage All Orders exports the orders of the chosen days', async () => {
    mockApi({ 'GET /allorders': [], 'GET /admin/orders.csv': 'order\n' });
    const { user } = renderApp('/dashboard/manage-orders');
    const form = await screen.findByRole('form', { name: 'Export orders' });
    await user.type(within(form).getByLabelText('Placed from'), '2026-11-01');
    await user.type(within(form).getByLabelText('Placed until'), '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(saved).toEqual(['orders-from-2026-11-01-to-2026-11-30.csv']));
    const [request] = requestsTo('GET', '/admin/orders.csv');
    expect(request.search.toString()).toBe('from=2026-11-01&to=2026-11-30');
  });
});
