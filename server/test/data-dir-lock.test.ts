// The embedded database's folder is locked against a second process; a lock left by a process
// that has ended is taken over.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefaresh-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, 'sefaresh.lock');

test('a folder another running process holds is refused with a clear message', () => {
  fs.writeFileSync(lockFile(), String(process.ppid)); // a process that runs: jest's parent
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
});

test('a lock left by a process that ended is taken over, and released on close', () => {
  const ended = spawnSync(process.execPath, ['-e', '0']).pid;
  fs.writeFileSync(lockFile(), String(ended));
  const release = lockDataDir(dir);
  expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(lockFile())).toBe(false);
});
