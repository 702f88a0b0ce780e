// Every word a golfer sees or hears comes from a message catalog (docs/ARCHITECTURE.md, "Languages"):
// text between JSX tags, and the text attributes a screen reader or a pointer shows, must not be
// written into a component in one language. Punctuation, numbers and symbols may stay.

/** The attributes whose value a golfer reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label']);

/** A letter of any script: text that needs translating (not "·", "—", "+1", "%"). */
const WORDS = /\p{L}{2,}/u;

export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'JSX text and text attributes come from a message catalog (useT).' },
    messages: {
      text: 'Text "{{text}}" is written in one language: put it in the part\'s i18n/en.json and es.json and show it with useT.',
    },
    schema: [],
  },
  create(context) {
    function report(node, text) {
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    }
    /** String literals an expression between tags may show: `{busy ? 'Saving' : 'Save'}`, `{a || 'None'}`. */
    function shownStrings(expression) {
      if (!expression) return;
      if (expression.type === 'Literal' && typeof expression.value === 'string' && WORDS.test(expression.value)) report(expression, expression.value);
      if (expression.type === 'TemplateLiteral' && expression.quasis.some((q) => WORDS.test(q.value.cooked ?? ''))) report(expression, expression.quasis.map((q) => q.value.cooked).join('…'));
      if (expression.type === 'ConditionalExpression') {
        shownStrings(expression.consequent);
        shownStrings(expression.alternate);
      }
      if (expression.type === 'LogicalExpression') shownStrings(expression.right);
    }
    return {
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') shownStrings(node.expression);
      },
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && WORDS.test(node.value.value)) report(node.value, node.value.value);
        if (node.value.type === 'JSXExpressionContainer') shownStrings(node.value.expression);
      },
    };
  },
};

export default { rules: { 'no-untranslated-text': noUntranslatedText } };
