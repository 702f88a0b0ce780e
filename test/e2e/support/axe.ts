// Accessibility scans with axe-core (WCAG 2.2 AA): injected into the page under test, run on the whole
// document, and reduced to the serious and critical violations, each with the elements at fault, so a
// failing test says what to fix. The page's context needs `bypassCSP` (the app's policy refuses inline
// scripts, which is how the engine is injected).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

type Axe = typeof import('axe-core');

const require = createRequire(import.meta.url);

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the elements at fault, with axe's summary of what is wrong with each. */
  nodes: { target: string; summary: string }[];
}

/** The serious and critical violations of the page as it is now (open menus and dialogs included). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const findings = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
    }));
  }, [...WCAG_AA_TAGS]);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** One line per finding and element, for a test's failure message. */
export function describeFindings(where: string, findings: readonly AxeFinding[]): string[] {
  return findings.flatMap((f) => f.nodes.map((n) => `${where}: ${f.rule} (${f.impact}) ${f.help} at ${n.target}: ${n.summary.replace(/\s+/g, ' ')}`));
}
