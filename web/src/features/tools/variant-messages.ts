// The server names a problem of the lists by place in what was sent ("variants.2.price",
// "options.1.values", "variants.0.parts.1.toolId"); the form shows it on the row that was
// there, by the row's key, however the rows moved since.
import { useState } from 'react';

import type { Row } from '@/components/ui/row-actions';
import { isApiError } from '@/lib/api-client';

import type { ToolFormLists } from './api/create-tool';
import { namedOptions } from './variants';

/** The keys of the rows sent, in the order sent. */
type Sent = { options: number[]; variants: { key: number; parts: number[] }[]; parts: number[] };

/** A cell's id: "variant:12.price", "option:3.values", "part:40.quantity", or a list's: "variants". */
export type CellId = string;

const keysOf = (rows: Row[]) => rows.map((row) => row.key);

/** Where each of the server's field names goes, given the rows sent. */
export function cellOf(field: string, sent: Sent): CellId {
  const [list, at, ...rest] = field.split('.');
  const index = Number(at);
  if (at === undefined || !Number.isInteger(index)) return field;
  const name = rest.join('.');
  if (list === 'options' && sent.options[index] !== undefined) return `option:${sent.options[index]}.${name}`;
  if (list === 'parts' && sent.parts[index] !== undefined) return `part:${sent.parts[index]}.${name}`;
  const variant = list === 'variants' ? sent.variants[index] : undefined;
  if (!variant) return field;
  const [partsList, partAt, ...partRest] = rest;
  const part = partsList === 'parts' && partAt !== undefined ? variant.parts[Number(partAt)] : undefined;
  if (part !== undefined) return `part:${part}.${partRest.join('.')}`;
  return `variant:${variant.key}.${name}`;
}

/**
 * The server's messages about the options, variants and parts of the last lists sent, each
 * shown on its cell until that cell is edited.
 */
export function useListMessages(serverError: Error | null) {
  const [sent, setSent] = useState<Sent>({ options: [], variants: [], parts: [] });
  const [edited, setEdited] = useState<ReadonlySet<CellId>>(new Set());
  const fields = isApiError(serverError) ? serverError.fields : {};
  const messages = new Map(Object.entries(fields).map(([field, message]) => [cellOf(field, sent), message]));

  return {
    /** The message for a cell, until it is edited. */
    message: (cell: CellId) => (edited.has(cell) ? undefined : messages.get(cell)),
    /** Whether a cell whose id starts so has a message: "part:40." for any of a part's. */
    any: (prefix: string) => [...messages.keys()].some((cell) => cell.startsWith(prefix) && !edited.has(cell)),
    edit: (cell: CellId) => setEdited((current) => (current.has(cell) ? current : new Set(current).add(cell))),
    /** Keeps the rows being sent, for the answer's field names. */
    send: (lists: ToolFormLists) => {
      setSent({
        options: keysOf(namedOptions(lists.options)),
        variants: lists.variants.map((row) => ({ key: row.key, parts: keysOf(row.parts) })),
        parts: keysOf(lists.parts),
      });
      setEdited(new Set());
    },
  };
}

export type ListMessages = ReturnType<typeof useListMessages>;
