// The hole's drawing in a modal dialog, one tap away on the play screen. A native <dialog> opened with
// showModal(): the browser traps the focus, closes it on Escape and gives the focus back to the button.
// The page's scroll is held by a stylesheet rule (play.css, `html:has(...)`), not by an injected <style>
// or a style attribute, which the Content-Security-Policy (style-src 'self') refuses (docs/ARCHITECTURE.md,
// "PWA, `npm start` and the e2e harness").
import { useId, useRef, useState, type ReactNode } from 'react';

interface HoleDrawingDialogProps {
  /** The opening button's text. */
  trigger: string;
  title: string;
  description: string;
  closeText: string;
  /** The drawing: rendered only while the dialog is open. */
  children: ReactNode;
}

export function HoleDrawingDialog({ trigger, title, description, closeText, children }: HoleDrawingDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const show = () => {
    setOpen(true);
    ref.current?.showModal();
  };
  return (
    <>
      <button type="button" className="button play-distances__map" aria-haspopup="dialog" onClick={show}>
        {trigger}
      </button>
      <dialog
        ref={ref}
        className="hole-map-dialog"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={() => setOpen(false)}
        // A tap on the backdrop (the dialog element itself, outside its box) closes it, as Radix's did.
        onClick={(e) => {
          if (e.target === e.currentTarget) ref.current?.close();
        }}
      >
        {open && (
          <div className="hole-map-dialog__box">
            <h2 id={titleId}>{title}</h2>
            <p id={descriptionId} className="visually-hidden">
              {description}
            </p>
            {children}
            <div className="dialog-actions">
              <button type="button" className="button button-primary" onClick={() => ref.current?.close()}>
                {closeText}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
