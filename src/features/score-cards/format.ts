// Labels the score card screens share.
export function dateTimeLabel(epochMs: number): string {
  return new Date(epochMs).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function dateLabel(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
