// A destructive action behind a confirmation dialog (delete a course, a tee, a score card). The button
// is plain until its first press; the dialog and its radix-ui primitives (focus trap, scroll lock) then
// load and open (ConfirmDialog.tsx), so a page with a Delete button does not carry them up front
// (docs/ARCHITECTURE.md, "Speed on a phone").
import { lazy, Suspense, useState, type ReactNode } from 'react';
import './danger-button.css';

const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

export interface ConfirmButtonProps {
  /** The button's text, e.g. "Delete". */
  label: string;
  /** Accessible name when the text alone is ambiguous in a list, e.g. "Delete Old Course". */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  /** The confirming button's text, e.g. "Delete course". */
  confirmLabel?: string;
  onConfirm(): Promise<void>;
}

export function ConfirmButton(props: ConfirmButtonProps) {
  const [used, setUsed] = useState(false);
  const button = (
    <button type="button" className="button button-danger" aria-label={props.ariaLabel} aria-haspopup="dialog" aria-expanded={false} onClick={() => setUsed(true)}>
      {props.label}
    </button>
  );
  if (!used) return button;
  // Until the dialog has loaded the same button stands in for its trigger; the dialog then opens at once.
  return (
    <Suspense fallback={button}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
