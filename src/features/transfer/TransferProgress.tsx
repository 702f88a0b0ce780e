import { useT } from '../../i18n/catalog.ts';
import { useLocale } from '../../i18n/formats.ts';
import { transferText } from './i18n/index.ts';
import './transfer.css';

export interface Progress {
  done: number;
  total: number;
}

/** A named progress bar: "Exporting: 1,500 of 4,200 documents". */
export function TransferProgress({ label, progress, unit = 'documents' }: { label: string; progress: Progress; unit?: 'documents' | 'cards' }) {
  const t = useT(transferText);
  const locale = useLocale();
  const { done, total } = progress;
  return (
    <div className="transfer-progress">
      <progress aria-label={label} max={Math.max(total, 1)} value={Math.min(done, Math.max(total, 1))} />
      <span className="muted" aria-hidden="true">
        {t('progress.text', { done: done.toLocaleString(locale), total: total.toLocaleString(locale), unit })}
      </span>
    </div>
  );
}
