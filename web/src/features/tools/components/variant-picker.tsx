import { useId } from 'react';

import type { Tool, ToolOption } from '@/types/api';

import { MAX_BUTTONS, whyNot, type Chosen } from '../variant-choice';
import './variant-picker.css';

type VariantPickerProps = {
  tool: Pick<Tool, 'options' | 'variants'>;
  chosen: Chosen;
  onChoose: (option: string, value: string) => void;
};

/**
 * A tool's options, a picker each: a row of buttons (a radio group), or a list past eight values.
 * A value that cannot be bought with the others chosen is greyed and says why ("Sold out", "Not
 * sold"), yet can still be reached and chosen: its reason is read with it.
 */
export function VariantPicker({ tool, chosen, onChoose }: VariantPickerProps) {
  return (
    <div className="variant-picker">
      {tool.options.map((option) =>
        option.values.length > MAX_BUTTONS ? (
          <OptionList key={option.name} tool={tool} option={option} chosen={chosen} onChoose={onChoose} />
        ) : (
          <OptionButtons key={option.name} tool={tool} option={option} chosen={chosen} onChoose={onChoose} />
        ),
      )}
    </div>
  );
}

type OptionProps = VariantPickerProps & { option: ToolOption };

function OptionButtons({ tool, option, chosen, onChoose }: OptionProps) {
  const id = useId();
  return (
    <fieldset className="option-picker">
      <legend className="option-name">{option.name}</legend>
      <div className="option-values">
        {option.values.map((value, index) => {
          const why = whyNot(tool, chosen, option, value);
          const whyId = `${id}-${index}-why`;
          return (
            <label key={value} className={why ? 'option-value unavailable' : 'option-value'}>
              <input
                type="radio"
                data-act={`option:${option.name}:${value}`}
                name={`${id}-${option.name}`}
                value={value}
                checked={chosen[option.name] === value}
                onChange={() => onChoose(option.name, value)}
                aria-describedby={why && whyId}
              />
              <span>{value}</span>
              {/* Read as the value's description, not its name. */}
              {why && (
                <span id={whyId} className="option-why" aria-hidden="true">
                  {why}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function OptionList({ tool, option, chosen, onChoose }: OptionProps) {
  const id = useId();
  return (
    <div className="option-picker">
      <label htmlFor={id} className="option-name">
        {option.name}
      </label>
      <select id={id} value={chosen[option.name] ?? ''} onChange={(event) => onChoose(option.name, event.target.value)}>
        <option value="" disabled>
          Choose a {option.name}
        </option>
        {option.values.map((value) => {
          const why = whyNot(tool, chosen, option, value);
          return (
            <option key={value} value={value}>
              {why ? `${value} (${why})` : value}
            </option>
          );
        })}
      </select>
    </div>
  );
}
