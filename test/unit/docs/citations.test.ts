// Every tracked file cites only what the repository holds (docs/ARCHITECTURE.md, "Names and files"): a
// comment or a test name points a reader at a section of docs/, never at notes kept outside the repository
// or at an issue number, which a newcomer cannot open. A cited docs/ file must exist and so must the heading
// it names. The patterns below are written so that this file does not match them itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Files that hold no text to cite from. */
const BINARY = /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|otf|pdf|zip|gz)$/i;

/** Citations of something a reader of the repository cannot open. */
const OUTSIDE: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a folder outside the repository', pattern: /\.\.\/shared\b/g },
  { what: 'the design notes kept outside the repository', pattern: /\bDESIGN\.md\b/g },
  { what: 'the stack notes kept outside the repository', pattern: /\bSTACK[-_]NOTES\b/g },
  { what: 'a section of the product specification kept outside the repository', pattern: /\bspec\s+sections?\b/gi },
  {
    what: 'the product specification kept outside the repository',
    pattern: /\b(?:the|a)[ ]spec\b|\bspec[']s\b|\(spec[:]|(?:\/\/|\*)[ \t]*sp[e]c:/gi,
  },
  { what: 'the golf rules outside docs/', pattern: /(?<![\w/])GOLF\.md\b/g },
  { what: 'an issue number', pattern: /\bissues?\s+#?\d+/gi },
  { what: 'an issue number', pattern: /(?:\b(?:pr|pull request|fixes|closes|resolves|refs|see)\s+|\()#\d+\b/gi },
];

/** A docs/ file cited by its path, optionally followed by the heading it cites: `docs/<name>.md, "Heading"`
 * (the heading may start the next comment line). */
const DOC_CITATION = /\bdocs\/((?:[\w-]+\/)*[\w.-]+\.md)(?:,?[ \t]*(?:\r?\n[ \t]*(?:\/\/|\*|#)?[ \t]*)?\(?"([^"\n]+)")?/g;

interface Offence {
  file: string;
  line: number;
  text: string;
  why: string;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The outside citations in one file's text. */
function outsideCitations(file: string, text: string): Offence[] {
  const found: Offence[] = [];
  for (const { what, pattern } of OUTSIDE) {
    for (const m of text.matchAll(pattern)) found.push({ file, line: lineOf(text, m.index), text: m[0], why: what });
  }
  return found;
}

/** The docs/ citations of one file's text whose file or heading does not exist. `headings` maps a docs/
 * file (path from the repository root) to its headings. */
function brokenDocCitations(file: string, text: string, headings: ReadonlyMap<string, readonly string[]>): Offence[] {
  const found: Offence[] = [];
  for (const m of text.matchAll(DOC_CITATION)) {
    const doc = `docs/${m[1] ?? ''}`;
    const heading = m[2];
    const line = lineOf(text, m.index);
    const known = headings.get(doc);
    if (known === undefined) found.push({ file, line, text: m[0], why: `${doc} does not exist` });
    else if (heading !== undefined && !known.some((h) => h.startsWith(heading)))
      found.push({ file, line, text: m[0], why: `${doc} has no heading "${heading}"` });
  }
  return found;
}

/** The headings of a markdown text, without their leading #s. */
function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*$/gm)].map((m) => m[1] ?? '');
}

function trackedTextFiles(): Map<string, string> {
  const names = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && !BINARY.test(f));
  const texts = new Map<string, string>();
  for (const name of names) {
    try {
      texts.set(name, readFileSync(join(root, name), 'utf8'));
    } catch {
      // Tracked but deleted in the working tree: nothing to read.
    }
  }
  return texts;
}

describe('citations', () => {
  const files = trackedTextFiles();
  const headings = new Map<string, string[]>();
  for (const [name, text] of files) if (/^docs\/.*\.md$/.test(name)) headings.set(name, headingsOf(text));

  it('finds no citation of a note outside the repository, nor an issue number, in any tracked file', () => {
    const offences = [...files].flatMap(([name, text]) => outsideCitations(name, text));
    expect(offences).toEqual([]);
  });

  it('finds every docs/ file a tracked file cites, with the heading it names', () => {
    const offences = [...files].flatMap(([name, text]) => brokenDocCitations(name, text, headings));
    expect(offences).toEqual([]);
  });

  it('refuses each outside form on planted text, and a docs/ citation of a missing file or heading', () => {
    // Built from parts, so that this file does not hold the forms it refuses.
    const planted = [
      `// ${['..', 'shared', 'DESIGN'].join('/')}.md`,
      `// ${['DESIGN', 'md'].join('.')} section 3`,
      `// ${['STACK', 'NOTES'].join('-')}`,
      `// ${['spec', 'section'].join(' ')} 2`,
      `// ${['Spec', 'sections'].join(' ')} 2 and 4`,
      `// ${['The', 'spec'].join(' ')}'s enumerations, as ${['the', 'spec'].join(' ')} names them (${'spec'}: haversine)`,
      `/** ${'Spec'}: red up to 6 */`,
      `// ${['GOLF', 'md'].join('.')} example`,
      `// (${['issue', '16'].join(' ')})`,
      `// ${['Issues', '4 and 6'].join(' ')}`,
      `// (${['#', '12'].join('')})`,
      `// fixes ${['#', '3'].join('')}`,
    ].join('\n');
    const lines = outsideCitations('planted.ts', planted).map((o) => o.line);
    expect(new Set(lines)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    const fine = '// docs/GOLF.md, "Holes"; color: #333; Birdie#42; 18 issues left; packageOf(spec); ctx.spec.name';
    expect(outsideCitations('fine.ts', fine)).toEqual([]);

    const docs = new Map([['@/RULES.md'.replace('@/', 'docs/'), ['Golf rules', 'Holes', 'Course handicap']]]);
    const cited = [
      '// @/RULES.md, "Holes": picked up',
      '/** @/RULES.md,\n * "Course handicap"). */',
      '// @/RULES.md example',
      '// @/RULES.md, "Playing handicap allowances"',
      '// @/NOTES.md',
    ]
      .join('\n')
      .replaceAll('@/', 'docs/');
    expect(brokenDocCitations('planted.ts', cited, docs).map((o) => o.why.replace('docs/', '@/'))).toEqual([
      '@/RULES.md has no heading "Playing handicap allowances"',
      '@/NOTES.md does not exist',
    ]);
  });
});
