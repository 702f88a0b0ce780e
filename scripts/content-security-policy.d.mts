/** The directive a <meta> cannot carry: only in the header. */
export const HEADER_ONLY: string;
/** `'sha256-…'` of each inline script of the page, in order. */
export function inlineScriptHashes(html: string): string[];
/** Whether the build talks to the local backend (the Firebase emulators' variables are set). */
export function buildsForLocalBackend(env: Readonly<Record<string, string | undefined>>): boolean;
/** The policy of a page built with these VITE_* variables, without HEADER_ONLY. */
export function contentSecurityPolicy(options: { html: string; env?: Readonly<Record<string, string | undefined>> }): string;
/** The header value: the policy and HEADER_ONLY. */
export function headerPolicy(policy: string): string;
/** The policy of the page's <meta http-equiv="Content-Security-Policy">, or null. */
export function metaPolicy(html: string): string | null;
/** The header firebase.json sends for a real project, with the deployment's VITE_CONNECT_SERVERS of `env`. */
export function hostingHeader(indexHtml: string, env?: Readonly<Record<string, string | undefined>>): string;
