import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { DOMAIN_LITERALS, MONEY_LITERALS } from './scripts/eslint-domain-literals.mjs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importBoundaries } from './scripts/eslint-import-boundaries.mjs';

const TEST_CODE = ['**/*.test.{ts,tsx,mjs}', '**/test/**', '**/test-support.tsx', '**/testing/**', 'e2e/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/generated/**',
      'server/drizzle/**',
      'e2e/artifacts/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, sefaresh: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'sefaresh/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // no import cycles inside a package (across packages the import boundaries already forbid them)
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // kebab-case file names, as bulletproof-react's; a middle extension (.test, .d) is not part of the name
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,cjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                "Import from 'react-router-dom': the federation shares react-router under that key (shared-router.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-api/src/rules/**', 'shared-ui/src/formatters/money.ts', ...TEST_CODE],
    rules: {
      // order statuses, invoice types and payment terms are written only in the rules module; money is shown only
      // by shared-ui's money formatter
      'no-restricted-syntax': ['error', ...DOMAIN_LITERALS, ...MONEY_LITERALS],
    },
  },
  {
    files: ['shared-ui/src/formatters/money.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DOMAIN_LITERALS] },
  },
  {
    files: ['shared-api/src/rules/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-syntax': ['error', ...MONEY_LITERALS] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
