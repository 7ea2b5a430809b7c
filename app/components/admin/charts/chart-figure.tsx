// A chart of the admin dashboard (issue 33): a figure with its visible caption, the drawing, and the
// same figures as a table any reader can open (screen readers, and anyone who wants the exact
// numbers). Pure: everything arrives as text already in the page's language.
import type { ReactNode } from "react";

export interface ChartTable {
  /** The header cells; the first column names each row. */
  head: string[];
  rows: Array<{ key: string; cells: string[] }>;
}

export function ChartFigure({
  id,
  caption,
  note,
  empty,
  tableLabel,
  table,
  children,
}: {
  id: string;
  caption: string;
  /** How the figure is computed, under the caption. */
  note: string;
  /** Set when there is nothing to draw: said instead of the drawing and the table. */
  empty: string | null;
  /** The table's disclosure ("Show as a table"). */
  tableLabel: string;
  table: ChartTable;
  /** The drawing; not shown when `empty` is set. */
  children?: ReactNode;
}) {
  return (
    <figure className="admin-card chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="chart__caption">
        {caption}
      </figcaption>
      <p className="chart__note">{note}</p>
      {empty !== null ? (
        <p className="chart__empty">{empty}</p>
      ) : (
        <>
          {children}
          <details className="chart__table">
            <summary>{tableLabel}</summary>
            <table>
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  {table.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

/** The SVG frame every chart draws in: an image to assistive technology, named by its title and description. */
export function ChartSvg({
  id,
  title,
  description,
  width,
  height,
  children,
}: {
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      className="chart__svg"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}
