// What the receipt tests share: a multipart receipt upload built by hand (files and the typed fields), small
// real files that differ by a byte, and the bearer header of a session.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

interface Signed {
  user: { id: number };
  tokens: { access: string };
}

export const auth = (who?: Signed) => (who ? { authorization: `Bearer ${who.tokens.access}` } : {});

/** A 1×1 PNG; `variant` changes its last byte (past IEND, still a PNG by content), so each variant hashes apart. */
export const png = (variant = 0) =>
  Buffer.concat([
    new Uint8Array(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ),
    new Uint8Array([variant & 0xff, (variant >> 8) & 0xff]),
  ]);

/** POST upload-payment-receipt/ with these files (field payment_receipts) and text fields. */
export function uploadReceipt(
  app: FastifyInstance,
  orderId: number,
  who: Signed | undefined,
  files: Buffer[],
  fields: Record<string, string>,
) {
  const boundary = `----receipt${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  files.forEach((data, i) =>
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payment_receipts"; filename="r${i}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    ),
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/upload-payment-receipt/`,
    headers: { ...auth(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks.map((c) => new Uint8Array(c))),
  });
}
