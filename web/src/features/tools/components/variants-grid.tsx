import { useId, useState, type InputHTMLAttributes } from 'react';

import type { ListMessages } from '../variant-messages';
import { addEveryCombination, MAX_VARIANTS, variantName, type OptionRow, type VariantRow } from '../variants';
import { KitPartsField } from './kit-parts-field';

type VariantsGridProps = {
  options: OptionRow[];
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  messages: ListMessages;
};

const COLUMNS = ['Select', 'Variant', 'SKU', 'GTIN', 'MPN', 'Price ($)', 'Stock', 'Actions'];

/**
 * The variants of a tool, a row each (a card each on a phone): its name from its values, its
 * SKU, GTIN, MPN, price and stock (a kit's is what its parts allow), its kit parts. The rows
 * checked take one price or stock at once.
 */
export function VariantsGrid({ options, rows, onChange, messages }: VariantsGridProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openParts, setOpenParts] = useState<number>();
  const [bulkPrice, setBulkPrice] = useState('');
  const [bulkStock, setBulkStock] = useState('');
  const chosen = rows.filter((row) => selected.has(row.key));
  const withAll = addEveryCombination(options, rows);
  const listMessage = messages.message('variants');

  const change = (key: number, change: Partial<VariantRow>) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
    for (const field of Object.keys(change)) messages.edit(`variant:${key}.${field}`);
  };
  const setChosen = (change: Partial<VariantRow>, only: (row: VariantRow) => boolean = () => true) => {
    onChange(rows.map((row) => (selected.has(row.key) && only(row) ? { ...row, ...change } : row)));
    for (const row of chosen) for (const field of Object.keys(change)) messages.edit(`variant:${row.key}.${field}`);
  };
  const toggle = (key: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <fieldset className="rows-field variants-field">
      <legend>Variants</legend>
      <p className="field-hint">
        One row for each form the shop sells, up to {MAX_VARIANTS}. A kit&apos;s stock is what its parts allow.
      </p>
      <button
        type="button"
        className="button button-secondary"
        disabled={withAll.length === rows.length}
        onClick={() => onChange(withAll)}
      >
        Add every combination
      </button>
      {rows.length > 0 && (
        <div className="variants-bulk" role="group" aria-label="Set the selected variants">
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={chosen.length === rows.length}
              onChange={(event) => setSelected(new Set(event.target.checked ? rows.map((row) => row.key) : []))}
            />
            Select all ({chosen.length} of {rows.length} selected)
          </label>
          <div className="variants-bulk-set">
            <BulkInput label="Price for the selected ($)" step="0.01" inputMode="decimal" value={bulkPrice} onChange={setBulkPrice} />
            <button
              type="button"
              className="button button-secondary"
              disabled={chosen.length === 0 || bulkPrice.trim() === ''}
              onClick={() => setChosen({ price: bulkPrice.trim() })}
            >
              Set price
            </button>
          </div>
          <div className="variants-bulk-set">
            <BulkInput label="Stock for the selected" inputMode="numeric" value={bulkStock} onChange={setBulkStock} />
            <button
              type="button"
              className="button button-secondary"
              disabled={chosen.length === 0 || bulkStock.trim() === ''}
              // A kit's stock is its parts'.
              onClick={() => setChosen({ availableQuantity: bulkStock.trim() }, (row) => row.parts.length === 0)}
            >
              Set stock
            </button>
          </div>
        </div>
      )}
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="table variants-table" role="table">
            <caption className="visually-hidden">Variants</caption>
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- the roles keep it a table when CSS lays it out as cards */}
            <thead role="rowgroup">
              <tr role="row">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column === 'Select' || column === 'Actions' ? <span className="visually-hidden">{column}</span> : column}
                  </th>
                ))}
              </tr>
            </thead>
            {rows.map((row, index) => {
              const name = variantName(options, row) || `Variant ${index + 1}`;
              const cell = (field: string) => `variant:${row.key}.${field}`;
              const nameMessage = messages.message(cell('options')) ?? messages.message(cell('_id'));
              const kit = row.parts.length > 0;
              // Open while the server has something to say about the parts.
              const partsOpen = openParts === row.key || messages.any(cell('parts')) || row.parts.some((part) => messages.any(`part:${part.key}.`));
              return (
                // eslint-disable-next-line jsx-a11y/no-redundant-roles -- as the thead's
                <tbody key={row.key} role="rowgroup" className="variant-rows">
                  <tr role="row">
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is no widget */}
                    <td role="cell" className="variant-select">
                      <input
                        type="checkbox"
                        aria-label={`Select ${name}`}
                        checked={selected.has(row.key)}
                        onChange={(event) => toggle(row.key, event.target.checked)}
                      />
                    </td>
                    <th scope="row" role="rowheader" className="variant-name">
                      <span>{name}</span>
                      {nameMessage && <span className="field-error">{nameMessage}</span>}
                    </th>
                    <GridCell
                      label="SKU"
                      name={name}
                      maxLength={64}
                      value={row.sku}
                      error={messages.message(cell('sku'))}
                      onChange={(sku) => change(row.key, { sku })}
                    />
                    <GridCell
                      label="GTIN"
                      name={name}
                      inputMode="numeric"
                      maxLength={14}
                      value={row.gtin}
                      error={messages.message(cell('gtin'))}
                      onChange={(gtin) => change(row.key, { gtin })}
                    />
                    <GridCell
                      label="MPN"
                      name={name}
                      maxLength={70}
                      value={row.mpn}
                      error={messages.message(cell('mpn'))}
                      onChange={(mpn) => change(row.key, { mpn })}
                    />
                    <GridCell
                      label="Price ($)"
                      name={name}
                      type="number"
                      min={0}
                      step="0.01"
                      inputMode="decimal"
                      value={row.price}
                      error={messages.message(cell('price'))}
                      onChange={(price) => change(row.key, { price })}
                    />
                    {kit ? (
                      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is no widget
                      <td role="cell" data-label="Stock" className="variant-kit-stock">
                        {row.kitStock === undefined ? 'From parts' : `${row.kitStock} from parts`}
                      </td>
                    ) : (
                      <GridCell
                        label="Stock"
                        name={name}
                        type="number"
                        min={0}
                        inputMode="numeric"
                        value={row.availableQuantity}
                        error={messages.message(cell('availableQuantity'))}
                        onChange={(availableQuantity) => change(row.key, { availableQuantity })}
                      />
                    )}
                    {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is no widget */}
                    <td role="cell" className="cell-actions">
                      <div className="cell-value">
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-expanded={partsOpen}
                          aria-label={`Kit parts of ${name}`}
                          onClick={() => setOpenParts(partsOpen ? undefined : row.key)}
                        >
                          {kit ? `Kit parts (${row.parts.length})` : 'Make a kit'}
                        </button>
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={`Remove ${name}`}
                          onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                        >
                          Remove
                        </button>
                      </div>
                    </td>
                  </tr>
                  {partsOpen && (
                    <tr role="row" className="variant-parts">
                      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is no widget */}
                      <td role="cell" colSpan={COLUMNS.length}>
                        <KitPartsField
                          legend={`Kit parts of ${name}`}
                          parts={row.parts}
                          onChange={(parts) => change(row.key, { parts })}
                          messages={messages}
                          listCell={cell('parts')}
                        />
                      </td>
                    </tr>
                  )}
                </tbody>
              );
            })}
          </table>
        </div>
      )}
      {listMessage && <p className="field-error">{listMessage}</p>}
    </fieldset>
  );
}

type GridCellProps = {
  /** The column's name, also the card's label on a phone. */
  label: string;
  /** The variant's name: the input is "SKU of 18V · Bare tool" to a screen reader. */
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>;

/** A variant's field in its column, with the server's message about it under it. */
function GridCell({ label, name, value, error, onChange, ...input }: GridCellProps) {
  const errorId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is no widget
    <td role="cell" data-label={label}>
      <div className="cell-value field">
        <input
          aria-label={`${label} of ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </div>
    </td>
  );
}

type BulkInputProps = { label: string; value: string; onChange: (value: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'step' | 'inputMode'
>;

function BulkInput({ label, value, onChange, ...input }: BulkInputProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" min={0} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </div>
  );
}
