/** The text of a thrown value, for a message shown to the golfer. The app's own errors are already in
 * the golfer's language (their messages come from the catalogs); this module holds no words, so the
 * shell that shows a failure does not carry a catalog for it (docs/ARCHITECTURE.md, "Languages"). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
