// node --test: releases into a live folder keep the last releases' hashed files and replace the entry files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isHashed, listFiles, releaseApp, RELEASES_FILE } from './release.mjs';

function build(root, name, files) {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const buildOf = (hash, shared = 'aaaaaaaa') => ({
  'mf-manifest.json': `{"remoteEntry":"remoteEntry.${hash}.js"}`,
  'mf-manifest.json.gz': `gz ${hash}`,
  [`remoteEntry.${hash}.js`]: `entry ${hash}`,
  [`static/js/async/page.${hash}.js`]: `page ${hash}`,
  [`static/js/async/vendor.${shared}.js`]: 'vendor',
  [`static/js/async/vendor.${shared}.js.gz`]: 'vendor gz',
});

test('hashed names are told from entry files', () => {
  assert.ok(isHashed('static/js/main.0a1b2c3d.js'));
  assert.ok(isHashed('remoteEntry.0a1b2c3d.js.br'));
  assert.ok(isHashed('assets/vazirmatn.0a1b2c3d.woff2'));
  assert.ok(!isHashed('mf-manifest.json'));
  assert.ok(!isHashed('index.html.gz'));
});

test('each release adds its files beside the old ones and prunes releases older than keep', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  try {
    const live = path.join(root, 'live');
    const r1 = releaseApp(build(root, 'b1', buildOf('11111111')), live, { keep: 2, id: 'r1' });
    assert.equal(r1.pruned.length, 0);
    releaseApp(build(root, 'b2', buildOf('22222222')), live, { keep: 2, id: 'r2' });
    // both releases' chunks are served; the manifest is the new one's
    assert.ok(existsSync(path.join(live, 'static/js/async/page.11111111.js')));
    assert.ok(existsSync(path.join(live, 'static/js/async/page.22222222.js')));
    assert.match(readFileSync(path.join(live, 'mf-manifest.json'), 'utf8'), /22222222/);
    assert.equal(readFileSync(path.join(live, 'mf-manifest.json.gz'), 'utf8'), 'gz 22222222');

    const r3 = releaseApp(build(root, 'b3', buildOf('33333333')), live, { keep: 2, id: 'r3' });
    assert.deepEqual(r3.pruned.sort(), ['remoteEntry.11111111.js', 'static/js/async/page.11111111.js']);
    // a file the kept releases still bring stays
    assert.ok(existsSync(path.join(live, 'static/js/async/vendor.aaaaaaaa.js.gz')));
    assert.ok(existsSync(path.join(live, 'remoteEntry.22222222.js')));
    const record = JSON.parse(readFileSync(path.join(live, RELEASES_FILE), 'utf8'));
    assert.deepEqual(
      record.map((r) => r.id),
      ['r2', 'r3'],
    );
    assert.ok(!listFiles(live).includes(RELEASES_FILE));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a folder laid out before releases were recorded counts as one earlier release', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  try {
    const live = build(root, 'live', buildOf('00000000', 'bbbbbbbb'));
    releaseApp(build(root, 'b1', buildOf('11111111')), live, { keep: 1 });
    assert.ok(!existsSync(path.join(live, 'static/js/async/page.00000000.js')));
    assert.ok(!existsSync(path.join(live, 'static/js/async/vendor.bbbbbbbb.js')));
    assert.ok(existsSync(path.join(live, 'static/js/async/page.11111111.js')));
    assert.throws(() => releaseApp(live, live, { keep: 0 }), /keep/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
