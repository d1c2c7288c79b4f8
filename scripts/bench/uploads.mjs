// Uploads at their limits, time and the API's peak memory (ARCHITECTURE.md §8: under 300 MB): three customers'
// receipt uploads of 10 × 15 MB at once (they stream into the file store), and a product created with 5 × 5 MB
// photos (each decoded and re-encoded by sharp).
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { peakRssDuring } from './api.mjs';

const MB = 1024 * 1024;
const RECEIPT_BYTES = 15 * MB;
const RECEIPTS_PER_UPLOAD = 10;
const CONCURRENT_UPLOADS = 3;
const IMAGE_BYTES = 5 * MB;
const IMAGES = 5;

/** Three confirmed orders of the demo customer, ready for a receipt each; returns their ids. */
export function confirmedOrdersPostgres(url) {
  const sql = `
INSERT INTO orders (customer_id, status, business_invoice_type, quoted_total, total_with_tax, created_at, updated_at)
SELECT u.id, 'confirmed', 'unofficial', 10000000, 10900000, now(), now()
FROM users AS u, generate_series(1, ${CONCURRENT_UPLOADS})
WHERE u.email = 'customer1@sefaresh.ir'
RETURNING id;`;
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qtA', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  return r.stdout.split('\n').filter((l) => /^\d+$/.test(l));
}

/** A PNG-signed file of `bytes` (receipts are checked by their first bytes, not decoded). */
function receiptFile(bytes) {
  const data = Buffer.alloc(bytes, 7);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(data);
  return new Blob([data], { type: 'image/png' });
}

/** A photo of noise (it does not compress) as a JPEG just under `bytes`. */
async function photo(bytes) {
  for (let side = 2400; side > 200; side -= 100) {
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length <= bytes) return jpeg;
  }
  throw new Error('no photo under the limit');
}

async function peakDuring(pid, work) {
  const { result: statuses, ...memory } = await peakRssDuring(pid, work);
  return { statuses, ...memory };
}

export async function measureUploads(base, pid, { customerToken, staffToken, orderIds, categoryId }) {
  const receipt = receiptFile(RECEIPT_BYTES);
  const receipts = await peakDuring(pid, () =>
    Promise.all(
      orderIds.map(async (id) => {
        const form = new FormData();
        for (let i = 1; i <= RECEIPTS_PER_UPLOAD; i++)
          form.append('payment_receipts', receipt, `receipt-${i}.png`);
        const res = await fetch(`${base}/api/orders/${id}/upload-payment-receipt/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${customerToken}` },
          body: form,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );

  const jpeg = await photo(IMAGE_BYTES);
  const images = await peakDuring(pid, async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'محصول آزمون بارگذاری', category: String(categoryId) }))
      form.append(k, v);
    for (const [k, v] of Object.entries({ base_price: '1200000', stock: '10', tax_rate: '9' }))
      form.append(k, v);
    for (let i = 1; i <= IMAGES; i++)
      form.append('images', new Blob([jpeg], { type: 'image/jpeg' }), `p${i}.jpg`);
    const res = await fetch(`${base}/api/admin/products/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
      body: form,
    });
    await res.arrayBuffer();
    return [res.status];
  });

  const mb = (n) => `${(n / MB).toFixed(1)} MB`;
  console.table([
    {
      upload: `${CONCURRENT_UPLOADS} × receipts ${RECEIPTS_PER_UPLOAD} × ${mb(RECEIPT_BYTES)} at once`,
      'HTTP status': receipts.statuses.join(' '),
      seconds: receipts.seconds.toFixed(1),
      'RSS before (MB)': receipts.before.toFixed(0),
      'peak RSS (MB)': receipts.peak.toFixed(0),
    },
    {
      upload: `product with ${IMAGES} photos × ${mb(jpeg.length)}`,
      'HTTP status': images.statuses.join(' '),
      seconds: images.seconds.toFixed(1),
      'RSS before (MB)': images.before.toFixed(0),
      'peak RSS (MB)': images.peak.toFixed(0),
    },
  ]);
  console.log('budget: peak RSS < 300 MB');
}
