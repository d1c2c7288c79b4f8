// Request and answer shapes of the price list's export and import.
import { Type } from 'typebox';
import { literalUnion } from '../../lib/schemas';
import { PRICE_LIST_FIELDS } from './layout';

const EDITABLE = PRICE_LIST_FIELDS.filter((f) => f !== 'code' && f !== 'stock_status');

export const PriceListImportQuery = Type.Object({
  dry_run: Type.Optional(
    Type.Boolean({
      description: 'true: answer the preview and change nothing; false or absent: apply the file',
    }),
  ),
});

const FieldChange = Type.Object({
  field: literalUnion(EDITABLE),
  old: Type.Union([Type.String(), Type.Null()], { description: 'null for a new product' }),
  new: Type.Union([Type.String(), Type.Null()]),
});

const PreviewRow = Type.Object({
  row: Type.Integer({ description: 'the row number in the sheet (the header is row 1)' }),
  code: Type.Union([Type.String(), Type.Null()], { description: 'P-<id>; null for a new product' }),
  product_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  action: literalUnion(['create', 'update'] as const),
  changes: Type.Array(FieldChange, {
    description: 'every field of a new product; the changed ones of an update',
  }),
});

const Problem = Type.Object({
  row: Type.Integer(),
  cell: Type.Union([Type.String(), Type.Null()], { description: "the cell ('E7'); null for the whole row" }),
  field: Type.Union([literalUnion(PRICE_LIST_FIELDS), Type.Null()]),
  level: literalUnion(['error', 'warning'] as const),
  message: Type.String({ description: 'a Persian sentence' }),
});

export const PriceListImportResponse = Type.Object({
  dry_run: Type.Boolean(),
  applied: Type.Boolean({ description: 'true when the file was written (never with dry_run)' }),
  counts: Type.Object({
    rows: Type.Integer({ description: 'product rows in the file' }),
    created: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    errors: Type.Integer(),
    warnings: Type.Integer(),
  }),
  rows: Type.Array(PreviewRow, { description: 'the rows that create or change a product' }),
  problems: Type.Array(Problem, { description: 'errors block the import; warnings do not' }),
});
