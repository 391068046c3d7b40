// @ts-check
/**
 * Lint for the whole repository. Besides the usual recommended sets it holds the
 * architecture line, so nobody has to remember it:
 *   ui (src/ui, src/main.tsx) -> state, profiles, domain
 *   state -> profiles, domain;  profiles -> domain;  cli -> profiles, domain
 *   domain (every folder under src/domain) -> domain only, and of the libraries only zod
 *   (and only the schema, src/domain/profile/schema/*.ts, at run time).
 * UI and state load zod and the validators on demand (dynamic import), so they never
 * weigh on start-up. tests/architecture/imports.test.ts proves these rules bite.
 */
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const ELEMENTS = ['domain', 'profiles', 'state', 'ui', 'cli'];

/** Which element may depend on which (an element may always depend on itself). */
const ALLOWED = {
  ui: ['state', 'profiles', 'domain'],
  state: ['profiles', 'domain'],
  profiles: ['domain'],
  cli: ['profiles', 'domain'],
  domain: [],
};

/**
 * The schema's files that load no zod (the id pattern, the one matcher of placement shapes):
 * they sit with the schema, which reads them, and anything may import them at run time.
 * tests/architecture/zod-free-schema.test.ts proves they import nothing but types.
 */
const ZOD_FREE_SCHEMA = ['pin-id', 'pin-id.ts', 'pinned-shape', 'pinned-shape.ts'];

/** Loaded on demand only: a static value import would put zod in the start-up bundle. */
const ON_DEMAND_ONLY = [
  {
    group: ['zod', 'zod/*'],
    allowTypeImports: true,
    message: 'Load zod on demand (await import) or take its types with `import type`.',
  },
  {
    group: ['**/profiles/validate*'],
    allowTypeImports: true,
    message: 'Load the validator on demand (await import) or take its types with `import type`.',
  },
  {
    group: ['**/domain/profile/schema/*', ...ZOD_FREE_SCHEMA.map((f) => `!**/domain/profile/schema/${f}`)],
    allowTypeImports: true,
    message: 'The schema pulls in zod: take its types with `import type`.',
  },
];

/** Libraries the domain must never see (it is plain TypeScript: no React, store, drag library or I/O). */
const NOT_IN_DOMAIN = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', '@dnd-kit/*', 'node:*'],
    message: 'The domain is plain TypeScript: no React, store, drag library or Node API.',
  },
];

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', 'test-artifacts/', 'bench-results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The bench's bare React page.
    files: ['**/*.jsx'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx'],
    ...reactHooks.configs.flat.recommended,
  },

  // Architecture: which part of src may import which. Checks import and export
  // declarations (side-effect imports included) and dynamic import(); anything not
  // allowed here is refused, including a relative import that resolves to nothing.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'profiles', pattern: 'src/profiles' },
        { type: 'state', pattern: 'src/state' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'cli', pattern: 'src/cli' },
      ],
      // Elements are folders; the UI's entry file is classified as a file and ruled like the UI.
      'boundaries/files': [{ category: 'ui-entry', pattern: 'src/main.tsx' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          policies: [
            ...ELEMENTS.map((type) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...ALLOWED[type]] } } } },
            })),
            {
              from: { file: { categories: 'ui-entry' } },
              allow: { to: { element: { types: { anyOf: ['ui', ...ALLOWED.ui] } } } },
            },
            { from: { file: { categories: 'ui-entry' } }, allow: { to: { module: { origin: 'external' } } } },
            // Libraries: anything outside the domain; the domain only zod.
            {
              from: { element: { types: { anyOf: ELEMENTS.filter((t) => t !== 'domain') } } },
              allow: { to: { module: { origin: 'external' } } },
            },
            // The domain: zod only, and only the schema at run time (the rest takes its types).
            {
              from: { file: { path: '**/src/domain/profile/schema/*.ts' } },
              allow: { to: { module: { origin: 'external', source: 'zod' } } },
            },
            {
              from: { element: { type: 'domain' } },
              allow: { to: { module: { origin: 'external', source: 'zod' } }, dependency: { kind: 'type' } },
            },
            // Node built-ins: only the profile loader and the CLI run in Node.
            {
              from: { element: { types: { anyOf: ['profiles', 'cli'] } } },
              allow: { to: { module: { origin: 'core' } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/main.tsx', 'src/state/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: ON_DEMAND_ONLY }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...NOT_IN_DOMAIN,
            // Only the schema loads zod at run time; the rest of the domain takes types only.
            {
              group: ['zod', 'zod/*', '**/schema/*', ...ZOD_FREE_SCHEMA.map((f) => `!**/schema/${f}`)],
              allowTypeImports: true,
              message: 'Only src/domain/profile/schema/*.ts loads zod at run time: use `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/profile/schema/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: NOT_IN_DOMAIN }],
    },
  },
);
