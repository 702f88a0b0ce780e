// Tokenizer for the Realtime Database rules expression language (a JavaScript subset).

export type Token =
  | { t: 'num'; v: number; pos: number }
  | { t: 'str'; v: string; pos: number }
  | { t: 'regex'; source: string; flags: string; pos: number }
  | { t: 'id'; v: string; pos: number }
  | { t: 'op'; v: string; pos: number }
  | { t: 'eof'; pos: number };

export class RulesSyntaxError extends Error {
  constructor(message: string, source: string, pos: number) {
    super(`${message} at ${pos} in: ${source}`);
    this.name = 'RulesSyntaxError';
  }
}

// Longest first, so that `===` is not read as `==` followed by `=`.
const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '?', ':', '(', ')', '[', ']', '.', ','];

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A `/` starts a regex literal where an operand is expected, and is division after an operand. */
function regexAllowed(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.t === 'op') return prev.v !== ')' && prev.v !== ']';
  return false;
}

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const pos = i;
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(src.slice(i));
      const text = m?.[0] ?? ch;
      tokens.push({ t: 'num', v: Number(text), pos });
      i += text.length;
      if (/[A-Za-z_$]/.test(src[i] ?? '')) throw new RulesSyntaxError('Unexpected character after number', src, i);
      continue;
    }
    if (/[A-Za-z_$]/.test(ch)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(src.slice(i));
      const text = m?.[0] ?? ch;
      tokens.push({ t: 'id', v: text, pos });
      i += text.length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= src.length) throw new RulesSyntaxError('Unterminated string', src, pos);
        const c = src[i] as string;
        if (c === ch) break;
        if (c === '\\') {
          const e = src[i + 1];
          if (e === undefined) throw new RulesSyntaxError('Unterminated string', src, pos);
          if (e === 'u') {
            const hex = src.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new RulesSyntaxError('Bad \\u escape', src, i);
            value += String.fromCharCode(parseInt(hex, 16));
            i += 6;
          } else {
            value += ESCAPES[e] ?? e;
            i += 2;
          }
          continue;
        }
        value += c;
        i++;
      }
      i++;
      tokens.push({ t: 'str', v: value, pos });
      continue;
    }
    if (ch === '/' && regexAllowed(tokens[tokens.length - 1])) {
      let source = '';
      let inClass = false;
      i++;
      for (;;) {
        const c = src[i];
        if (c === undefined || c === '\n') throw new RulesSyntaxError('Unterminated regular expression', src, pos);
        if (c === '\\') {
          source += c + (src[i + 1] ?? '');
          i += 2;
          continue;
        }
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        source += c;
        i++;
      }
      i++;
      const flags = /^[A-Za-z]*/.exec(src.slice(i))?.[0] ?? '';
      i += flags.length;
      tokens.push({ t: 'regex', source, flags, pos });
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw new RulesSyntaxError(`Unexpected character '${ch}'`, src, i);
    tokens.push({ t: 'op', v: op, pos });
    i += op.length;
  }
  tokens.push({ t: 'eof', pos: src.length });
  return tokens;
}
