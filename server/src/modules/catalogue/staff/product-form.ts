// The product form of the admin calls (spec 002 §5, §7), read by the shared multipart reader against
// ProductCreateForm / ProductUpdateForm (form-schemas.ts), and the price list's rows: what each field means
// (productValues, also the price list's check) and how the images are kept and ordered (imagePlan). Images are
// at most IMAGE_UPLOAD.maxFiles per request and IMAGE_UPLOAD.maxBytes each (the limits stop the reading at once:
// 413 and 400); each is read into memory only up to that size, since sharp needs the whole picture to decode it.
import { CATALOGUE_TEXT_LIMITS, IMAGE_UPLOAD, normalizeDigits } from '@sefaresh/shared-api/rules';
import type { FormFile, FormFileRules } from '../../../lib/multipart-form';
import { validationFailed } from '../../../lib/errors';
import { PRODUCT_MESSAGES as M } from './messages';

export const IMAGES_FIELD = 'images';

export type UploadedImage = FormFile;

/** The image field of the product and announcement forms. */
export const IMAGE_FILES: FormFileRules = {
  field: IMAGES_FIELD,
  maxFiles: IMAGE_UPLOAD.maxFiles,
  maxBytes: IMAGE_UPLOAD.maxBytes,
  tooLargeTitle: M.imageTooLargeTitle,
  tooLarge: M.imageTooLarge,
  tooMany: M.tooManyImages,
};

export interface ProductForm {
  fields: Record<string, unknown>;
  images: UploadedImage[];
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

const L = CATALOGUE_TEXT_LIMITS;

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
    else if (name.length > L.productName) problems.name = [M.nameTooLong];
    else out.name = name;
  }
  if (raw.description !== undefined) {
    const description = String(raw.description).trim();
    if (description.length > L.productDescription) problems.description = [M.descriptionTooLong];
    else out.description = description;
  }
  if (raw.origin !== undefined) {
    const origin = String(raw.origin).trim();
    if (origin.length > L.productOrigin) problems.origin = [M.originTooLong];
    else out.origin = origin;
  }
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
