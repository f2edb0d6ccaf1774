import type { ReactNode } from 'react';

type TableProps = {
  /** Read by screen readers only. */
  caption: string;
  columns: string[];
  children: ReactNode;
};

/** A data table that scrolls sideways on narrow screens. */
export function Table({ caption, columns, children }: TableProps) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
