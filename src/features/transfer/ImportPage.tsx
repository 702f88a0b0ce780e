// /import (docs/ADMINISTRATION.md, "Pages"): a transfer file (JSON) or a score cards CSV is read and checked
// before anything is written; the preview shows per collection what is new, what would change (and which
// fields), what is unchanged and what is refused and why. The import writes only when nothing is refused.
import { useId, useState, type ChangeEvent } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { applyImport, previewCsvImport, previewJsonImport, type ImportPreview } from '../../data/transfer/index.ts';
import { useSession } from '../../session/use-session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { errorText } from '../../ui/error-text.ts';
import { ImportPreviewView } from './ImportPreviewView.tsx';
import { TransferProgress, type Progress } from './TransferProgress.tsx';
import { useT } from '../../i18n/catalog.ts';
import { transferText } from './i18n/index.ts';
import './transfer.css';

type State =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string }
  | { step: 'preview'; fileName: string; preview: ImportPreview }
  | { step: 'writing'; fileName: string; preview: ImportPreview; progress: Progress }
  | { step: 'done'; written: number };

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export function ImportPage() {
  const t = useT(transferText);
  const db = useGolfDatabase();
  const { uid, isAdmin } = useSession();
  const inputId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFailure(null);
    if (!file) {
      setState({ step: 'idle' });
      return;
    }
    setState({ step: 'checking', fileName: file.name });
    try {
      const actor = { uid, isAdmin };
      const preview = isCsv(file) ? await previewCsvImport(db, file, actor) : await previewJsonImport(db, file, actor);
      setState({ step: 'preview', fileName: file.name, preview });
    } catch (err) {
      setState({ step: 'idle' });
      setFailure(t('import.nothing', { file: file.name, error: errorText(err) }));
    }
  };

  const write = async () => {
    if (state.step !== 'preview') return;
    const { preview, fileName } = state;
    setFailure(null);
    setState({ step: 'writing', fileName, preview, progress: { done: 0, total: preview.writes } });
    try {
      const result = await applyImport(db, preview, {
        onProgress: (done, total) => setState({ step: 'writing', fileName, preview, progress: { done, total } }),
      });
      setState({ step: 'done', written: result.written });
    } catch (err) {
      setState({ step: 'preview', fileName, preview });
      setFailure(t('import.failed', { error: errorText(err) }));
    }
  };

  const preview = state.step === 'preview' || state.step === 'writing' ? state.preview : null;
  const writes = preview?.writes ?? 0;
  const canImport = state.step === 'preview' && preview !== null && preview.refused.length === 0 && writes > 0;

  return (
    <section className="page transfer-page" aria-labelledby="import-title">
      <h1 id="import-title">{t('import.title')}</h1>
      <p>
        {t('import.intro')} {isAdmin ? t('import.introAdmin') : t('import.introOwn')}
      </p>
      <div className="field transfer-file">
        <label htmlFor={inputId}>{t('import.file')}</label>
        <input
          id={inputId}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={choose}
          disabled={state.step === 'checking' || state.step === 'writing'}
        />
      </div>
      <Alert tone="error">{failure}</Alert>
      {state.step === 'checking' && <p role="status">{t('import.checking', { file: state.fileName })}</p>}
      {preview && (
        <>
          <h2>{t('import.previewOf', { file: state.step === 'preview' || state.step === 'writing' ? state.fileName : '' })}</h2>
          <ImportPreviewView preview={preview} />
          {preview.refused.length === 0 && writes === 0 && <p role="status">{t('import.upToDate')}</p>}
          <div className="transfer-actions">
            <button type="button" className="button button-primary" disabled={!canImport} onClick={write}>
              {t('import.button', { count: writes })}
            </button>
          </div>
        </>
      )}
      {state.step === 'writing' && <TransferProgress label={t('import.progress')} progress={state.progress} />}
      <Alert tone="success">
        {state.step === 'done' ? t('import.done', { count: state.written }) : null}
      </Alert>
    </section>
  );
}
