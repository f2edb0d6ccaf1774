import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { withKey, type Row } from '@/components/ui/row-actions';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import type { SynonymSet } from '@/types/api';

import { synonymsQuery, useSaveSynonyms } from '../api/search-settings';

/** A set as the admin types it: its words and phrases separated by commas. */
type SetRow = { text: string } & Row;

const rowOf = (set: SynonymSet): SetRow => withKey({ text: set.words.join(', ') });

/** The words of a row as sent: each phrase between commas, the empty ones left out. */
const wordsOf = (row: SetRow) =>
  row.text
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');

/** The shop's synonym sets (GET/PUT /admin/search/synonyms), one row each. */
export function SynonymSettings() {
  const { data, error } = useQuery(synonymsQuery);
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (!data) return <Spinner label="Loading the synonyms" />;
  return <SynonymsForm sets={data} />;
}

function SynonymsForm({ sets }: { sets: SynonymSet[] }) {
  const save = useSaveSynonyms();
  const [rows, setRows] = useState(() => sets.map(rowOf));
  // The rows as last sent: a refusal names a set and a phrase by their places in it.
  const [sent, setSent] = useState<{ key: number; words: string[] }[]>([]);
  const fields = isApiError(save.error) ? save.error.fields : {};

  /** The server's messages about a row ("3.words", "3.words.1", or "500" for a set too many), a phrase's led by it. */
  const errorOf = (row: SetRow) => {
    const index = sent.findIndex((set) => set.key === row.key);
    if (index < 0) return undefined;
    const messages = Object.entries(fields).flatMap(([field, message]) => {
      const [set, , phrase] = field.split('.');
      if (set !== String(index)) return [];
      return phrase === undefined ? [message] : [`“${sent[index].words[Number(phrase)]}”: ${message}`];
    });
    return messages.join(' ') || undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = rows.map((row) => ({ key: row.key, words: wordsOf(row) }));
    setSent(body);
    save.mutate(
      body.map(({ words }) => ({ words })),
      {
        onSuccess: (saved) => {
          setRows(saved.map(rowOf));
          toast.success('Synonyms saved');
        },
      },
    );
  };

  const change = (key: number, text: string) => setRows(rows.map((row) => (row.key === key ? { ...row, text } : row)));

  return (
    <form noValidate className="form search-settings-form" onSubmit={submit}>
      <fieldset className="rows-field">
        <legend>Synonym sets</legend>
        <p className="field-hint">
          Words or phrases customers use for the same tool, separated by commas. A search for one also finds the others’ tools, after
          its own.
        </p>
        {rows.length === 0 && <p className="muted">No synonyms yet.</p>}
        <ol className="synonym-sets">
          {rows.map((row, index) => (
            <li key={row.key} className="synonym-set">
              <Field
                label={`Set ${index + 1}`}
                value={row.text}
                placeholder="sawzall, reciprocating saw"
                error={errorOf(row)}
                onChange={(event) => change(row.key, event.target.value)}
              />
              <button type="button" className="button button-secondary" aria-label={`Remove set ${index + 1}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="button button-secondary align-start" onClick={() => setRows([...rows, withKey({ text: '' })])}>
          Add a set
        </button>
      </fieldset>
      <ErrorText>{save.error && Object.keys(fields).length === 0 ? save.error.message : undefined}</ErrorText>
      <button type="submit" className="button align-start" disabled={save.isPending}>
        Save synonyms
      </button>
    </form>
  );
}
