// A cheque registration as it arrives: multipart (the fields as text and the optional file field `picture`, which
// streams into the file store with its first bytes kept for the content check, its size counted and its SHA-256
// computed on the way) or JSON without a picture. Then the fields' checks, each with its Persian sentence
// (RECEIVABLE_FIELD_MESSAGES of the rules module): a 400 names every field that is wrong.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  CHEQUE_FIELD_MAX_LENGTH,
  RECEIVABLE_FIELD_MESSAGES as F,
  normalizeDigits,
  parseUnitPrice,
  plainDigits,
  sayadIdProblem,
} from '@sefaresh/shared-api/rules';
import { deleteAll, StorageError, type FileStore } from '../../lib/file-store';
import { HttpError, SERVER_MESSAGES, validationFailed, type FieldErrors } from '../../lib/errors';
import { noControlKeyword } from '../../lib/input-rules';
import { RECEIPT_TEXTS } from '../payments/messages';
import { discard, hasher, meter, uploaded } from '../payments/receipt-stream';
import { CHEQUE_TEXTS } from './messages';

export const PICTURE_FIELD = 'picture';

export interface IncomingPicture {
  fileName: string;
  key: string;
  head: Buffer;
  size: number;
  sha256: string;
}

export interface ChequeForm {
  fields: Record<string, unknown>;
  picture: IncomingPicture | null;
}

/** Reads the form; a picture is in the store under cheques/<order id>/<uuid> (the caller removes it on failure). */
export async function readChequeForm(
  request: FastifyRequest,
  store: FileStore,
  orderId: number,
): Promise<ChequeForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      picture: null,
    };
  }
  const fields: Record<string, unknown> = {};
  let picture: IncomingPicture | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== PICTURE_FIELD || picture) {
        await pipeline(part.file, discard());
        continue;
      }
      const key = `cheques/${orderId}/${randomUUID()}`;
      const { state, stream } = meter();
      const hash = hasher();
      picture = { fileName: part.filename ?? '', key, head: Buffer.alloc(0), size: 0, sha256: '' };
      const written = store.put(key, hash.stream, part.mimetype || 'application/octet-stream');
      await uploaded(pipeline(part.file, stream, hash.stream), written);
      Object.assign(picture, { head: state.head, size: state.size, sha256: hash.digest() });
      if (part.file.truncated)
        throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
  } catch (err) {
    if (picture) await deleteAll(store, [picture.key]);
    if (err instanceof HttpError || err instanceof StorageError) throw err;
    const code = (err as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, RECEIPT_TEXTS.tooLarge, { [PICTURE_FIELD]: [RECEIPT_TEXTS.tooLarge] });
    throw new HttpError(400, SERVER_MESSAGES.badRequest);
  }
  return { fields, picture };
}

export interface ChequeValues {
  sayadId: string;
  bank: string;
  drawerName: string;
  dueDate: string;
  amount: string;
  instalmentId: number | null;
}

const text = (v: unknown) =>
  v === undefined || v === null
    ? ''
    : typeof v === 'string' || typeof v === 'number'
      ? String(v).trim()
      : null;
const clean = (v: string) => noControlKeyword.validate(true, v);

/** A real calendar day written YYYY-MM-DD (digits in either script), or null. */
export function isoDay(value: string): string | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(normalizeDigits(value).replaceAll('/', '-'));
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** The checked values, or a 400 naming every field that is wrong. */
export function checkChequeFields(raw: Record<string, unknown>): ChequeValues {
  const problems: FieldErrors = {};
  const say = (field: string, message: string) => (problems[field] ??= []).push(message);

  const sayadText = text(raw.sayad_id);
  const sayadProblem = sayadText === null ? F.sayadId : sayadIdProblem(sayadText);
  if (sayadProblem) say('sayad_id', sayadProblem);

  const named = (field: 'bank' | 'drawer_name', required: string) => {
    const value = text(raw[field]);
    if (!value) say(field, required);
    else if (!clean(value)) say(field, SERVER_MESSAGES.controlCharacters);
    else if (value.length > CHEQUE_FIELD_MAX_LENGTH[field])
      say(field, F.tooLong(CHEQUE_FIELD_MAX_LENGTH[field]));
    return value ?? '';
  };
  const bank = named('bank', F.bankRequired);
  const drawerName = named('drawer_name', F.drawerRequired);

  const dueText = text(raw.due_date);
  const dueDate = dueText ? isoDay(dueText) : null;
  if (!dueText) say('due_date', F.dueDateRequired);
  else if (!dueDate) say('due_date', CHEQUE_TEXTS.dueDateInvalid);

  const amountText = text(raw.amount);
  const amount = amountText ? parseUnitPrice(amountText) : null;
  if (!amountText) say('amount', F.amountRequired);
  else if (!amount) say('amount', F.amountInvalid);

  const instalmentText = text(raw.instalment_id);
  let instalmentId: number | null = null;
  if (instalmentText) {
    const n = Number(plainDigits(instalmentText));
    if (Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647) instalmentId = n;
    else say('instalment_id', CHEQUE_TEXTS.instalmentNotOfOrder);
  }

  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return {
    sayadId: plainDigits(sayadText),
    bank,
    drawerName,
    dueDate: dueDate!,
    amount: amount!,
    instalmentId,
  };
}
