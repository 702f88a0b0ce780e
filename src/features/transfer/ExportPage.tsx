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
import { useT } from '../../i18n/catalog.ts';
import { transferText } from './i18n/index.ts';
import './transfer.css';

type Job = { kind: 'json' | 'csv'; progress: Progress; reading?: string } | null;

export function ExportPage() {
  const t = useT(transferText);
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
          setNote(t('export.offlineNote', { reason: err.message }));
        }
      } else {
        blob = await exportJsonBlob(db, { now, onProgress: progress });
      }
      downloadBlob(blob, name);
      setDone(t('export.doneJson', { file: name, count }));
    } catch (err) {
      setFailure(t('export.failed', { error: errorText(err) }));
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
      setDone(t('export.doneCsv', { file: name, count: cards }));
    } catch (err) {
      setFailure(t('export.failed', { error: errorText(err) }));
    } finally {
      setJob(null);
    }
  };

  return (
    <section className="page transfer-page" aria-labelledby="export-title">
      <h1 id="export-title">{t('export.title')}</h1>
      <p>
        {isAdmin ? t('export.introAdmin') : t('export.intro')} {t('export.offline')}
      </p>
      <div className="transfer-actions">
        <button type="button" className="button button-primary" onClick={exportJson} disabled={job !== null}>
          {t('export.json')}
        </button>
        <button type="button" className="button" onClick={exportCsv} disabled={job !== null}>
          {t('export.csv')}
        </button>
      </div>
      {job?.reading && <p className="muted">{t('export.reading', { collection: job.reading })}</p>}
      {job && !job.reading && (
        <TransferProgress label={job.kind === 'json' ? t('export.progress') : t('export.csvProgress')} progress={job.progress} unit={job.kind === 'json' ? 'documents' : 'cards'} />
      )}
      <Alert tone="success">{done}</Alert>
      {note && <p className="notice">{note}</p>}
      <Alert tone="error">{failure}</Alert>
    </section>
  );
}
