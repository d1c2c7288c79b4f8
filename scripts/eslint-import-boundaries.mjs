// The import rules of ARCHITECTURE.md §2, as one ESLint rule: who may import whom across packages and features.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTES = ['mf-auth', 'mf-customer', 'mf-dealer', 'mf-admin', 'mf-catalogue'];

const ALLOWED = {
  shell: ['shell', 'shared-api'],
  'shared-ui': ['shared-ui', 'shared-api/rules'],
  'shared-api': ['shared-api'],
  server: ['server', 'shared-api/rules'],
  ...Object.fromEntries(REMOTES.map((r) => [r, [r, 'shared-ui', 'shared-api']])),
};

function packageOf(absFile) {
  const rel = path.relative(ROOT, absFile);
  if (rel.startsWith('..')) return null;
  return rel.split(path.sep)[0];
}

function featureOf(absFile) {
  const m = path.relative(ROOT, absFile).split(path.sep);
  const i = m.indexOf('features');
  return i > 0 && m[1] === 'src' && i === 2 ? m[3] : null;
}

function targetOf(source, fromFile) {
  if (source.startsWith('.')) {
    const abs = path.resolve(path.dirname(fromFile), source);
    const pkg = packageOf(abs);
    const sub = path
      .relative(path.join(ROOT, pkg ?? ''), abs)
      .split(path.sep)
      .join('/');
    return { pkg, abs, sub };
  }
  const m = source.match(/^@sefaresh\/([^/]+)(\/.*)?$/);
  if (!m) return null;
  return { pkg: m[1], abs: null, sub: (m[2] ?? '').slice(1) };
}

const CORE_DIR = path.join(ROOT, 'shared-api', 'src', 'core');
const inCore = (abs) => !path.relative(CORE_DIR, abs).startsWith('..');

function allowed(fromPkg, target) {
  const list = ALLOWED[fromPkg];
  if (!list) return true;
  // the server and shared-ui take only the dependency-free rules module of shared-api
  if ((fromPkg === 'server' || fromPkg === 'shared-ui') && target.pkg === 'shared-api') {
    return target.sub === 'rules' || target.sub.startsWith('src/rules');
  }
  return list.includes(target.pkg);
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      pkg: '{{from}} may not import {{to}} (ARCHITECTURE.md §2)',
      feature: 'feature "{{from}}" may not import feature "{{to}}"; move shared code out of features/',
      core: "import shared-api's core as '@sefaresh/shared-api/core', not by a relative path (that bundles a second copy)",
    },
  },
  create(context) {
    const file = context.filename;
    const fromPkg = packageOf(file);
    const fromFeature = featureOf(file);
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = targetOf(node.source.value, file);
      // root files (rspack.base.mjs, scripts/) are build tooling, not a package
      if (!target || !target.pkg || !(target.pkg in ALLOWED)) return;
      if (target.pkg !== fromPkg && !allowed(fromPkg, target)) {
        context.report({ node, messageId: 'pkg', data: { from: fromPkg, to: node.source.value } });
        return;
      }
      // shared-api's core is a run-time singleton only when imported by its share key (rspack.base.mjs)
      if (target.abs && fromPkg === 'shared-api' && inCore(target.abs) && !inCore(file)) {
        context.report({ node, messageId: 'core' });
        return;
      }
      if (target.abs && target.pkg === fromPkg) {
        const toFeature = featureOf(target.abs);
        // the app layer (files directly in src/: app.tsx, bootstrap) composes features; shared folders may not
        const isAppLayer = path.relative(ROOT, file).split(path.sep).length === 3;
        if (toFeature && toFeature !== fromFeature && !(fromFeature === null && isAppLayer)) {
          context.report({
            node,
            messageId: 'feature',
            data: { from: fromFeature ?? 'shared code', to: toFeature },
          });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (n) => n.source?.type === 'Literal' && check({ ...n, source: n.source }),
    };
  },
};
