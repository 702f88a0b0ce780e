// The one test for "a JSON object" that readers of unknown input share (import files, server answers, the
// golf course API, OpenStreetMap files): an object, not null and not an array.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
