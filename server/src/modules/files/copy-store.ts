// Copies every object of one file store into another (`npm run files:migrate`), so switching file stores (the
// disk under DATA_DIR/files ⇄ S3) leaves no receipt or picture at 404. Idempotent: an object already in the
// target is left as it is (keys never change content: receipts and cheques get a fresh UUID, images are named by
// their bytes), so a second run, or one after an interrupted run, copies only what is missing. One object at a
// time, streamed: memory stays at one file.
import type { FileStore } from '../../lib/file-store';

export interface CopySummary {
  /** Objects written into the target. */
  copied: number;
  /** Objects the target already had. */
  present: number;
  /** Objects that vanished from the source while copying (deleted meanwhile). */
  vanished: number;
  /** Objects that could not be copied, with why. */
  failed: { key: string; error: string }[];
  bytes: number;
}

export async function copyStore(
  from: FileStore,
  to: FileStore,
  { onProgress }: { onProgress?: (summary: CopySummary) => void } = {},
): Promise<CopySummary> {
  const summary: CopySummary = { copied: 0, present: 0, vanished: 0, failed: [], bytes: 0 };
  for await (const { key } of from.list()) {
    try {
      if (await to.exists(key)) {
        summary.present++;
        continue;
      }
      const object = await from.get(key);
      if (!object) {
        summary.vanished++;
        continue;
      }
      await to.put(key, object.body, object.contentType);
      summary.copied++;
      summary.bytes += object.size;
    } catch (err) {
      summary.failed.push({ key, error: err instanceof Error ? err.message : String(err) });
    }
    if ((summary.copied + summary.present) % 500 === 0) onProgress?.(summary);
  }
  return summary;
}
