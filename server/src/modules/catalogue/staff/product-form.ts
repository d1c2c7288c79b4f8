// The product form of the admin calls (spec 002 §5, §7): multipart (fields, the repeated file field `images`,
// `image_order` and `existing_images` as JSON) or JSON (toggles). Images are at most IMAGE_UPLOAD.maxFiles per
// request and IMAGE_UPLOAD.maxBytes each (the limits stop the reading at once: 413 and 400); each is read into
// memory only up to that size, since sharp needs the whole picture to decode it.
import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD, normalizeDigits } from '@sefaresh/shared-api/rules';
import { HttpError, SERVER_MESSAGES, validationFailed } from '../../../lib/errors';
import { PRODUCT_MESSAGES as M } from './messages';

export const IMAGES_FIELD = 'images';

export interface UploadedImage {
  fileName: string;
  data: Buffer;
}

export interface ProductForm {
  fields: Record<string, unknown>;
  images: UploadedImage[];
}

export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, images: [] };
  }
  const fields: Record<string, unknown> = {};
  const images: UploadedImage[] = [];
  let current = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: IMAGE_UPLOAD.maxFiles, fields: 50 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      current = part.filename ?? '';
      const data = await part.toBuffer();
      if (part.file.truncated)
        throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      if (part.fieldname === IMAGES_FIELD) images.push({ fileName: current, data });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, M.imageTooLargeTitle, {
        [IMAGES_FIELD]: [M.imageTooLarge(current || 'بدون نام')],
      });
    if (code === 'FST_FILES_LIMIT')
      throw validationFailed({ [IMAGES_FIELD]: [M.tooManyImages] }, M.tooManyImages);
    throw new HttpError(400, SERVER_MESSAGES.badRequest);
  }
  return { fields, images };
}

export interface ProductValues {
  name?: string;
  description?: string;
  categoryId?: number;
  origin?: string;
  basePrice?: string;
  taxRate?: string | null;
  stock?: number;
  weight?: string;
  isActive?: boolean;
  isFeatured?: boolean;
}

const text = (v: unknown) => (v === undefined || v === null ? undefined : normalizeDigits(String(v)).trim());

function flag(v: unknown, problems: Record<string, string[]>, key: string): boolean | undefined {
  if (v === undefined) return undefined;
  if (v === true || v === 'true' || v === '1') return true;
  if (v === false || v === 'false' || v === '0') return false;
  problems[key] = [M.flagInvalid];
  return undefined;
}

/** The product fields of a form; `partial` (an update) lets every field be left out. 400 with details. */
export function productValues(
  raw: Record<string, unknown>,
  { partial }: { partial: boolean },
): ProductValues {
  const problems: Record<string, string[]> = {};
  const out: ProductValues = {};
  const name = text(raw.name);
  if (name !== undefined || !partial) {
    if (!name) problems.name = [M.nameRequired];
    else if (name.length > 200) problems.name = [M.nameTooLong];
    else out.name = name;
  }
  if (raw.description !== undefined) out.description = String(raw.description).trim();
  if (raw.origin !== undefined) out.origin = String(raw.origin).trim().slice(0, 100);
  const category = text(raw.category ?? raw.category_id);
  if (category !== undefined || !partial) {
    if (!category || !/^[1-9]\d{0,8}$/.test(category)) problems.category = [M.categoryInvalid];
    else out.categoryId = Number(category);
  }
  const price = text(raw.base_price);
  if (price !== undefined || !partial) {
    if (!price) problems.base_price = [M.priceRequired];
    else if (!/^\d{1,14}$/.test(price)) problems.base_price = [M.priceInvalid];
    else out.basePrice = String(BigInt(price));
  }
  const stock = text(raw.stock);
  if (stock !== undefined || !partial) {
    if (!stock) problems.stock = [M.stockRequired];
    else if (!/^\d{1,9}$/.test(stock) || Number(stock) > 2_147_483_647) problems.stock = [M.stockInvalid];
    else out.stock = Number(stock);
  }
  const tax = text(raw.tax_rate);
  if (tax !== undefined) {
    if (tax === '') out.taxRate = null;
    else if (!/^\d{1,3}(\.\d{1,2})?$/.test(tax) || Number(tax) > 100) problems.tax_rate = [M.taxInvalid];
    else out.taxRate = tax;
  }
  const weight = text(raw.weight);
  if (weight !== undefined && weight !== '') {
    if (!/^\d{1,8}(\.\d)?$/.test(weight)) problems.weight = [M.weightInvalid];
    else out.weight = weight;
  }
  out.isActive = flag(raw.is_active, problems, 'is_active');
  out.isFeatured = flag(raw.is_featured, problems, 'is_featured');
  if (Object.keys(problems).length) throw validationFailed(problems);
  return out;
}

export interface ImagePlan {
  /** Ids of the existing images to keep; undefined = keep every one. */
  keep?: number[];
  /** The final order: existing images by id, new files by their index in the upload. */
  order?: { type: 'existing' | 'new'; src: number; isPrimary: boolean }[];
}

function jsonField(raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw validationFailed({ image_order: [M.imageOrderInvalid] });
  }
}

const idOf = (v: unknown) => (typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v);

/** existing_images (ids, or objects with id) and image_order ({type, src, order, is_primary}). */
export function imagePlan(fields: Record<string, unknown>): ImagePlan {
  const bad = () => validationFailed({ image_order: [M.imageOrderInvalid] });
  const plan: ImagePlan = {};
  const existing = jsonField(fields.existing_images);
  if (existing !== undefined) {
    if (!Array.isArray(existing)) throw bad();
    plan.keep = existing.map((e) => Number(idOf(e)));
    if (plan.keep.some((id) => !Number.isInteger(id))) throw bad();
  }
  const order = jsonField(fields.image_order);
  if (order !== undefined) {
    if (!Array.isArray(order)) throw bad();
    plan.order = order
      .map((o: Record<string, unknown>, i) => ({
        type: o?.type === 'new' ? ('new' as const) : ('existing' as const),
        src: Number(idOf(o?.src)),
        position: Number(o?.order ?? i),
        isPrimary: o?.is_primary === true || o?.is_primary === 'true',
      }))
      .sort((a, b) => a.position - b.position)
      .map(({ type, src, isPrimary }) => ({ type, src, isPrimary }));
    if (plan.order.some((o) => !Number.isInteger(o.src))) throw bad();
  }
  return plan;
}
