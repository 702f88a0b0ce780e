// The stroke indexes an administrator types for the holes a provider left without one: text per hole
// number, checked before the tee can be saved.
import { adminText } from './i18n/index.ts';

/** Problems of the typed stroke indexes of one tee, by hole number; empty when they are all fine. */
export function strokeIndexErrors(known: ReadonlyMap<number, number>, typed: Readonly<Record<number, string>>): Record<number, string> {
  const errors: Record<number, string> = {};
  // A 9-hole tee may be indexed 1-9 or with the odd (or even) numbers of an 18-hole index.
  const max = 18;
  const used = new Map<number, number>();
  for (const [hole, hcp] of known) used.set(hcp, hole);
  for (const [key, text] of Object.entries(typed)) {
    const hole = Number(key);
    const value = text.trim();
    if (value === '') {
      errors[hole] = adminText.t('si.enter', { hole });
      continue;
    }
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      errors[hole] = adminText.t('si.range', { hole, max });
      continue;
    }
    const other = used.get(n);
    if (other !== undefined) {
      errors[hole] = adminText.t('si.used', { index: n, other });
      continue;
    }
    used.set(n, hole);
  }
  return errors;
}
