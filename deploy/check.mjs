// Checks the operator files against the code they run (`npm run check:deploy`, a CI step):
// - sefaresh-api@.service and Dockerfile start the API with server/scripts/build.mjs's API_NODE_ARGS and
//   API_PROCESS_ENV (the values live there; these files must not drift from them);
// - the unit passes `systemd-analyze verify` without a warning, when systemd is here;
// - the image is multi-stage, runs as a non-root user, has a HEALTHCHECK on /api/health/, and copies every
//   workspace's package.json into both stages (npm ci refuses a lockfile whose workspaces are missing);
// - api.env.example sets no PORT (the unit's instance name is the port, and the file would override it), and the
//   shell reads every one of its settings when it is sourced, as docs/operations.md's backup steps do.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_NODE_ARGS, API_PROCESS_ENV } from '../server/scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const here = (name) => path.join(import.meta.dirname, name);
const problems = [];
const expect = (ok, what) => ok || problems.push(what);

const flags = API_NODE_ARGS.slice(0, -1);
const script = path.relative(root, API_NODE_ARGS.at(-1)); // server/dist/server.mjs
/** node's arguments as a file spells them: same flags, the same script under the file's own root. */
function checkCommand(file, args) {
  expect(args[0].endsWith('node'), `${file}: the command is not node: ${args[0]}`);
  expect(
    JSON.stringify(args.slice(1, -1)) === JSON.stringify(flags),
    `${file}: node flags ${args.slice(1, -1).join(' ')} are not API_NODE_ARGS' ${flags.join(' ')}`,
  );
  expect(args.at(-1).endsWith(`/${script}`), `${file}: runs ${args.at(-1)}, not …/${script}`);
}
function checkEnv(file, env) {
  for (const [name, value] of Object.entries(API_PROCESS_ENV))
    expect(env[name] === value, `${file}: ${name} is ${env[name]}, API_PROCESS_ENV says ${value}`);
}
const pairs = (text) => Object.fromEntries(text.map((kv) => kv.split(/=(.*)/s).slice(0, 2)));

// the systemd unit
const unitFile = 'sefaresh-api@.service';
const unit = readFileSync(here(unitFile), 'utf8');
const directive = (name) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1]);
checkCommand(unitFile, directive('ExecStart')[0].split(/\s+/));
const unitEnv = pairs(directive('Environment'));
checkEnv(unitFile, unitEnv);
expect(unitEnv.PORT === '%i', `${unitFile}: PORT must be the instance name (%i)`);
expect(directive('EnvironmentFile').length === 1, `${unitFile}: no EnvironmentFile`);
const node = directive('ExecStart')[0].split(/\s+/)[0];
if (spawnSync('systemd-analyze', ['--version']).status === 0 && existsSync(node)) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sefaresh-unit-'));
  copyFileSync(here(unitFile), path.join(dir, unitFile));
  const r = spawnSync('systemd-analyze', ['verify', '--man=no', path.join(dir, unitFile)], {
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  const said = `${r.stdout}${r.stderr}`.trim();
  expect(r.status === 0 && !said, `${unitFile}: systemd-analyze verify: ${said || r.status}`);
} else console.log(`systemd-analyze or ${node} is not here: the unit's syntax not verified`);

// the container image
const dockerfile = readFileSync(here('Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
const instructions = dockerfile.split('\n').filter((l) => /^[A-Z]+\s/.test(l));
const all = (name) =>
  instructions.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1));
expect(all('FROM').length >= 2, 'Dockerfile: not multi-stage');
const cmd = all('CMD');
expect(cmd.length === 1, 'Dockerfile: needs exactly one CMD');
if (cmd.length) checkCommand('Dockerfile', JSON.parse(cmd[0]));
const runtimeEnv = all('ENV').at(-1) ?? '';
checkEnv('Dockerfile', pairs(runtimeEnv.trim().split(/\s+/)));
const user = all('USER').at(-1);
expect(user && !/^(root|0)(:|$)/.test(user), 'Dockerfile: the runtime stage must set a non-root USER');
expect(/\/api\/health\//.test(all('HEALTHCHECK').join(' ')), 'Dockerfile: no HEALTHCHECK on /api/health/');
expect(/npm ci\b/.test(dockerfile), 'Dockerfile: dependencies not installed with npm ci');
expect(/npm run build -w server/.test(dockerfile), 'Dockerfile: does not build the server');
for (const ws of JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces) {
  expect(
    all('COPY').includes(`${ws}/package.json ${ws}/`),
    `Dockerfile: build stage lacks ${ws}/package.json`,
  );
  expect(
    all('COPY').includes(`--from=build /app/${ws}/package.json ${ws}/`),
    `Dockerfile: runtime stage lacks ${ws}/package.json`,
  );
}

// the settings file's example
const example = readFileSync(here('api.env.example'), 'utf8');
expect(!/^PORT=/m.test(example), 'api.env.example: PORT belongs to the unit instance (sefaresh-api@<port>)');
const settings = example.match(/^[A-Z][A-Z0-9_]*(?==)/gm) ?? [];
const sourced = spawnSync(
  'bash',
  [
    '--norc',
    '--noprofile',
    '-c',
    `set -a; . "$1" || exit 1; for n in ${settings.join(' ')}; do printf '%s=%s\\n' "$n" "\${!n}"; done`,
    'check',
    here('api.env.example'),
  ],
  { encoding: 'utf8', env: {} },
);
expect(sourced.status === 0, `api.env.example: bash cannot source it: ${sourced.stderr.trim()}`);
for (const name of settings)
  expect(
    new RegExp(`^${name}=.+$`, 'm').test(sourced.stdout),
    `api.env.example: ${name} is lost when the shell sources the file`,
  );

for (const p of problems) console.error(p);
if (problems.length) process.exit(1);
console.log('deploy: the unit and the image run the API as server/scripts/build.mjs says');
