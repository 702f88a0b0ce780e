// The numbers behind a chart as a table only screen readers see (the .visually-hidden class of
// the app's stylesheet), so the data can be read cell by cell, not only as the summary.
export interface ChartDataTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

export function ChartDataTable({ caption, headers, rows }: ChartDataTableProps) {
  return (
    <table className="visually-hidden">
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
  );
}
