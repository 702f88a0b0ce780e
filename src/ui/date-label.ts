// How dates read on every screen (the golfer's locale).
export function dateTimeLabel(epochMs: number): string {
  return new Date(epochMs).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The day only; 'not set' for a document without a date. */
export function dateLabel(epochMs: number | undefined): string {
  if (epochMs === undefined) return 'not set';
  return new Date(epochMs).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
