import type { ChangeEvent } from 'react';

import { Field } from '@/components/ui/field';
import { contrast, formatContrast, isHexColor, minContrast } from '@/lib/brand';

type BrandColorFieldProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Sets the colour as the picker chose it. */
  onPick: (color: string) => void;
};

// The demo's accent (index.css --accent), where the picker starts without a colour of the shop's.
const demoAccent = '#b45309';

/**
 * The brand colour as #rrggbb, typed or picked, with its contrast against white: the buttons'
 * text and the links' page, which must both read at 4.5:1 at least.
 */
export function BrandColorField({ onPick, ...color }: BrandColorFieldProps) {
  const value = color.value.trim();
  const shown = isHexColor(value) ? value.toLowerCase() : demoAccent;
  const ratio = isHexColor(value) ? contrast(value, '#ffffff') : undefined;
  return (
    <div className="brand-color-field">
      <Field
        label="Brand colour"
        placeholder={demoAccent}
        spellCheck={false}
        hint={
          ratio === undefined
            ? 'As #rrggbb; empty for the demo’s amber. Buttons and links take it.'
            : `Contrast with white: ${formatContrast(ratio)} (needs ${minContrast}:1)`
        }
        {...color}
      />
      <input
        type="color"
        aria-label="Colour picker"
        className="color-swatch"
        value={shown}
        onChange={(event) => onPick(event.target.value)}
      />
      <span className="button brand-color-sample" style={{ background: shown, borderColor: shown }} aria-hidden="true">
        Button
      </span>
    </div>
  );
}
