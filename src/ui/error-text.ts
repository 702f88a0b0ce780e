/** The text of a thrown value, for a message shown to the golfer. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
