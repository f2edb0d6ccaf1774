import type { ReactNode } from 'react';

type TableProps = {
  /** Read by screen readers only. */
  caption: string;
  columns: string[];
  /** The columns of numbers (amounts, quantities): right-aligned, as their cells (Cell's numeric). */
  numeric?: string[];
  /** Rows built with Row, RowHeader and Cell, whose labels name the fields of a row's card. */
  children: ReactNode;
};

/**
 * A data table on wide screens; on narrow ones each row is a card of labelled fields, so every
 * value and action stays on screen. The explicit roles keep it a table for screen readers when
 * CSS changes how its parts are displayed.
 */
export function Table({ caption, columns, numeric = [], children }: TableProps) {
  return (
    <div className="table-wrap">
      <table className="table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- the roles keep it a table when CSS lays it out as cards (above) */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader" className={numeric.includes(column) ? 'cell-numeric' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- the roles keep it a table when CSS lays it out as cards (above) */}
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

type CellProps = {
  /** The column's name, shown before the value when the row is a card. */
  label: string;
  className?: string;
  /** A number, right-aligned under its column's heading. */
  numeric?: boolean;
  children?: ReactNode;
};

export function Row({ children }: { children: ReactNode }) {
  return <tr role="row">{children}</tr>;
}

/** The cell that names its row, e.g. the order number. */
export function RowHeader({ label, className, children }: CellProps) {
  return (
    <th scope="row" role="rowheader" data-label={label} className={className}>
      <div className="cell-value">{children}</div>
    </th>
  );
}

export function Cell({ label, className, numeric, children }: CellProps) {
  const classes = [className, numeric && 'cell-numeric'].filter(Boolean).join(' ');
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a td is no widget: jsx-a11y takes its role for a grid's gridcell
    <td role="cell" data-label={label} className={classes || undefined}>
      <div className="cell-value">{children}</div>
    </td>
  );
}
