// The product form's values, their rules and the multipart body they become (spec 002 §3 Product, §5). The number
// fields are checked by the rules module's product rules, as the server checks them: a price with letters, a
// negative stock or a tax above 100 is refused with its Persian message, never clamped.
import * as yup from 'yup';
import type { AdminProduct } from '@sefaresh/shared-api';
import {
  DEFAULT_TAX_RATE,
  productPriceProblem,
  productStockProblem,
  productTaxRateProblem,
  productWeightProblem,
} from '@sefaresh/shared-api/rules';
import { byRule } from '../../lib/formik-field';
import { FORM_TEXTS as F } from './form-messages';

export interface ProductFormValues {
  name: string;
  description: string;
  category: number | null;
  origin: string;
  /** Whole rials as ASCII digits ('' when empty), as MoneyInput keeps them. */
  base_price: string;
  tax_rate: number | null;
  stock: number | null;
  weight: number | null;
  is_active: boolean;
  is_featured: boolean;
}

/** The form's values for a new product (null) or the product to edit. */
export function productFormValues(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product?.category_id ?? null,
    origin: product?.origin ?? '',
    base_price: product ? String(product.base_price) : '',
    tax_rate: product ? (product.tax_rate ?? DEFAULT_TAX_RATE) : DEFAULT_TAX_RATE,
    stock: product?.stock ?? null,
    weight: product?.weight ?? null,
    is_active: product?.is_active ?? true,
    is_featured: product?.is_featured ?? false,
  };
}

type Optional<T> = T | null | undefined;

export const productFormSchema = yup.object({
  name: yup.string().trim().required(F.nameRequired),
  category: yup.number().nullable().required(F.categoryRequired),
  base_price: yup.string().test('price', byRule<Optional<string>>(productPriceProblem)),
  stock: yup.number().nullable().test('stock', byRule<Optional<number>>(productStockProblem)),
  tax_rate: yup.number().nullable().test('tax', byRule<Optional<number>>(productTaxRateProblem)),
  weight: yup.number().nullable().test('weight', byRule<Optional<number>>(productWeightProblem)),
});

/** The multipart fields of a save (the images are appended apart); an empty number is left out. */
export function productFormBody(values: ProductFormValues): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values))
    if (value !== null && value !== undefined)
      body.set(key, typeof value === 'string' ? value.trim() : String(value));
  return body;
}
