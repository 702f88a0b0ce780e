// Shared pieces of the form validators: the error map type and the checks of one value.
// Forms hand over what the inputs hold, so numbers may still be text ("12,5" with a decimal comma)
// or empty.

/** One message per field that is wrong; a field without an entry is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a numeric input may hold before it is parsed. */
export type NumericInput = number | string | null | undefined;

/** True when no field of an error map (nor of any nested per-hole map) has a message. */
export function isValid(errors: object): boolean {
  return Object.values(errors).every((v) => {
    if (v === undefined) return true;
    if (Array.isArray(v)) return v.every((e: object) => isValid(e));
    return typeof v === 'object' && v !== null ? isValid(v) : false;
  });
}

/** The number an input holds: null when empty, NaN when it is not a number. */
export function parseNumber(input: NumericInput): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return input;
  const text = input.trim().replace(',', '.');
  if (text === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

interface NumberRule {
  label: string;
  min: number;
  max: number;
  required?: boolean;
  integer?: boolean;
}

/** A message for a numeric input outside its rule, or undefined when it is fine. */
export function checkNumber(input: NumericInput, rule: NumberRule): string | undefined {
  const n = parseNumber(input);
  if (n === null) return rule.required ? `Enter the ${rule.label}.` : undefined;
  if (!Number.isFinite(n)) return `The ${rule.label} must be a number.`;
  if (rule.integer && !Number.isInteger(n)) return `The ${rule.label} must be a whole number.`;
  if (n < rule.min || n > rule.max) return `The ${rule.label} must be between ${rule.min} and ${rule.max}.`;
  return undefined;
}

/** A message for a required text that is empty or too long. */
export function checkText(input: string | null | undefined, label: string, maxLength = 200): string | undefined {
  const text = (input ?? '').trim();
  if (text === '') return `Enter the ${label}.`;
  if (text.length > maxLength) return `The ${label} can be at most ${maxLength} characters.`;
  return undefined;
}

/** A message for a value that must be one of a list (empty counts as missing when required). */
export function checkChoice<V>(input: unknown, options: readonly V[], label: string, required = true): string | undefined {
  if (input === null || input === undefined || input === '') return required ? `Choose the ${label}.` : undefined;
  return options.includes(input as V) ? undefined : `Choose a valid ${label}.`;
}

/** Drops the undefined entries, so an error map only has keys for wrong fields. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message !== undefined) out[key] = message;
  }
  return out;
}
