import { Field } from '@/components/ui/field';
import { RowActions, useRowMoves, withKey, type Row } from '@/components/ui/row-actions';
import type { ToolSpec } from '@/types/api';

type SpecsFieldProps = {
  specs: (ToolSpec & Row)[];
  onChange: (specs: (ToolSpec & Row)[]) => void;
  /** The server's message about the specifications. */
  error?: string;
};

/** A tool's specifications, a row each ("Voltage" "18 V"), in the order the tool page shows them. */
export function SpecsField({ specs, onChange, error }: SpecsFieldProps) {
  const { listRef, move } = useRowMoves(specs, onChange);
  const set = (index: number, change: Partial<ToolSpec>) =>
    onChange(specs.map((spec, i) => (i === index ? { ...spec, ...change } : spec)));

  return (
    <fieldset className="rows-field">
      <legend>Specifications</legend>
      <ol ref={listRef} className="rows-list">
        {specs.map((spec, index) => (
          <li key={spec.key} data-row={spec.key}>
            <div className="row-group spec-row" role="group" aria-label={`Specification ${index + 1}`}>
              <Field
                label="Specification"
                placeholder="Voltage"
                value={spec.name}
                maxLength={60}
                onChange={(event) => set(index, { name: event.target.value })}
              />
              <Field
                label="Value"
                placeholder="18 V"
                value={spec.value}
                maxLength={200}
                onChange={(event) => set(index, { value: event.target.value })}
              />
              <RowActions
                what={`specification ${index + 1}`}
                index={index}
                count={specs.length}
                canRemove
                onMove={(direction) => move(index, direction)}
                onRemove={() => onChange(specs.filter((_, i) => i !== index))}
              />
            </div>
          </li>
        ))}
      </ol>
      {error && <p className="field-error">{error}</p>}
      <button type="button" className="button button-secondary" onClick={() => onChange([...specs, withKey({ name: '', value: '' })])}>
        Add a specification
      </button>
    </fieldset>
  );
}
