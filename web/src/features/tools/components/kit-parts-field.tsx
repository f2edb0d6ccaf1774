import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import { Field } from '@/components/ui/field';
import { withKey } from '@/components/ui/row-actions';
import { Spinner } from '@/components/ui/spinner';
import type { Tool } from '@/types/api';

import { toolsPageQuery } from '../api/get-tools-page';
import type { ListMessages } from '../variant-messages';
import { MAX_KIT_PARTS, type PartRow } from '../variants';

type KitPartsFieldProps = {
  /** "Kit parts", or "Kit parts of 18V · 2 × 2.0Ah": the group's name. */
  legend: string;
  parts: PartRow[];
  onChange: (parts: PartRow[]) => void;
  messages: ListMessages;
  /** The cell of the server's message about the whole list: "parts", "variant:12.parts". */
  listCell: string;
};

/**
 * The parts one unit of a kit takes from stock, each a tool (or one variant of it) found by
 * searching the catalogue, with how many; a kit's stock is what they allow.
 */
export function KitPartsField({ legend, parts, onChange, messages, listCell }: KitPartsFieldProps) {
  const set = (index: number, change: Partial<PartRow>) => onChange(parts.map((part, i) => (i === index ? { ...part, ...change } : part)));
  const listMessage = messages.message(listCell);

  return (
    <fieldset className="rows-field kit-parts">
      <legend>{legend}</legend>
      {parts.length > 0 && (
        <ol className="rows-list">
          {parts.map((part, index) => {
            const partMessage = messages.message(`part:${part.key}.toolId`) ?? messages.message(`part:${part.key}.variantId`);
            return (
              <li key={part.key}>
                <div className="row-group kit-part" role="group" aria-label={`Part ${index + 1}: ${part.name}`}>
                  <div className="kit-part-name">
                    <span>{part.name}</span>
                    {partMessage && <p className="field-error">{partMessage}</p>}
                  </div>
                  <Field
                    label="Quantity"
                    type="number"
                    min={1}
                    max={1000}
                    inputMode="numeric"
                    value={part.quantity}
                    error={messages.message(`part:${part.key}.quantity`)}
                    onChange={(event) => {
                      set(index, { quantity: event.target.value });
                      messages.edit(`part:${part.key}.quantity`);
                    }}
                  />
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Remove part ${index + 1}`}
                    onClick={() => onChange(parts.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listMessage && <p className="field-error">{listMessage}</p>}
      {parts.length < MAX_KIT_PARTS ? (
        <PartSearch onAdd={(part) => onChange([...parts, withKey(part)])} />
      ) : (
        <p className="field-hint">A kit has at most {MAX_KIT_PARTS} parts.</p>
      )}
    </fieldset>
  );
}

/** Finds a tool of the catalogue to add as a part: no kit is a part of another. */
function PartSearch({ onAdd }: { onAdd: (part: Omit<PartRow, 'key'>) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useQuery({ ...toolsPageQuery({ q, offset: 0 }), enabled: q !== '' });
  const search = () => setQ(text.trim());

  return (
    <div className="part-search">
      <div className="part-search-box">
        <Field
          label="Find a part"
          type="search"
          placeholder="Name, SKU or GTIN"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Enter searches here instead of sending the tool's form.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
        />
        <button type="button" className="button button-secondary" onClick={search}>
          Search
        </button>
      </div>
      {q !== '' &&
        (results.isPending ? (
          <Spinner label="Searching the tools" />
        ) : (
          <ul className="part-results" aria-label={`Tools found for ${q}`}>
            {(results.data?.items ?? [])
              .filter((tool) => tool.parts.length === 0)
              .map((tool) => (
                <PartResult key={tool._id} tool={tool} onAdd={onAdd} />
              ))}
            {results.data?.items.length === 0 && <li>No tool matches {q}.</li>}
          </ul>
        ))}
    </div>
  );
}

/** One tool found: added as it is, or as the variant chosen of it. */
function PartResult({ tool, onAdd }: { tool: Tool; onAdd: (part: Omit<PartRow, 'key'>) => void }) {
  const selectId = useId();
  const variants = tool.variants.filter((variant) => variant.parts.length === 0);
  const [variantId, setVariantId] = useState(variants[0]?._id ?? '');
  if (tool.variants.length > 0 && variants.length === 0) return null;
  const variant = variants.find((v) => v._id === variantId);

  return (
    <li className="part-result">
      <span className="part-result-name">{tool.name}</span>
      {variants.length > 0 && (
        <div className="field">
          <label htmlFor={selectId} className="visually-hidden">
            Variant of {tool.name}
          </label>
          <select id={selectId} value={variantId} onChange={(event) => setVariantId(event.target.value)}>
            {variants.map((v) => (
              <option key={v._id} value={v._id}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className="button button-secondary"
        aria-label={`Add ${tool.name} as a part`}
        onClick={() =>
          onAdd({
            toolId: tool._id,
            ...(variant && { variantId: variant._id }),
            name: variant ? `${tool.name} · ${variant.name}` : tool.name,
            quantity: '1',
          })
        }
      >
        Add
      </button>
    </li>
  );
}
