import { PairRows } from '@/components/ui/pair-rows';

import type { ListMessages } from '../variant-messages';
import { MAX_OPTIONS, type OptionRow } from '../variants';

type OptionsFieldProps = {
  options: OptionRow[];
  onChange: (options: OptionRow[]) => void;
  messages: ListMessages;
};

/** The ways a tool's variants differ ("Voltage": "12V, 18V"), up to 3; none sells it in one form. */
export function OptionsField({ options, onChange, messages }: OptionsFieldProps) {
  return (
    <div className="options-field">
      <PairRows
        legend="Options"
        fields={[
          { name: 'name', label: 'Option', placeholder: 'Voltage', maxLength: 60 },
          { name: 'values', label: 'Values, separated by commas', placeholder: '12V, 18V' },
        ]}
        rows={options}
        onChange={onChange}
        blank={{ name: '', values: '' }}
        max={MAX_OPTIONS}
        what="option"
        errorOf={(index, name) => messages.message(`option:${options[index].key}.${name}`)}
        error={messages.message('options')}
      />
      <p className="field-hint">
        Without options the tool is sold in one form. With them, each variant has its own price, stock, SKU and GTIN.
      </p>
    </div>
  );
}
