import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importBoundaries } from './scripts/eslint-import-boundaries.mjs';

/** Order statuses are named by the rules module's state model (ORDER_STATUSES, STATUS), never written out. */
const STATUS_LITERAL =
  /^(pending_pricing|waiting_customer_approval|confirmed|payment_uploaded|completed|rejected|cancelled)$/;
/**
 * Money is shown by shared-ui's formatters/money.ts only: rials in full, or short in Persian words; never Latin
 * K/M/B suffixes, never tomans as a headline.
 */
const MONEY_ELSEWHERE = [
  {
    selector: 'TemplateElement[value.raw=/^[KMB](\\s|$)/]',
    message: 'Format money with shared-ui (formatRial, formatRialShort): no K/M/B suffixes.',
  },
  {
    selector: 'Literal[value=/^[0-9\u06F0-\u06F9٫٬.,]+\\s?[KMB]$/]',
    message: 'Format money with shared-ui (formatRial, formatRialShort): no K/M/B suffixes.',
  },
  {
    selector: ':matches(Literal[value=/تومان/], TemplateElement[value.raw=/تومان/], JSXText[value=/تومان/])',
    message: 'Amounts are rials: format them with shared-ui (formatRial, formatRialShort, tomanInWords).',
  },
];
const TEST_CODE = ['**/*.test.{ts,tsx,mjs}', '**/test/**', '**/test-support.tsx', '**/testing/**', 'e2e/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/generated/**', 'server/drizzle/**', 'e2e/artifacts/**', '**/coverage/**'] },
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
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import from 'react-router-dom': the federation shares react-router under that key (shared-router.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-api/src/rules/**', ...TEST_CODE],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${STATUS_LITERAL}]`,
          message: 'Name order statuses through @sefaresh/shared-api/rules (STATUS, ORDER_STATUSES, STATUS_GROUPS).',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared-api/src/rules/**', 'shared-ui/src/formatters/money.ts', ...TEST_CODE],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=${STATUS_LITERAL}]`,
          message: 'Name order statuses through @sefaresh/shared-api/rules (STATUS, ORDER_STATUSES, STATUS_GROUPS).',
        },
        ...MONEY_ELSEWHERE,
      ],
    },
  },
  {
    files: ['shared-api/src/rules/**/*.ts'],
    ignores: TEST_CODE,
    rules: { 'no-restricted-syntax': ['error', ...MONEY_ELSEWHERE] },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
