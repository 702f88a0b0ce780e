// Every comment that turns lint off says why, after ` -- ` (docs/ARCHITECTURE.md, "Layers"): a bare
// `eslint-disable-next-line` would silence the layer rule, or any other, without a word.
//
// A bare `eslint-disable-line` or `/* eslint-disable */` also silences this rule's own report on that
// line, so the report starts before the comment's first column, where no disable comment reaches.

/** `eslint-disable`, `eslint-disable-line`, `eslint-disable-next-line`: the comments that turn rules off. */
const DISABLE = /^eslint-disable(?:-next-line|-line)?$/;

/** The directive and its reason, split as ESLint splits them: at the first `--` with space either side. */
function parseDirective(text) {
  const [directive, ...reason] = text.split(/\s-{2,}\s/);
  const label = directive.trim().split(/\s/)[0];
  return { label, reason: reason.join(' ').trim() };
}

export const requireDisableReason = {
  meta: {
    type: 'problem',
    docs: { description: 'A comment that disables lint gives its reason after ` -- `.' },
    messages: {
      missing: '`{{label}}` needs a reason: end the comment with ` -- why the rule does not apply here`.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const { label, reason } = parseDirective(comment.value);
          if (!DISABLE.test(label) || reason !== '') continue;
          context.report({
            loc: { start: { line: comment.loc.start.line, column: -1 }, end: comment.loc.end },
            messageId: 'missing',
            data: { label },
          });
        }
      },
    };
  },
};

export default { rules: { 'require-disable-reason': requireDisableReason } };
