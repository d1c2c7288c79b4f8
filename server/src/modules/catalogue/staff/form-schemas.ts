// The product form's fields (spec 002 §5, §7) as the body schema of the create and update calls: multipart text
// fields (the shared reader shapes them), or JSON for the toggles. Fields the schema does not name are dropped.
// What a field means beyond its shape (a price of 14 digits, a tax rate up to 100) is productValues'.
import { Type, type TProperties } from 'typebox';
import { CATALOGUE_TEXT_LIMITS as L, IMAGE_UPLOAD } from '@sefaresh/shared-api/rules';
import { X_MESSAGES } from '../../../lib/validation';
import { PRODUCT_MESSAGES as M } from './messages';

const say = (messages: Record<string, string>) => ({ [X_MESSAGES]: messages });
/** How many images one list of image_order or existing_images may name. */
const MAX_IMAGE_REFS = 50;

/** An existing image: its id, or an object with its id. */
const ImageRef = Type.Union([
  Type.Integer({ minimum: 1 }),
  Type.Object({ id: Type.Integer({ minimum: 1 }) }),
]);

const fields = {
  name: Type.String({
    maxLength: L.productName,
    ...say({ maxLength: M.nameTooLong, required: M.nameRequired }),
  }),
  description: Type.String({ maxLength: L.productDescription, ...say({ maxLength: M.descriptionTooLong }) }),
  category: Type.Integer({
    minimum: 1,
    description: 'category id',
    ...say({ default: M.categoryInvalid, required: M.categoryInvalid }),
  }),
  origin: Type.String({ maxLength: L.productOrigin, ...say({ maxLength: M.originTooLong }) }),
  base_price: Type.String({
    pattern: '^[0-9]{1,14}$',
    description: 'whole rials',
    ...say({ default: M.priceInvalid, required: M.priceRequired }),
  }),
  tax_rate: Type.String({
    pattern: '^([0-9]{1,3}(\\.[0-9]{1,2})?)?$',
    description: '0–100, at most two decimals; empty: the default rate',
    ...say({ default: M.taxInvalid }),
  }),
  stock: Type.Integer({ minimum: 0, ...say({ default: M.stockInvalid, required: M.stockRequired }) }),
  weight: Type.String({
    pattern: '^([0-9]{1,8}(\\.[0-9])?)?$',
    description: 'kilograms, one decimal',
    ...say({ default: M.weightInvalid }),
  }),
  is_active: Type.Boolean(say({ default: M.flagInvalid })),
  is_featured: Type.Boolean(say({ default: M.flagInvalid })),
  existing_images: Type.Array(ImageRef, {
    maxItems: MAX_IMAGE_REFS,
    description: 'JSON list of the ids of the images to keep',
    ...say({ default: M.imageOrderInvalid }),
  }),
  image_order: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('existing'), Type.Literal('new')]),
      src: Type.Union([
        Type.Integer({ minimum: 0, description: 'image id, or index of the new file' }),
        Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      ]),
      order: Type.Optional(Type.Integer({ minimum: 0 })),
      is_primary: Type.Optional(Type.Boolean()),
    }),
    {
      maxItems: MAX_IMAGE_REFS,
      description: 'JSON list, the final order',
      ...say({ default: M.imageOrderInvalid }),
    },
  ),
  images: Type.Array(Type.String({ format: 'binary' }), {
    maxItems: IMAGE_UPLOAD.maxFiles,
    description: 'the files (JPEG, PNG, GIF or WebP by content)',
  }),
} satisfies TProperties;

/** The fields, each optional but those named. */
const form = (required: readonly string[]) =>
  Type.Object(
    Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, required.includes(k) ? v : Type.Optional(v)]),
    ) as TProperties,
    { additionalProperties: false },
  );

export const ProductCreateForm = form(['name', 'category', 'base_price', 'stock']);
export const ProductUpdateForm = form([]);
