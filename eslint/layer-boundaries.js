// The layer rule of docs/ARCHITECTURE.md ("Layers"), checked on every import, re-export and dynamic
// import, whatever it imports (TypeScript, CSS, images). Relative paths are resolved against the
// importing file and `@/` against src, so `../play/x.ts` from one feature is seen for what it is:
// another feature.
//
// A file may import its own element and any element of a lower tier. Elements of the same tier are
// independent of each other (ui never imports data, one feature never imports another).
//
// The folders beside the app (the local backend, the service worker, the scripts) are no tier: each
// may import its own files and only what BESIDE lists for it, and nothing in the layers imports them.
import path from 'node:path';

/** From the bottom up; each tier lists its elements (folders relative to the repository root). */
export const TIERS = [
  ['src/domain'],
  ['schemas'],
  ['src/i18n'],
  ['src/data', 'src/ui'],
  ['src/backend'],
  ['src/sync', 'src/golf-course-api', 'src/osm'],
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

/**
 * The folders beside the layers, each with what it may import besides its own files: elements (a layer's
 * element, `src/...` as in TIERS, or another folder of this list) and packages (`null`: any package;
 * `name*`: every package whose name starts so).
 */
export const BESIDE = {
  // The service worker runs in the browser apart from the app: workbox only; its build step uses vite.
  sw: { elements: [], packages: ['node:*', 'workbox-*', 'vite'] },
  // The local backend: nothing of the app itself. It reads database.rules.json as a file; the rules'
  // generator is the app's (schemas/rules), not the emulator's.
  emulator: { elements: [], packages: ['node:*', 'ws'] },
  // Developer scripts: the migration plans documents with the app's own shapes (the backend's document
  // codec) and feed paths (sync's).
  scripts: { elements: ['schemas', 'emulator', 'src/domain', 'src/data', 'src/backend', 'src/sync'], packages: null },
};

/** The BESIDE folder a repository-relative path belongs to: { name, beside: true } or null. */
export function besideOf(relPath) {
  const file = relPath.split(path.sep).join('/');
  const name = Object.keys(BESIDE).find((folder) => file.startsWith(folder + '/'));
  return name ? { name, beside: true } : null;
}

/** The package a bare specifier names: `node:fs`, `workbox-routing`, `@scope/name`. */
function packageOf(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function matchesPackage(name, pattern) {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** Whether an element may be imported from a BESIDE folder that lists `allowed` (a folder, or a part of it). */
function listed(element, allowed) {
  return allowed.some((entry) => element.name === entry || element.name.startsWith(entry + '/'));
}

function label(element) {
  return element.name.replace(/^src\//, '');
}

function allowedText(folder) {
  const { elements } = BESIDE[folder];
  return elements.length ? `its own files and ${elements.join(', ')}` : 'only its own files';
}

/** The module specifier's literal of an import-like node, or null when it is computed. */
function sourceOf(node) {
  // TSImportType (`import('../x.ts').T`) carries `source` in recent typescript-eslint, `argument` before.
  const source = node.source ?? node.argument?.literal ?? node.expression;
  if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return null;
  return source;
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports only go to the same element or a lower layer (docs/ARCHITECTURE.md, Layers).' },
    messages: {
      upward: '{{from}} must not import {{to}}: {{to}} is a higher layer (see docs/ARCHITECTURE.md, Layers).',
      sideways: '{{from}} must not import {{to}}: they are independent parts of one layer (see docs/ARCHITECTURE.md, Layers).',
      intoBeside: '{{from}} must not import {{to}}: {{to}} is beside the app, not part of it (see docs/ARCHITECTURE.md, Layers).',
      fromBeside: '{{from}} must not import {{to}}: {{from}} may import {{allowed}} (see docs/ARCHITECTURE.md, Layers).',
      packageFromBeside: '{{from}} must not import the package {{to}}: {{from}} may import only {{allowed}} (see docs/ARCHITECTURE.md, Layers).',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const filename = context.filename;
    const relFile = path.relative(root, filename);
    const from = elementOf(relFile) ?? besideOf(relFile);
    if (!from) return {};

    function targetOf(spec) {
      if (spec.startsWith('@/')) return path.join(root, 'src', spec.slice(2));
      if (spec.startsWith('.')) return path.resolve(path.dirname(filename), spec);
      return null;
    }

    function checkPackage(source) {
      const allowed = BESIDE[from.name].packages;
      const name = packageOf(source.value);
      if (allowed === null || allowed.some((pattern) => matchesPackage(name, pattern))) return;
      context.report({
        node: source,
        messageId: 'packageFromBeside',
        data: { from: from.name, to: name, allowed: allowed.join(', ') },
      });
    }

    function check(node) {
      const source = sourceOf(node);
      if (!source) return;
      const target = targetOf(source.value);
      if (target === null) {
        if (from.beside && !path.isAbsolute(source.value)) checkPackage(source);
        return;
      }
      const relTarget = path.relative(root, target);
      const to = elementOf(relTarget) ?? besideOf(relTarget);
      if (!to || to.name === from.name) return;
      const data = { from: label(from), to: label(to) };
      if (from.beside) {
        if (!listed(to, BESIDE[from.name].elements)) {
          context.report({ node: source, messageId: 'fromBeside', data: { ...data, allowed: allowedText(from.name) } });
        }
      } else if (to.beside) {
        context.report({ node: source, messageId: 'intoBeside', data });
      } else if (to.tier > from.tier) {
        context.report({ node: source, messageId: 'upward', data });
      } else if (to.tier === from.tier) {
        context.report({ node: source, messageId: 'sideways', data });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // `type X = import('../x.ts').T` and `import x = require('../x.ts')`: TypeScript's own import forms.
      TSImportType: check,
      TSExternalModuleReference: check,
    };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
