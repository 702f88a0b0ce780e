import {
  COLLECTION_NAMES,
  type CollectionName,
} from "../../../schemas/index.ts";
import type {
  CollectionPreview,
  ImportPreview,
  ImportRefusal,
} from "../../data/transfer/index.ts";
import "./transfer.css";

const COLLECTION_LABELS: Record<CollectionName, string> = {
  courses: "Courses",
  scorecards: "Score cards",
  matches: "Matches",
  tournaments: "Tournaments",
  users: "Profiles",
  userdata: "Private data (bag, round in play)",
};

function refusalText(r: ImportRefusal): string {
  const rows =
    r.rows && r.rows.length > 0
      ? ` (CSV row${r.rows.length > 1 ? "s" : ""} ${r.rows.join(", ")})`
      : "";
  return `${r.reason}${rows}`;
}

/** What an import would do, per collection: counts, then the changed and refused documents. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const rows = COLLECTION_NAMES.map(
    (name) =>
      [
        name,
        preview.collections[name] as CollectionPreview<{ id: string }>,
      ] as const,
  ).filter(
    ([, p]) =>
      p.new.length + p.changed.length + p.unchanged.length + p.refused.length >
      0,
  );
  if (rows.length === 0) return <p>The file holds no documents.</p>;
  return (
    <div className="import-preview">
      <div className="import-preview__scroll">
        <table className="table">
          <caption>What the import would do</caption>
          <thead>
            <tr>
              <th scope="col">Collection</th>
              <th scope="col">New</th>
              <th scope="col">Would change</th>
              <th scope="col">Unchanged</th>
              <th scope="col">Refused</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, p]) => (
              <tr key={name}>
                <th scope="row">{COLLECTION_LABELS[name]}</th>
                <td>{p.new.length}</td>
                <td>{p.changed.length}</td>
                <td>{p.unchanged.length}</td>
                <td>{p.refused.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.refused.length > 0 && (
        <section
          aria-labelledby="import-refused-title"
          className="import-refusals"
        >
          <h2 id="import-refused-title">Refused ({preview.refused.length})</h2>
          <p>Nothing can be imported until the file is fixed:</p>
          <ul>
            {preview.refused.map((r, i) => (
              <li key={`${r.collection}-${r.id}-${r.path}-${i}`}>
                {COLLECTION_LABELS[r.collection]}{" "}
                <code>{r.id || "(no id)"}</code>, field <code>{r.path}</code>:{" "}
                {refusalText(r)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {rows.map(([name, p]) =>
        p.changed.length > 0 ? (
          <details
            key={name}
            className="import-details"
            open={p.changed.length <= 5}
          >
            <summary>
              {COLLECTION_LABELS[name]} that would change ({p.changed.length})
            </summary>
            <ul aria-label={`${COLLECTION_LABELS[name]} that would change`}>
              {p.changed.map((c) => (
                <li key={c.doc.id}>
                  <code>{c.doc.id}</code>:{" "}
                  {c.paths.map((path, i) => (
                    <span key={path}>
                      {i > 0 && ", "}
                      <code>{path}</code>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </details>
        ) : null,
      )}
    </div>
  );
}
