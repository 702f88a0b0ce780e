export const PRERENDERED_PAGES: { path: string; file: string }[];
export function prerenderPublicPages(distDir: string): Promise<string[]>;
