import './transfer.css';

export interface Progress {
  done: number;
  total: number;
}

/** A named progress bar: "Exporting: 1,500 of 4,200 documents". */
export function TransferProgress({ label, progress, unit = 'documents' }: { label: string; progress: Progress; unit?: string }) {
  const { done, total } = progress;
  return (
    <div className="transfer-progress">
      <progress aria-label={label} max={Math.max(total, 1)} value={Math.min(done, Math.max(total, 1))} />
      <span className="muted" aria-hidden="true">
        {done.toLocaleString()} of {total.toLocaleString()} {unit}
      </span>
    </div>
  );
}
