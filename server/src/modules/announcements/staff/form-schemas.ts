// The announcement form's fields (spec 002 §5, §7) as the body schema of the create and update calls: multipart
// text fields (the shared reader shapes them), or JSON for the toggles. Fields the schema does not name are
// dropped. What a field means beyond its shape (arrival not before shipment, products that exist) is the form's.
import { Type, type TProperties } from 'typebox';
import { CATALOGUE_TEXT_LIMITS as L, IMAGE_UPLOAD } from '@sefaresh/shared-api/rules';
import { X_MESSAGES } from '../../../lib/validation';
import { ANNOUNCEMENT_MESSAGES as M } from '../messages';

const say = (messages: Record<string, string>) => ({ [X_MESSAGES]: messages });

const DateField = Type.Union(
  [
    Type.String({
      pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2}|null)?$',
      description: 'YYYY-MM-DD; empty clears it',
    }),
    Type.Null(),
  ],
  say({ default: M.dateInvalid }),
);

const fields = {
  title: Type.String({
    maxLength: L.announcementTitle,
    ...say({ maxLength: M.titleTooLong }),
  }),
  description: Type.String({
    maxLength: L.announcementDescription,
    ...say({ maxLength: M.descriptionTooLong }),
  }),
  shipment_date: DateField,
  estimated_arrival: DateField,
  origin_country: Type.String({ maxLength: L.announcementOrigin, ...say({ maxLength: M.originTooLong }) }),
  product_categories: Type.String({
    maxLength: L.announcementCategories,
    ...say({ maxLength: M.categoriesTooLong }),
  }),
  is_active: Type.Boolean(say({ default: M.flagInvalid })),
  is_featured: Type.Boolean(say({ default: M.flagInvalid })),
  related_products: Type.Array(Type.Integer({ minimum: 1 }), {
    maxItems: L.relatedProducts,
    description: 'JSON list (or comma list) of product ids',
    ...say({ default: M.relatedInvalid, maxItems: M.tooManyProducts }),
  }),
  images: Type.Array(Type.String({ format: 'binary' }), {
    maxItems: IMAGE_UPLOAD.maxFiles,
    description: 'the files (JPEG, PNG, GIF or WebP by content); new files replace the images',
  }),
} satisfies TProperties;

/**
 * Every field optional: the form says what a create requires (title, description) together with its other
 * rules, so one answer names every problem.
 */
export const AnnouncementForm = Type.Object(
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as TProperties,
  { additionalProperties: false },
);
