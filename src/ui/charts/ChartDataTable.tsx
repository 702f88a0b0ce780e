// The numbers behind a chart as a table only screen readers see (the .visually-hidden class of
// the app's stylesheet), so the data can be read cell by cell, not only as the summary. The class is on a
// box around the table: a table is never narrower than its cells, so hidden itself it would still widen
// a 320 px page.
export interface ChartDataTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

export function ChartDataTable({ caption, headers, rows }: ChartDataTableProps) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
