import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Cell, Row, RowHeader, Table } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import type { FieldChange, ImportLine, ToolImport } from '@/types/api';

import { useApplyImport, usePreviewImport } from '../api/import-tools';

const columns = ['Line', 'Action', 'Tool', 'Details'];

const actionLabels: Record<ImportLine['action'], string> = {
  add: 'Add',
  change: 'Change',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

const badges: Record<ImportLine['action'], string> = {
  add: 'badge badge-success',
  change: 'badge badge-info',
  unchanged: 'badge',
  refused: 'badge badge-warning',
};

const fieldLabels: Record<string, string> = {
  name: 'name',
  description: 'description',
  price: 'price',
  minOrder: 'min. order',
  availableQuantity: 'available quantity',
  image: 'image',
  category: 'category',
};

/** Why a line is refused: every message of its fields, or the one message of the line. */
function refusals(line: ImportLine) {
  const messages = Object.values(line.fields ?? {});
  return messages.length > 0 ? [...new Set(messages)] : [line.message ?? ''];
}

/** A change as the preview says it: a variant added or removed is written whole. */
function change({ field, from, to }: FieldChange) {
  if (field === 'variants' && !from) return `new variant ${to}`;
  if (field === 'variants' && !to) return `variant removed: ${from}`;
  return `${fieldLabels[field] ?? field}: ${from} → ${to}`;
}

function details(line: ImportLine) {
  if (line.action === 'refused') return refusals(line).join('. ');
  if (line.action === 'change') return (line.diffs ?? []).map(change).join('; ');
  return 'New tool';
}

/** The lines of a tool of several (a line per variant, a Shopify product's pictures): what each does and leaves out. */
function Rows({ line }: { line: ImportLine }) {
  if (!line.rows) return null;
  return (
    <ul className="import-rows muted">
      {line.rows.map((row) => (
        <li key={row.line}>
          Line {row.line}: {row.does}
          {row.leftOut && row.leftOut.length > 0 && `. Left out: ${row.leftOut.join(', ')}`}
        </li>
      ))}
    </ul>
  );
}

const counts = (plan: ToolImport) =>
  `${plan.added} to add, ${plan.changed} to change, ${plan.unchanged} unchanged, ${plan.refused} refused`;

/**
 * Import CSV: the file is sent for a preview first (nothing changes), whose lines to add, change
 * or refuse are listed; "Apply import" carries out every line at once, only when none is refused.
 */
export function ImportTools() {
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const navigate = useNavigate();
  const plan = preview.data;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    if (chosen) preview.mutate(chosen);
  };

  const confirm = () => {
    if (!file) return;
    apply.mutate(file, {
      onSuccess: (done) => {
        toast.success(`Import applied: ${done.added} added, ${done.changed} changed, ${done.unchanged} unchanged`);
        navigate(paths.dashboard.manageProducts.getHref());
      },
      onSettled: () => setConfirming(false),
    });
  };

  const listed = plan?.lines.filter((line) => line.action !== 'unchanged') ?? [];

  return (
    <>
      <p className="muted">
        A CSV file with the columns of Export CSV: _id, name, description, price (dollars), minOrder, availableQuantity,
        image, category, and a line per variant sharing the tool&apos;s handle; or a product export from Shopify. A line
        with an _id changes that tool; without one it changes the tool of the same name, or adds a tool. Nothing changes
        until you apply the import. At most 5 MB.
      </p>
      <div className="toolbar">
        <div className="field field-inline">
          <label htmlFor="import-file">CSV file</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <button
          type="button"
          className="button"
          disabled={!plan || plan.refused > 0 || preview.isPending}
          onClick={() => setConfirming(true)}
        >
          Apply import
        </button>
      </div>

      {preview.isPending && <p role="status">Reading {file?.name}…</p>}
      {preview.error && <ErrorText>{file?.name}: {preview.error.message}</ErrorText>}
      {plan && (
        <>
          <p role="status">
            {file?.name}: {counts(plan)}.
            {plan.refused > 0 && ' Fix the refused lines and choose the file again: nothing is imported while a line is refused.'}
          </p>
          {listed.length > 0 && (
            <Table caption="Lines of the import" columns={columns}>
              {listed.map((line) => (
                <Row key={line.line}>
                  <RowHeader label="Line">{line.line}</RowHeader>
                  <Cell label="Action">
                    <span className={badges[line.action]}>{actionLabels[line.action]}</span>
                  </Cell>
                  <Cell label="Tool">{line.name || '—'}</Cell>
                  <Cell label="Details">
                    {details(line)}
                    <Rows line={line} />
                  </Cell>
                </Row>
              ))}
            </Table>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        busy={apply.isPending}
        title="Apply this import?"
        message={plan ? `The catalogue will change now: ${counts(plan)}.` : ''}
        confirmLabel="Apply import"
        danger={false}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
