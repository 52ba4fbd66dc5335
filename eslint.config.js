// Lint rules, chiefly the layer boundary of ARCHITECTURE.md: domain ← (server | web | renderers), never sideways.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noImport = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'schemas/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: noImport(
      [['**/server/**', '**/web/**', '**/renderers/**'], 'src/domain is pure: it may import only schemas/.'],
      [['react', 'react-dom', 'fastify', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'node:*', 'fs', 'path'], 'src/domain has no I/O, HTTP, database or React.'],
    ),
  },
  {
    files: ['src/server/**'],
    rules: noImport([['**/web/**', '**/renderers/**'], 'src/server must not import the browser code.']),
  },
  {
    files: ['src/web/**'],
    rules: noImport([['**/server/**'], 'src/web must not import the server.']),
  },
  {
    files: ['renderers/**'],
    rules: noImport([['**/server/**', '**/web/**'], 'renderers/ may import only src/domain and schemas/.']),
  },
);
