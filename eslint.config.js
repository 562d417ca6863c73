// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Web features may not reach into each other (design.md, Layout). */
function featureBoundaries() {
  let features = [];
  try {
    features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@server/*'], message: 'web imports domain only.' },
            {
              regex: `^@/features/(?!${feature}/)`,
              message:
                'A feature never imports another feature; share through components/ui or lib.',
            },
            {
              regex: '^(\\.\\./)+(features/|\\.\\./)',
              message: 'A feature never imports another feature (use @/ for shared code).',
            },
          ],
        },
      ],
    },
  }));
}

/**
 * Endpoint paths are written once, in their definitions (docs/decisions/0020): a `/api` string
 * or template anywhere else in product code is an error. Test code (tests, harnesses, the
 * server processes of scripts/lib, server/reliability, e2e, bench, the soak and cluster checks)
 * drives the API from outside and may spell paths.
 */
const API_PATH_MESSAGE =
  'Spell an endpoint path only in its definition (domain/api/*-endpoints.ts, or domain/api/paths.ts for the early reads): use endpoint.path or the typed client.';
const apiPathRule = [
  'error',
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: API_PATH_MESSAGE },
  {
    selector: 'TemplateLiteral > TemplateElement[value.raw=/^\\/api(\\/|$)/]',
    message: API_PATH_MESSAGE,
  },
];

/** Files that must name the /api prefix itself: the plugins that guard or serve every path. */
const API_PREFIX_OWNERS = [
  'server/plugins/api-docs.ts',
  'server/plugins/csrf.ts',
  'server/plugins/security-headers.ts',
  'server/plugins/session.ts',
  'server/plugins/tenant.ts',
  'server/plugins/web-app.ts',
];

/**
 * The layers of ARCHITECTURE.md, enforced (issue #14 item 6): a lower layer never imports a
 * higher one. Features are composed by app/; shared web code serves features and app/; the
 * server's database and helpers serve its modules.
 */
const IMPORT_ZONES = [
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A feature never imports app/: app/ composes features, not the other way round.',
  },
  {
    target: ['./web/src/lib', './web/src/components'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code (lib/, components/) never imports a feature or app/.',
  },
  {
    target: ['./server/lib', './server/db', './server/plugins', './server/cache'],
    from: './server/modules',
    message:
      'server/lib, db, plugins and cache never import a module: modules build on them (a module writes through plugins/tenant-change.ts).',
  },
  {
    target: './server/commands',
    from: './server/modules',
    message:
      'server/commands (writes that span modules) build on db/ and lib/; modules call them, so a command importing a module would loop. Put a one-module write in its module.',
  },
  {
    target: ['./scripts', './bench'],
    from: './e2e',
    message: 'The browser tests use scripts/ (builds, the test server); scripts never use them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      '.tmp/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules (issue #14 item 6): one TypeScript project service for the whole tree,
    // shared with tsc's tsconfig.json, so the type information is built once per run.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its error: await it, or `void` it with a comment saying
      // why nothing waits for it.
      '@typescript-eslint/no-floating-promises': 'error',
      // `as` only, and never to give an object literal a type it does not prove
      // (write `const x: T = {…}` or `satisfies T` instead).
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Value imports only: the rule skips `import type` (it has no option to follow them);
      // `npm run lint:cycles` (scripts/check-import-cycles.ts) catches type-only cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may compose layers (a query-client test renders feature hooks).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@/*'],
              message: 'domain is pure: it imports nothing from server or web.',
            },
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'pg'],
              message: 'domain has no I/O and no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '@/*'], message: 'server imports domain only, never web.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'web imports domain only, never server.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries(),
  {
    files: ['domain/**/*.ts', 'server/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'server/test/**',
      'server/reliability/**',
      'web/src/test/**',
      'scripts/soak/**',
      'scripts/cluster/**',
      'scripts/lib/server-process.ts',
      'domain/api/*-endpoints.ts',
      // The few paths the app's entry asks for before Zod loads (decision 0129).
      'domain/api/paths.ts',
      ...API_PREFIX_OWNERS,
    ],
    rules: { 'no-restricted-syntax': apiPathRule },
  },
);
