// The embedded database's folder belongs to one process: a second server started on it (a second `npm start`, a
// replica pointed at the same DATA_DIR) would corrupt it, so it stops with a clear message instead. The lock is
// a file holding the owner's pid; a lock left by a process that no longer runs is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`the embedded database in ${dir} is in use by process ${pid}: stop it first, or set DATABASE_URL`);
    this.name = 'DataDirLockedError';
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder's lock for this process; returns the release. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'sefaresh.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && running(owner))
        throw new DataDirLockedError(dir, owner);
      fs.rmSync(file, { force: true }); // left by a process that ended (or by this one)
    }
  }
  throw new Error(`could not lock ${dir}`);
}
