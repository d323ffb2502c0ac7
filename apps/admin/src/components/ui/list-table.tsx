import type { ReactNode } from "react";

/** A column's head: its name, or a name read by screen readers only (an actions column). */
export type Column = string | { label: string; className?: string; isHidden?: boolean };

/** A list table's head row: one `th scope="col"` per column. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className, isHidden } = typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={className}>
              {isHidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

type ListTableProps = {
  /** The table's classes; it sits in an `admin-table-wrap` card that scrolls sideways when it must. */
  className: string;
  /** Read by screen readers only. */
  caption?: string;
  columns: readonly Column[];
  /** The rows. */
  children: ReactNode;
};

export function ListTable({ className, caption, columns, children }: ListTableProps) {
  return (
    <div className="admin-table-wrap admin-card">
      <table className={className}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
