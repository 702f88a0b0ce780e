// The layer rule of docs/ARCHITECTURE.md ("Layers"), checked on every import, re-export and dynamic
// import, whatever it imports (TypeScript, CSS, images). Relative paths are resolved against the
// importing file and `@/` against src, so `../play/x.ts` from one feature is seen for what it is:
// another feature.
//
// A file may import its own element and any element of a lower tier. Elements of the same tier are
// independent of each other (ui never imports data, one feature never imports another).
import path from 'node:path';

/** From the bottom up; each tier lists its elements (folders relative to the repository root). */
export const TIERS = [
  ['src/domain'],
  ['schemas'],
  ['src/data', 'src/ui'],
  ['src/sync', 'src/golf-course-api'],
  ['src/auth', 'src/admin'],
  ['src/session', 'src/scoring', 'src/golfers'],
  ['src/features/*'],
  ['src/app'],
  ['src/main.tsx'],
];

/** The element a repository-relative path belongs to: { name, tier } or null when outside the layers. */
export function elementOf(relPath) {
  const file = relPath.split(path.sep).join('/');
  for (let tier = 0; tier < TIERS.length; tier++) {
    for (const element of TIERS[tier]) {
      if (element.endsWith('/*')) {
        const base = element.slice(0, -1);
        if (!file.startsWith(base)) continue;
        const name = file.slice(base.length).split('/')[0];
        // A file directly in src/features is no feature of its own; treat it as the folder.
        if (name && file.slice(base.length).includes('/')) return { name: base + name, tier };
        return { name: base.slice(0, -1), tier };
      }
      if (file === element || file.startsWith(element + '/')) return { name: element, tier };
    }
  }
  return null;
}

function label(element) {
  return element.name.replace(/^src\//, '');
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports only go to the same element or a lower layer (docs/ARCHITECTURE.md, Layers).' },
    messages: {
      upward: '{{from}} must not import {{to}}: {{to}} is a higher layer (see docs/ARCHITECTURE.md, Layers).',
      sideways: '{{from}} must not import {{to}}: they are independent parts of one layer (see docs/ARCHITECTURE.md, Layers).',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const filename = context.filename;
    const from = elementOf(path.relative(root, filename));
    if (!from) return {};

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = path.join(root, 'src', spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(filename), spec);
      else return;
      const to = elementOf(path.relative(root, target));
      if (!to || to.name === from.name) return;
      if (to.tier > from.tier) {
        context.report({ node: source, messageId: 'upward', data: { from: label(from), to: label(to) } });
      } else if (to.tier === from.tier) {
        context.report({ node: source, messageId: 'sideways', data: { from: label(from), to: label(to) } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
