// A destructive action behind a confirmation dialog (delete a course, a tee, a score card). The button
// is plain until its first press; the dialog and its radix-ui primitives (focus trap, scroll lock) then
// load and open (ConfirmDialog.tsx), so a page with a Delete button does not carry them up front
// (docs/ARCHITECTURE.md, "Speed on a phone").
import { lazy, Suspense, useState } from 'react';
// A type only: erased from the build, so the dialog still loads at the first press.
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import './danger-button.css';

const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

export function ConfirmButton(props: ConfirmDialogProps) {
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
