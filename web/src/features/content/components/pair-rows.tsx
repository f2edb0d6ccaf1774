import { Field } from '@/components/ui/field';
import { RowActions, useRowMoves, withKey, type Row } from '@/components/ui/row-actions';

type PairRowsProps<T extends Record<string, string>> = {
  legend: string;
  /** Each row's two fields: their key in the row and their label. */
  fields: [{ name: keyof T & string; label: string }, { name: keyof T & string; label: string }];
  rows: (T & Row)[];
  onChange: (rows: (T & Row)[]) => void;
  /** What a new row holds. */
  blank: T;
  max: number;
  /** What one row is called, for its buttons and group: "figure", "link". */
  what: string;
  /** The server's message for a field of row i ("trustBand.items.0.label" → errorOf(0, 'label')). */
  errorOf: (index: number, name: string) => string | undefined;
};

/** A list of rows of two text fields each, moved, removed and added, up to `max`. */
export function PairRows<T extends Record<string, string>>({ legend, fields, rows, onChange, blank, max, what, errorOf }: PairRowsProps<T>) {
  const { listRef, move } = useRowMoves(rows, onChange);
  const set = (index: number, name: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));

  return (
    <fieldset className="rows-field">
      <legend>{legend}</legend>
      <ol ref={listRef} className="rows-list">
        {rows.map((row, index) => (
          <li key={row.key} data-row={row.key}>
            <div className="row-group pair-row" role="group" aria-label={`${what} ${index + 1}`}>
              {fields.map(({ name, label }) => (
                <Field
                  key={name}
                  label={label}
                  value={row[name]}
                  error={errorOf(index, name)}
                  onChange={(event) => set(index, name, event.target.value)}
                />
              ))}
              <RowActions
                what={`${what} ${index + 1}`}
                index={index}
                count={rows.length}
                canRemove
                onMove={(direction) => move(index, direction)}
                onRemove={() => onChange(rows.filter((_, i) => i !== index))}
              />
            </div>
          </li>
        ))}
      </ol>
      {rows.length < max && (
        <button type="button" className="button button-secondary" onClick={() => onChange([...rows, withKey({ ...blank })])}>
          Add a {what}
        </button>
      )}
    </fieldset>
  );
}
