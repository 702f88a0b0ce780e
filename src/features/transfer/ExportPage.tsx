// /export (docs/ADMINISTRATION.md, "Pages"): the golfer's data as the transfer file (JSON) and their score
// cards as CSV, from the local database, so it works offline. An administrator's JSON is the whole database,
// read from the server; offline they get the device's data, and the page says it is not the whole database.
import { useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useDistanceUnit } from '../../data/hooks/use-distance-unit.ts';
import { exportFileName, exportJsonBlob, exportScoreCardsCsv, scoreCardsCsvFileName } from '../../data/transfer/index.ts';
import { useSession } from '../../session/use-session.ts';
import { AdminReadError } from '../../admin/admin-directory.ts';
import { exportWholeDatabase } from '../../admin/admin-snapshot.ts';
import { Alert } from '../../ui/Alert.tsx';
import { errorText } from '../../ui/error-text.ts';
import { downloadBlob } from './download.ts';
import { TransferProgress, type Progress } from './TransferProgress.tsx';
import './transfer.css';

type Job = { kind: 'json' | 'csv'; progress: Progress; reading?: string } | null;

export function ExportPage() {
  const db = useGolfDatabase();
  const { uid, isAdmin } = useSession();
  const unit = useDistanceUnit(uid);
  const [job, setJob] = useState<Job>(null);
  const [done, setDone] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (kind: 'json' | 'csv') => {
    setDone(null);
    setNote(null);
    setFailure(null);
    setJob({ kind, progress: { done: 0, total: 0 } });
  };
  const onProgress = (kind: 'json' | 'csv') => (d: number, total: number) => setJob({ kind, progress: { done: d, total } });

  const exportJson = async () => {
    start('json');
    const now = new Date();
    const name = exportFileName(now);
    let count = 0;
    const progress = (d: number, total: number) => {
      count = total;
      onProgress('json')(d, total);
    };
    try {
      let blob: Blob;
      if (isAdmin) {
        try {
          blob = await exportWholeDatabase({ now, onProgress: progress, onReading: (c) => setJob({ kind: 'json', progress: { done: 0, total: 0 }, reading: c }) });
        } catch (err) {
          if (!(err instanceof AdminReadError && err.kind === 'offline')) throw err;
          blob = await exportJsonBlob(db, { now, onProgress: progress });
          setNote(`${err.message} The file holds this device's data only, not the whole database.`);
        }
      } else {
        blob = await exportJsonBlob(db, { now, onProgress: progress });
      }
      downloadBlob(blob, name);
      setDone(`Downloaded ${name}: ${count.toLocaleString()} document${count === 1 ? '' : 's'}.`);
    } catch (err) {
      setFailure(`The export failed: ${errorText(err)}`);
    } finally {
      setJob(null);
    }
  };

  const exportCsv = async () => {
    start('csv');
    const now = new Date();
    const name = scoreCardsCsvFileName(now);
    let cards = 0;
    try {
      const csv = await exportScoreCardsCsv(db, uid, {
        unit,
        onProgress: (d, total) => {
          cards = total;
          onProgress('csv')(d, total);
        },
      });
      downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
      setDone(`Downloaded ${name}: ${cards.toLocaleString()} score card${cards === 1 ? '' : 's'}.`);
    } catch (err) {
      setFailure(`The export failed: ${errorText(err)}`);
    } finally {
      setJob(null);
    }
  };

  return (
    <section className="page transfer-page" aria-labelledby="export-title">
      <h1 id="export-title">Export</h1>
      <p>
        {isAdmin
          ? 'As an administrator, "Download everything" saves the whole database (every golfer, card, match, tournament and course) when you are online; offline it saves what this device holds.'
          : 'Save your rounds, matches, tournaments, bag and profile as one file you can keep or import again, or your score cards as a spreadsheet (one row per hole).'}{' '}
        The files are made on this device, so this works offline.
      </p>
      <div className="transfer-actions">
        <button type="button" className="button button-primary" onClick={exportJson} disabled={job !== null}>
          Download everything (JSON)
        </button>
        <button type="button" className="button" onClick={exportCsv} disabled={job !== null}>
          Download my score cards (CSV)
        </button>
      </div>
      {job?.reading && <p className="muted">Reading {job.reading} from the server…</p>}
      {job && !job.reading && (
        <TransferProgress label={job.kind === 'json' ? 'Export progress' : 'Score cards export progress'} progress={job.progress} />
      )}
      <Alert tone="success">{done}</Alert>
      {note && <p className="notice">{note}</p>}
      <Alert tone="error">{failure}</Alert>
    </section>
  );
}
