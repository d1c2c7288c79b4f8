// The acceptance bound to the document: finalize records on the accepted version the SHA-256 of exactly the bytes
// GET …/quotes/{version}/pre-invoice/ served for that version at that moment, with the time and the client's
// address. Without ACCEPTANCE_CODE finalize confirms at once, as before the code existed (a code sent is ignored).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { quoteVersions } from '../src/db/schema';
import { quoteFixture } from './quotes-fixture';

const f = quoteFixture();
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

describe('acceptance of a quote version', () => {
  it('records the SHA-256 of the pre-invoice bytes served for the version when it was accepted', async () => {
    const order = await s.priced();
    expect((await s.select(order, 0, '1_month')).statusCode).toBe(200);
    const pdf = await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, people.customerA);
    expect(pdf.statusCode).toBe(200);
    const served = createHash('sha256').update(new Uint8Array(pdf.rawPayload)).digest('hex');

    // no ACCEPTANCE_CODE: a code in the body is not looked at, the order is confirmed at once
    const done = await s.call('POST', `orders/${order.id}/finalize-selections/`, people.customerA, {
      code: '123456',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('confirmed');
    expect(done.json().acceptance).toEqual({
      version: 1,
      pdf_sha256: served,
      accepted_at: f.now().toISOString(),
    });
    const [row] = await f
      .app()
      .database.db.select({ from: quoteVersions.acceptedFrom, by: quoteVersions.acceptedBy })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.orderId, order.id), eq(quoteVersions.version, 1)));
    expect(row).toEqual({ from: '127.0.0.1', by: people.customerA.user.id });

    // the accepted version's document now carries the acceptance line: other bytes, the record keeps the served ones
    const after = await s.call('GET', `orders/${order.id}/quotes/1/pre-invoice/`, people.customerA);
    expect(createHash('sha256').update(new Uint8Array(after.rawPayload)).digest('hex')).not.toBe(served);
    // its hash in Latin hex, as sha256sum prints it, so the customer can compare the two
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: new Uint8Array(after.rawPayload),
      encoding: 'utf8',
    });
    expect(text).toContain(served.slice(0, 16));
    expect(text).toContain('اثر انگشت سند');
    const versions = (await s.call('GET', `orders/${order.id}/quotes/`, people.customerA)).json();
    expect(versions.versions[0].acceptance.pdf_sha256).toBe(served);
  });
});
