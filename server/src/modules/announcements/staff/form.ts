// The announcement form (spec 002 §5), after its body schema (form-schemas.ts) has checked each field's shape and
// length: title and description required; dates as YYYY-MM-DD (estimated arrival not before the shipment date);
// origin, categories; related products as a JSON list of ids (or repeated ids); flags.
import { normalizeDigits } from '@sefaresh/shared-api/rules';
import { validationFailed } from '../../../lib/errors';
import { ANNOUNCEMENT_MESSAGES as M } from '../messages';

export interface AnnouncementValues {
  title?: string;
  description?: string;
  shipmentDate?: string | null;
  estimatedArrival?: string | null;
  originCountry?: string;
  productCategories?: string;
  isActive?: boolean;
  isFeatured?: boolean;
  relatedProducts?: number[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ids(raw: unknown): number[] | null {
  let v = raw;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return [];
    try {
      v = t.startsWith('[') ? JSON.parse(t) : t.split(',');
    } catch {
      return null;
    }
  }
  if (!Array.isArray(v)) return null;
  const out = v.map((x) => Number(typeof x === 'object' && x !== null ? (x as { id?: unknown }).id : x));
  return out.every((n) => Number.isInteger(n) && n > 0) ? [...new Set(out)] : null;
}

export function announcementValues(
  raw: Record<string, unknown>,
  { partial }: { partial: boolean },
): AnnouncementValues {
  const problems: Record<string, string[]> = {};
  const out: AnnouncementValues = {};
  const str = (k: string) => (raw[k] === undefined || raw[k] === null ? undefined : String(raw[k]).trim());
  const title = str('title');
  if (title !== undefined || !partial) {
    if (!title) problems.title = [M.titleRequired];
    else out.title = title;
  }
  const description = str('description');
  if (description !== undefined || !partial) {
    if (!description) problems.description = [M.descriptionRequired];
    else out.description = description;
  }
  for (const [key, field] of [
    ['shipment_date', 'shipmentDate'],
    ['estimated_arrival', 'estimatedArrival'],
  ] as const) {
    const v = str(key);
    if (v === undefined) continue;
    const d = normalizeDigits(v);
    if (d === '' || d === 'null') out[field] = null;
    else if (!DATE.test(d) || Number.isNaN(Date.parse(d))) problems[key] = [M.dateInvalid];
    else out[field] = d;
  }
  if (out.shipmentDate && out.estimatedArrival && out.estimatedArrival < out.shipmentDate)
    problems.estimated_arrival = [M.arrivalBeforeShipment];
  if (str('origin_country') !== undefined) out.originCountry = str('origin_country');
  if (str('product_categories') !== undefined) out.productCategories = str('product_categories');
  for (const [key, field] of [
    ['is_active', 'isActive'],
    ['is_featured', 'isFeatured'],
  ] as const) {
    const v = raw[key];
    if (v === undefined) continue;
    if (v === true || v === 'true' || v === '1') out[field] = true;
    else if (v === false || v === 'false' || v === '0') out[field] = false;
    else problems[key] = [M.flagInvalid];
  }
  const related = raw.related_products;
  if (related !== undefined) {
    const list = ids(related);
    if (list === null) problems.related_products = [M.relatedInvalid];
    else out.relatedProducts = list;
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  return out;
}
