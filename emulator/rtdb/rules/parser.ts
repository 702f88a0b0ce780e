// Recursive-descent parser for rule expressions. Precedence, lowest first:
// ?: , ||, &&, == != === !==, < <= > >=, + -, * / %, unary ! -, member access / calls.
import { RulesSyntaxError, tokenize, type Token } from './lexer.ts';

export type Expr =
  | { k: 'lit'; v: string | number | boolean | null }
  | { k: 'regex'; re: RegExp }
  | { k: 'var'; name: string }
  | { k: 'array'; items: Expr[] }
  | { k: 'member'; obj: Expr; prop: string }
  | { k: 'index'; obj: Expr; key: Expr }
  | { k: 'call'; obj: Expr; method: string; args: Expr[] }
  | { k: 'unary'; op: '!' | '-'; arg: Expr }
  | { k: 'binary'; op: string; left: Expr; right: Expr }
  | { k: 'logical'; op: '&&' | '||'; left: Expr; right: Expr }
  | { k: 'cond'; test: Expr; then: Expr; else: Expr };

/** The names an expression may use: the built-in variables of its rule type plus the `$` wildcards above it. */
export type RuleKind = '.read' | '.write' | '.validate';

const BUILTINS: Record<RuleKind, readonly string[]> = {
  '.read': ['auth', 'root', 'data', 'now', 'query'],
  '.write': ['auth', 'root', 'data', 'newData', 'now'],
  '.validate': ['auth', 'root', 'data', 'newData', 'now'],
};

const EQUALITY = ['==', '===', '!=', '!=='];
const RELATIONAL = ['<', '<=', '>', '>='];

class Parser {
  private i = 0;
  private readonly tokens: Token[];

  constructor(
    private readonly src: string,
    private readonly names: ReadonlySet<string>,
  ) {
    this.tokens = tokenize(src);
  }

  parseAll(): Expr {
    const e = this.ternary();
    const t = this.peek();
    if (t.t !== 'eof') this.fail('Unexpected token', t);
    return e;
  }

  private peek(): Token {
    return this.tokens[this.i] as Token;
  }

  private fail(msg: string, t: Token): never {
    throw new RulesSyntaxError(msg, this.src, t.pos);
  }

  private isOp(v: string): boolean {
    const t = this.peek();
    return t.t === 'op' && t.v === v;
  }

  private eatOp(v: string): boolean {
    if (!this.isOp(v)) return false;
    this.i++;
    return true;
  }

  private expectOp(v: string): void {
    if (!this.eatOp(v)) this.fail(`Expected '${v}'`, this.peek());
  }

  private ternary(): Expr {
    const test = this.or();
    if (!this.eatOp('?')) return test;
    const then = this.ternary();
    this.expectOp(':');
    return { k: 'cond', test, then, else: this.ternary() };
  }

  private or(): Expr {
    let left = this.and();
    while (this.eatOp('||')) left = { k: 'logical', op: '||', left, right: this.and() };
    return left;
  }

  private and(): Expr {
    let left = this.binary(0);
    while (this.eatOp('&&')) left = { k: 'logical', op: '&&', left, right: this.binary(0) };
    return left;
  }

  private static readonly LEVELS: readonly (readonly string[])[] = [EQUALITY, RELATIONAL, ['+', '-'], ['*', '/', '%']];

  private binary(level: number): Expr {
    const ops = Parser.LEVELS[level];
    if (!ops) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op' || !ops.includes(t.v)) return left;
      this.i++;
      left = { k: 'binary', op: t.v, left, right: this.binary(level + 1) };
    }
  }

  private unary(): Expr {
    if (this.eatOp('!')) return { k: 'unary', op: '!', arg: this.unary() };
    if (this.eatOp('-')) return { k: 'unary', op: '-', arg: this.unary() };
    return this.postfix(this.primary());
  }

  private postfix(e: Expr): Expr {
    for (;;) {
      if (this.eatOp('.')) {
        const t = this.peek();
        if (t.t !== 'id') this.fail('Expected a property name', t);
        this.i++;
        if (this.eatOp('(')) e = { k: 'call', obj: e, method: t.v, args: this.args() };
        else e = { k: 'member', obj: e, prop: t.v };
      } else if (this.eatOp('[')) {
        const key = this.ternary();
        this.expectOp(']');
        e = { k: 'index', obj: e, key };
      } else if (this.isOp('(')) {
        this.fail('Only methods can be called', this.peek());
      } else {
        return e;
      }
    }
  }

  private args(): Expr[] {
    const out: Expr[] = [];
    if (this.eatOp(')')) return out;
    do out.push(this.ternary());
    while (this.eatOp(','));
    this.expectOp(')');
    return out;
  }

  private primary(): Expr {
    const t = this.peek();
    this.i++;
    switch (t.t) {
      case 'num':
      case 'str':
        return { k: 'lit', v: t.v };
      case 'regex':
        // Firebase supports only the `i` flag; anything else is a rules error, not a silent change.
        if (!/^i?$/.test(t.flags)) this.fail(`Unsupported regular expression flags '${t.flags}'`, t);
        try {
          return { k: 'regex', re: new RegExp(t.source, t.flags) };
        } catch {
          return this.fail('Invalid regular expression', t);
        }
      case 'id':
        if (t.v === 'true') return { k: 'lit', v: true };
        if (t.v === 'false') return { k: 'lit', v: false };
        if (t.v === 'null') return { k: 'lit', v: null };
        if (!this.names.has(t.v)) this.fail(`Unknown variable '${t.v}'`, t);
        return { k: 'var', name: t.v };
      case 'op':
        if (t.v === '(') {
          const e = this.ternary();
          this.expectOp(')');
          return e;
        }
        if (t.v === '[') {
          const items: Expr[] = [];
          if (!this.eatOp(']')) {
            do items.push(this.ternary());
            while (this.eatOp(','));
            this.expectOp(']');
          }
          return { k: 'array', items };
        }
        return this.fail('Unexpected token', t);
      case 'eof':
        return this.fail('Unexpected end of expression', t);
    }
  }
}

/** Parses one rule expression; unknown variables are syntax errors, as Firebase refuses such rules. */
export function parseExpression(src: string, kind: RuleKind, wildcards: Iterable<string> = []): Expr {
  const names = new Set<string>([...BUILTINS[kind], ...wildcards]);
  return new Parser(src, names).parseAll();
}
