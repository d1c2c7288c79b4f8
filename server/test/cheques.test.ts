// Sayad cheques through HTTP: the customer (or staff for them) registers one, JSON or multipart with a picture
// checked by content; the same Sayad id on any order is refused naming that order; staff move it along
// CHEQUE_MOVES (anything else 409, bounced needs a note); a bounce tells the customer, staff and the dealer; a
// cleared cheque pays its instalment and a bounced one reopens it; the order answer carries the cheques.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  CHEQUE_STATUS_LABELS,
  RECEIVABLE_FIELD_MESSAGES as F,
  toPersianDigits,
} from '@sefaresh/shared-api/rules';
import { cheques, orderEvents } from '../src/db/schema';
import { SERVER_MESSAGES } from '../src/lib/errors';
import { CHEQUE_TEXTS } from '../src/modules/cheques/messages';
import { receivablesOf } from '../src/modules/receivables/figures';
import { EXE, makeImage, multipart } from './image-fixtures';
import { quoteFixture } from './quotes-fixture';
import { newSayadId, outboxOf, setSchedule } from './receivables-fixture';
import type { OrderJson, Session } from './scenarios';

const STAFF_EMAIL = 'desk@example.com';
const f = quoteFixture('2026-11-20T08:00:00Z', {
  quotes: { validDays: 7, staffEmail: STAFF_EMAIL, staffPhone: '09120000000', acceptanceCode: false },
});
const { s, people } = f;

beforeAll(f.setUp);
afterAll(f.tearDown);

const fields = (extra: Record<string, string> = {}) => ({
  sayad_id: newSayadId(),
  bank: 'بانک ملت',
  drawer_name: 'مشتری الف',
  due_date: '2026-12-20',
  amount: '2,500,000',
  ...extra,
});

async function register(order: OrderJson, who: Session, payload: Record<string, unknown>) {
  return s.call('POST', `orders/${order.id}/cheques/`, who, payload);
}

async function registerMultipart(order: OrderJson, who: Session, body: ReturnType<typeof multipart>) {
  return f.app().inject({
    method: 'POST',
    url: `/api/orders/${order.id}/cheques/`,
    headers: { authorization: `Bearer ${who.tokens.access}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const move = (id: number, who: Session, payload: Record<string, unknown>) =>
  s.call('POST', `admin/cheques/${id}/status/`, who, payload);

describe('registering a cheque', () => {
  it('takes JSON from the customer, writes an event, and shows on the order (moves for staff only)', async () => {
    const order = await s.confirmed();
    const body = fields({ sayad_id: toPersianDigits(newSayadId()) });
    const res = await register(order, people.customerA, body);
    expect(res.statusCode).toBe(201);
    const cheque = res.json();
    expect(cheque).toMatchObject({
      order_id: order.id,
      instalment_id: null,
      bank: 'بانک ملت',
      due_date: '2026-12-20',
      amount: '2500000',
      status: 'received',
      status_display: CHEQUE_STATUS_LABELS.received,
      picture_url: null,
      allowed_moves: [],
    });
    expect(cheque.sayad_id).toMatch(/^\d{16}$/);

    const mine = (await s.call('GET', `orders/${order.id}/`, people.customerA)).json();
    expect(mine.cheques).toEqual([cheque]);
    const staffView = (await s.call('GET', `orders/${order.id}/`, people.staff)).json();
    expect(staffView.cheques[0].allowed_moves).toEqual(['deposited', 'bounced']);
    const events = await f
      .app()
      .database.db.select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, order.id),
          eq(orderEvents.note, CHEQUE_TEXTS.registeredEvent(cheque.sayad_id, '2500000')),
        ),
      );
    expect(events).toHaveLength(1);
  });

  it('takes a picture (multipart), keeps its SHA-256 and serves it to those who may see the order', async () => {
    const order = await s.confirmed();
    const png = await makeImage('png');
    const res = await registerMultipart(
      order,
      people.staff,
      multipart([{ field: 'picture', name: 'چک.png', data: png }], fields()),
    );
    expect(res.statusCode).toBe(201);
    const cheque = res.json();
    expect(cheque.picture_url).toBe(`/api/orders/${order.id}/cheques/${cheque.id}/picture/`);
    expect(cheque.allowed_moves).toEqual(['deposited', 'bounced']);
    const [row] = await f.app().database.db.select().from(cheques).where(eq(cheques.id, cheque.id));
    expect(row.pictureSha256).toBe(createHash('sha256').update(new Uint8Array(png)).digest('hex'));
    expect(row.pictureMimeType).toBe('image/png');

    const get = (who: Session) =>
      f.app().inject({
        method: 'GET',
        url: cheque.picture_url,
        headers: { authorization: `Bearer ${who.tokens.access}` },
      });
    const seen = await get(people.customerA);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.toString('base64')).toBe(png.toString('base64'));
    expect((await get(people.customerB)).statusCode).toBe(403);
  });

  it('refuses a picture that is not an image or PDF by content, and bad fields, naming each', async () => {
    const order = await s.confirmed();
    const bad = await registerMultipart(
      order,
      people.customerA,
      multipart([{ field: 'picture', name: 'cheque.png', data: EXE }], fields()),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.picture).toEqual([CHEQUE_TEXTS.pictureBad]);

    const res = await register(order, people.customerA, {
      sayad_id: '12345',
      bank: '',
      due_date: '2026-02-30',
      amount: '-5',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      sayad_id: [F.sayadId],
      bank: [F.bankRequired],
      drawer_name: [F.drawerRequired],
      due_date: [CHEQUE_TEXTS.dueDateInvalid],
      amount: [F.amountInvalid],
    });
    const other = await s.confirmed();
    const [foreign] = await setSchedule(f.app(), other.id, [
      { due: new Date('2026-12-01T00:00:00Z'), amount: '100' },
    ]);
    const wrongInstalment = await register(
      order,
      people.customerA,
      fields({ instalment_id: String(foreign.id) }),
    );
    expect(wrongInstalment.statusCode).toBe(400);
    expect(wrongInstalment.json().details.instalment_id).toEqual([CHEQUE_TEXTS.instalmentNotOfOrder]);
    expect(await f.app().database.db.select().from(cheques).where(eq(cheques.orderId, order.id))).toEqual([]);
  });

  it('refuses the same Sayad id on any order, naming the order it is on', async () => {
    const first = await s.confirmed();
    const second = await s.confirmed();
    const body = fields();
    expect((await register(first, people.customerA, body)).statusCode).toBe(201);
    const again = await register(second, people.staff, { ...body, sayad_id: toPersianDigits(body.sayad_id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHEQUE_TEXTS.duplicateSayad(first.id));
    expect(again.json().error).toContain(toPersianDigits(first.id));
  });

  it('is refused before the order is confirmed (409) and for a stranger (403)', async () => {
    const priced = await s.priced();
    expect((await register(priced, people.customerA, fields())).statusCode).toBe(409);
    const order = await s.confirmed();
    expect((await register(order, people.customerB, fields())).statusCode).toBe(403);
  });
});

describe('moving a cheque', () => {
  it('goes received → deposited → cleared and pays its instalment; no other move', async () => {
    const order = await s.confirmed();
    const [first, second] = await setSchedule(f.app(), order.id, [
      { due: new Date('2026-11-25T20:29:59Z'), amount: '1000000' },
      { due: new Date('2026-12-20T20:29:59Z'), amount: '3000000' },
    ]);
    const cheque = (
      await register(order, people.customerA, fields({ amount: '3000000', instalment_id: String(second.id) }))
    ).json();
    const figures = async () =>
      (await receivablesOf(f.app().database.db, [order.id], f.now())).get(order.id)!.instalments;
    expect((await figures())[1]).toMatchObject({ paid: 0n, secured: 3000000n });

    expect((await move(cheque.id, people.customerA, { status: 'deposited' })).statusCode).toBe(403);
    const deposited = await move(cheque.id, people.staff, { status: 'deposited' });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.json()).toMatchObject({ status: 'deposited', allowed_moves: ['cleared', 'bounced'] });
    const cleared = await move(cheque.id, people.staff, { status: 'cleared', note: 'وصول شد' });
    expect(cleared.json()).toMatchObject({ status: 'cleared', status_note: 'وصول شد', allowed_moves: [] });
    const [one, two] = await figures();
    expect(one.instalment.id).toBe(first.id);
    expect(one.paid).toBe(0n);
    expect(two).toMatchObject({ paid: 3000000n, secured: 0n, state: 'paid' });

    const back = await move(cheque.id, people.staff, { status: 'bounced', note: 'کسری موجودی' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe(CHEQUE_TEXTS.moveRefused('cleared', 'bounced'));
    expect((await move(999999, people.staff, { status: 'deposited' })).statusCode).toBe(404);
  });

  it('bounces only with a note, reopens the instalment and tells the customer, staff and the dealer', async () => {
    const order = await s.confirmed();
    await f.assignDealer(order);
    await setSchedule(f.app(), order.id, [{ due: new Date('2026-12-20T20:29:59Z'), amount: '2500000' }]);
    const cheque = (await register(order, people.customerA, fields())).json();
    const noNote = await move(cheque.id, people.staff, { status: 'bounced', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details.note).toEqual([F.reasonRequired]);
    expect(await outboxOf(f.app(), order.id, 'cheque_bounced')).toEqual([]);

    const bounced = await move(cheque.id, people.staff, { status: 'bounced', note: 'کسری موجودی' });
    expect(bounced.statusCode).toBe(200);
    expect(bounced.json()).toMatchObject({
      status: 'bounced',
      status_note: 'کسری موجودی',
      allowed_moves: [],
    });
    const [figures] = (await receivablesOf(f.app().database.db, [order.id], f.now())).get(
      order.id,
    )!.instalments;
    expect(figures).toMatchObject({ paid: 0n, secured: 0n, outstanding: 2500000n });

    const sent = await outboxOf(f.app(), order.id, 'cheque_bounced');
    const to = (recipient: string, channel: string) =>
      sent.filter((n) => n.recipient === recipient && n.channel === channel);
    expect(to(people.customerA.email, 'email')).toHaveLength(1);
    expect(to('09121234567', 'sms').length).toBeGreaterThanOrEqual(1);
    expect(to(STAFF_EMAIL, 'email')).toHaveLength(1);
    expect(to('09120000000', 'sms')).toHaveLength(1);
    expect(to(people.dealer.email, 'email')).toHaveLength(1);
    expect(to(people.customerA.email, 'email')[0].body).toContain('کسری موجودی');
    expect(sent).toHaveLength(6);
  });
});

it("a picture the store cannot write: 503 in Persian (ours, not the customer's), no cheque, no file", async () => {
  const order = await s.confirmed();
  const store = f.app().config.files;
  if (store.kind !== 'disk') throw new Error('the tests run on the disk store');
  // a plain file where the cheques/ folder should be: every write under it fails (ENOTDIR), as on a read-only disk
  const folder = path.join(store.dir, 'cheques');
  const aside = `${folder}-aside`;
  await fs.mkdir(store.dir, { recursive: true });
  const had = await fs.rename(folder, aside).then(
    () => true,
    () => false,
  );
  await fs.writeFile(folder, '');
  try {
    const res = await registerMultipart(
      order,
      people.customerA,
      multipart([{ field: 'picture', name: 'c.png', data: await makeImage('png') }], fields()),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: SERVER_MESSAGES.storageUnavailable });
    expect(await f.app().database.db.select().from(cheques).where(eq(cheques.orderId, order.id))).toEqual([]);
  } finally {
    await fs.rm(folder, { force: true });
    if (had) await fs.rename(aside, folder);
  }
});
