import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint/layer-boundaries.js';
import disableComments from './eslint/require-disable-reason.js';
import untranslated from './eslint/no-untranslated-text.js';

// The components whose every visible word comes from a message catalog (docs/ARCHITECTURE.md,
// "Languages"); the list grows until it is all of src.
const TRANSLATED = [
  'src/app/**/*.tsx',
  'src/ui/**/*.tsx',
  'src/features/auth/**/*.tsx',
  'src/features/home/**/*.tsx',
  'src/features/dashboard/**/*.tsx',
  'src/features/profile/**/*.tsx',
  'src/features/calendar/**/*.tsx',
  'src/features/statistics/**/*.tsx',
  'src/features/bag/**/*.tsx',
  'src/features/transfer/**/*.tsx',
  'src/features/admin/**/*.tsx',
  'src/scoring/**/*.tsx',
  'src/features/play/**/*.tsx',
  'src/golfers/**/*.tsx',
  'src/features/score-cards/**/*.tsx',
  'src/features/matches/**/*.tsx',
  'src/features/courses/**/*.tsx',
  'src/features/tournaments/**/*.tsx',
];

export default tseslint.config(
  { ignores: ['dist', '.sw-build', 'node_modules', 'src/app/routeTree.gen.ts', '.data', 'test/e2e/.tmp', '.tmp', '**/.sw-build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Every linted file: a comment that disables lint says why, and one nobody needs any more is an error.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'disable-comments': disableComments },
    rules: { 'disable-comments/require-disable-reason': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Only these talk to Firebase (docs/ARCHITECTURE.md, Layers): the backend (the app, Auth and the
    // database handle), sync, auth and admin. Domain has its own, stricter block below.
    files: ['src/**'],
    ignores: ['src/backend/**', 'src/sync/**', 'src/auth/**', 'src/admin/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['firebase', 'firebase/*'] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^firebase(\\/|$)/]', message: 'Only src/backend, src/sync, src/auth and src/admin load Firebase (docs/ARCHITECTURE.md, Layers).' },
      ],
    },
  },
  {
    // Layering (docs/ARCHITECTURE.md, "Layers"): domain is pure: no React, RxDB, rxjs or Firebase.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'rxdb', 'rxdb/*', 'rxjs', 'firebase', 'firebase/*', '@/*', '../data/*', '../sync/*'] }],
    },
  },
  {
    // Layers (docs/ARCHITECTURE.md): a file imports its own part or a lower layer, never a sibling part
    // of its own layer (one feature never imports another) and never app from below; the folders beside
    // the app (emulator, sw, scripts) import only what the rule lists for them.
    files: ['src/**/*.{ts,tsx}', 'schemas/**/*.ts', 'emulator/**/*.ts', 'sw/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    plugins: { layers },
    rules: { 'layers/layer-boundaries': 'error' },
  },
  {
    files: TRANSLATED,
    plugins: { i18n: untranslated },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
);
