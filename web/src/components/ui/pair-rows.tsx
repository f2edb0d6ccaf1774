import { Field } from '@/components/ui/field';
import { RowActions, useRowMoves, withKey, type Row } from '@/components/ui/row-actions';

/** One of a row's two fields: its key in the row, its label, and how it is typed. */
type PairField<T> = { name: keyof T & string; label: string; placeholder?: string; maxLength?: number };

type PairRowsProps<T extends Record<string, string>> = {
  legend: string;
  fields: [PairField<T>, PairField<T>];
  rows: (T & Row)[];
  onChange: (rows: (T & Row)[]) => void;
  /** What a new row holds. */
  blank: T;
  max: number;
  /** What one row is called, for its buttons and group: "specification", "link". */
  what: string;
  /** The server's message for a field of row i ("footer.0.links.1.href"), if it names fields by row. */
  errorOf?: (index: number, name: string) => string | undefined;
  /** The server's message about the whole list. */
  error?: string;
};

/**
 * A list of rows of two text fields each (a specification's name and value, a link's label and
 * address), moved, removed and added, up to `max`; side by side once there is room.
 */
export function PairRows<T extends Record<string, string>>({ legend, fields, rows, onChange, blank, max, what, errorOf, error }: PairRowsProps<T>) {
  const { listRef, move } = useRowMoves(rows, onChange);
  const set = (index: number, name: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  const groupName = what.charAt(0).toUpperCase() + what.slice(1);

  return (
    <fieldset className="rows-field">
      <legend>{legend}</legend>
      <ol ref={listRef} className="rows-list">
        {rows.map((row, index) => (
          <li key={row.key} data-row={row.key}>
            <div className="row-group pair-row" role="group" aria-label={`${groupName} ${index + 1}`}>
              {fields.map(({ name, label, placeholder, maxLength }) => (
                <Field
                  key={name}
                  label={label}
                  placeholder={placeholder}
                  maxLength={maxLength}
                  value={row[name]}
                  error={errorOf?.(index, name)}
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
      {error && <p className="field-error">{error}</p>}
      {rows.length < max && (
        <button type="button" className="button button-secondary" onClick={() => onChange([...rows, withKey({ ...blank })])}>
          Add {/^[aeiou]/i.test(what) ? 'an' : 'a'} {what}
        </button>
      )}
    </fieldset>
  );
}
