import { PairRows } from '@/components/ui/pair-rows';
import type { Row } from '@/components/ui/row-actions';
import type { ToolSpec } from '@/types/api';

type SpecsFieldProps = {
  specs: (ToolSpec & Row)[];
  onChange: (specs: (ToolSpec & Row)[]) => void;
  /** The server's message about the specifications. */
  error?: string;
};

/** The server keeps at most this many specifications of a tool (maxToolSpecs in tooldetails.go). */
const MAX_SPECS = 30;

/** A tool's specifications, a row each ("Voltage" "18 V"), in the order the tool page shows them. */
export function SpecsField({ specs, onChange, error }: SpecsFieldProps) {
  return (
    <PairRows
      legend="Specifications"
      fields={[
        { name: 'name', label: 'Specification', placeholder: 'Voltage', maxLength: 60 },
        { name: 'value', label: 'Value', placeholder: '18 V', maxLength: 200 },
      ]}
      rows={specs}
      onChange={onChange}
      blank={{ name: '', value: '' }}
      max={MAX_SPECS}
      what="specification"
      error={error}
    />
  );
}
