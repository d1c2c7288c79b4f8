// Every Excel export answers the same way: the workbook streams into the download while it is written, named by
// the rules module's export file names, never cached nor sent on as a referrer. A failure midway is logged and
// breaks the download, so the client never keeps a file cut short without knowing.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFileKind, ExportRange } from '@sefaresh/shared-api/rules';
import { exportDisposition } from './content-disposition';
import { XLSX_MEDIA_TYPE } from './schemas';

export function sendWorkbook(
  reply: FastifyReply,
  file: { kind: ExportFileKind; at: Date; range?: ExportRange },
  write: (out: Writable) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    reply.log.error({ err }, `${file.kind} export failed`);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', XLSX_MEDIA_TYPE)
    .header('content-disposition', exportDisposition(file.kind, file.at, file.range))
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(out);
}
