import {
  COLLECTION_NAMES,
  type CollectionName,
} from "../../../schemas/index.ts";
import type {
  CollectionPreview,
  ImportPreview,
  ImportRefusal,
} from "../../data/transfer/index.ts";
import { useT, type KeyOf, type Translate } from "../../i18n/catalog.ts";
import { transferText } from './i18n/index.ts';
import "./transfer.css";

type TransferKey = KeyOf<typeof transferText>;

const COLLECTION_LABELS: Record<CollectionName, TransferKey> = {
  courses: 'collection.courses',
  scorecards: 'collection.scorecards',
  matches: 'collection.matches',
  tournaments: 'collection.tournaments',
  users: 'collection.users',
  userdata: 'collection.userdata',
  shotmarks: 'collection.shotmarks',
};

function refusalText(r: ImportRefusal, t: Translate<TransferKey>): string {
  const rows =
    r.rows && r.rows.length > 0
      ? ` ${t('preview.rows', { count: r.rows.length, rows: r.rows.join(", ") })}`
      : "";
  return `${r.reason}${rows}`;
}

/** What an import would do, per collection: counts, then the changed and refused documents. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const t = useT(transferText);
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
  if (rows.length === 0) return <p>{t('preview.empty')}</p>;
  return (
    <div className="import-preview">
      <div className="import-preview__scroll">
        <table className="table">
          <caption>{t('preview.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('preview.collection')}</th>
              <th scope="col">{t('preview.new')}</th>
              <th scope="col">{t('preview.changed')}</th>
              <th scope="col">{t('preview.unchanged')}</th>
              <th scope="col">{t('preview.refused')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, p]) => (
              <tr key={name}>
                <th scope="row">{t(COLLECTION_LABELS[name])}</th>
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
          <h2 id="import-refused-title">
            {t('preview.refusedTitle', { count: preview.refused.length })}
          </h2>
          <p>{t('preview.fixFirst')}</p>
          <ul>
            {preview.refused.map((r, i) => (
              <li key={`${r.collection}-${r.id}-${r.path}-${i}`}>
                {t(COLLECTION_LABELS[r.collection])}{" "}
                <code>{r.id || t('preview.noId')}</code>, {t('preview.field')}{" "}
                <code>{r.path}</code>: {refusalText(r, t)}
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
              {t('preview.wouldChange', {
                collection: t(COLLECTION_LABELS[name]),
                count: p.changed.length,
              })}
            </summary>
            <ul
              aria-label={t('preview.wouldChangeName', {
                collection: t(COLLECTION_LABELS[name]),
              })}
            >
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
