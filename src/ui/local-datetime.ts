// The value of a datetime-local input ("2025-06-01T09:30", local time) and back, for the forms that
// edit a round's date.
import { format } from 'date-fns';

export function toLocalInput(epochMs: number): string {
  return format(epochMs, "yyyy-MM-dd'T'HH:mm");
}

/** Epoch ms of a datetime-local value (local time), or null when it is empty or not a date. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}
