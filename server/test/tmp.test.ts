import { Type } from 'typebox';
import * as jose from 'jose';
import { PGlite } from '@electric-sql/pglite';
test('x', async () => {
  expect(Type.String()).toBeTruthy();
  expect(jose.SignJWT).toBeTruthy();
  const db = new PGlite();
  const r = await db.query('select 1 as a');
  expect(r.rows[0]).toEqual({ a: 1 });
  expect(import.meta.url).toContain('file:');
});
