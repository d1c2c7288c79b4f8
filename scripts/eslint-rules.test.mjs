// The two custom lint rules, each with files that must fail and files that must pass: the import boundaries of
// ARCHITECTURE.md §2 (scripts/eslint-import-boundaries.mjs) and the order-status literals
// (scripts/eslint-status-literals.mjs), the latter also through the repository's own config, where it applies.
// Run by the root `npm test`.
import path from 'node:path';
import { describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint, RuleTester } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint-import-boundaries.mjs';
import { DOMAIN_LITERALS } from './eslint-domain-literals.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

tester.run('sefaresh/import-boundaries', importBoundaries, {
  valid: [
    {
      filename: at('mf-admin/src/features/orders/list.tsx'),
      code: "import { api } from '@sefaresh/shared-api';",
    },
    {
      filename: at('mf-admin/src/features/orders/list.tsx'),
      code: "import { Badge } from '@sefaresh/shared-ui';",
    },
    { filename: at('mf-admin/src/features/orders/list.tsx'), code: "import { row } from './row';" },
    {
      filename: at('mf-admin/src/features/orders/list.tsx'),
      code: "import { Shell } from '../../components/shell';",
    },
    // the app layer composes features
    { filename: at('mf-admin/src/app.tsx'), code: "import { DealersPage } from './features/dealers';" },
    {
      filename: at('server/src/modules/orders/service.ts'),
      code: "import { STATUS } from '@sefaresh/shared-api/rules';",
    },
    { filename: at('shared-ui/src/badge.tsx'), code: "import { STATUS } from '@sefaresh/shared-api/rules';" },
    {
      filename: at('shared-api/src/endpoints/orders.ts'),
      code: "import { api } from '@sefaresh/shared-api/core';",
    },
    { filename: at('shared-api/src/core/client.ts'), code: "import { useAuthStore } from './auth-store';" },
    { filename: at('shell/src/app.tsx'), code: "import { useAuthStore } from '@sefaresh/shared-api';" },
    // packages outside the repository are none of its business
    { filename: at('mf-admin/src/app.tsx'), code: "import { Button } from 'antd';" },
  ],
  invalid: [
    {
      filename: at('mf-admin/src/features/orders/list.tsx'),
      code: "import { Panel } from '@sefaresh/mf-dealer';",
      errors: [{ messageId: 'pkg', data: { from: 'mf-admin', to: '@sefaresh/mf-dealer' } }],
    },
    {
      filename: at('mf-customer/src/app.tsx'),
      code: "import { guard } from '../../shell/src/guards';",
      errors: [{ messageId: 'pkg' }],
    },
    {
      filename: at('server/src/modules/orders/service.ts'),
      code: "import { api } from '@sefaresh/shared-api';",
      errors: [{ messageId: 'pkg', data: { from: 'server', to: '@sefaresh/shared-api' } }],
    },
    {
      filename: at('shared-ui/src/badge.tsx'),
      code: "import { useAuthStore } from '@sefaresh/shared-api';",
      errors: [{ messageId: 'pkg' }],
    },
    {
      filename: at('shared-api/src/endpoints/orders.ts'),
      code: "import { Badge } from '@sefaresh/shared-ui';",
      errors: [{ messageId: 'pkg' }],
    },
    {
      filename: at('mf-admin/src/features/orders/list.tsx'),
      code: "import { DealerCard } from '../dealers/dealer-card';",
      errors: [{ messageId: 'feature', data: { from: 'orders', to: 'dealers' } }],
    },
    {
      filename: at('mf-admin/src/components/shell.tsx'),
      code: "export { DealerCard } from '../features/dealers/dealer-card';",
      errors: [{ messageId: 'feature', data: { from: 'shared code', to: 'dealers' } }],
    },
    {
      filename: at('shared-api/src/endpoints/orders.ts'),
      code: "import { api } from '../core/client';",
      errors: [{ messageId: 'core' }],
    },
    {
      filename: at('mf-admin/src/app.tsx'),
      code: "const area = () => import('@sefaresh/mf-customer');",
      errors: [{ messageId: 'pkg' }],
    },
    {
      filename: at('mf-admin/src/app.tsx'),
      code: "export * from '@sefaresh/mf-catalogue';",
      errors: [{ messageId: 'pkg' }],
    },
  ],
});

const noRestrictedSyntax = builtinRules.get('no-restricted-syntax');

const options = DOMAIN_LITERALS;
const STATUS_MESSAGE = DOMAIN_LITERALS[0].message;
const INVOICE_TYPE_MESSAGE = DOMAIN_LITERALS[1].message;
const PAYMENT_TERM_MESSAGE = DOMAIN_LITERALS[2].message;

tester.run('no-restricted-syntax with the domain-literal options', noRestrictedSyntax, {
  valid: [
    { code: "import { STATUS } from '@sefaresh/shared-api/rules'; const s = STATUS.confirmed;", options },
    { code: "const word = 'confirmation'; const other = 'pending';", options },
    { code: "const label = 'لغو شده';", options },
    // 'custom' is also a commission rate mode: only a payment term's 'custom' is refused
    { code: "const mode = rate.mode === 'custom';", options },
  ],
  invalid: [
    {
      code: "if (order.status === 'cancelled') close();",
      options,
      errors: [{ message: STATUS_MESSAGE }],
    },
    {
      code: "const tabs = ['pending_pricing', 'payment_uploaded'];",
      options,
      errors: [{ message: STATUS_MESSAGE }, { message: STATUS_MESSAGE }],
    },
    {
      code: "const taxed = order.type === 'official';",
      options,
      errors: [{ message: INVOICE_TYPE_MESSAGE }],
    },
    { code: "const cash = { term: 'instant' };", options, errors: [{ message: PAYMENT_TERM_MESSAGE }] },
    {
      code: "if (option.payment_term === 'custom') ask();",
      options,
      errors: [{ message: PAYMENT_TERM_MESSAGE }],
    },
  ],
});

describe("the repository's config", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const messagesFor = async (code, filePath) =>
    (await eslint.lintText(code, { filePath: at(filePath) }))[0].messages.map((m) => m.ruleId);
  const code = "export const done = (status: string) => status === 'completed';\n";

  test('refuses an order status written out in product code', async () => {
    assert.ok(
      (await messagesFor(code, 'mf-admin/src/features/orders/done.ts')).includes('no-restricted-syntax'),
    );
    assert.ok(
      (await messagesFor(code, 'server/src/modules/orders/done.ts')).includes('no-restricted-syntax'),
    );
  });

  test('allows it in the rules module and in tests', async () => {
    assert.deepEqual(await messagesFor(code, 'shared-api/src/rules/done.ts'), []);
    assert.deepEqual(await messagesFor(code, 'mf-admin/src/features/orders/done.test.ts'), []);
  });

  test('refuses a feature importing another', async () => {
    const rules = await messagesFor(
      "export { DealerCard } from '../dealers/dealer-card';\n",
      'mf-admin/src/features/orders/done.ts',
    );
    assert.ok(rules.includes('sefaresh/import-boundaries'));
  });
});
