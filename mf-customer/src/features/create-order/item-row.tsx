import { memo } from 'react';
import { Button, Flex, Input, Select, theme, Typography } from 'antd';
import { FormField, NumberInput, formatNumber, toPersianDigits } from '@sefaresh/shared-ui';
import { ORDER_LIMITS } from '@sefaresh/shared-api/rules';
import { productsOf, type OrderCategory, type OrderProduct } from './catalogue';
import { ORDER_MESSAGES as T } from './messages';
import type { ItemRow } from './order-schema';

export type RowField = 'category_id' | 'product_id' | 'quantity' | 'customer_notes';

export interface ItemRowFieldsProps {
  row: ItemRow;
  /** 0-based position in the list (the row is titled "محصول {index + 1}"). */
  index: number;
  categories: readonly OrderCategory[];
  products: readonly OrderProduct[];
  /** The messages to show under the fields (already filtered by touched). */
  categoryError?: string;
  productError?: string;
  quantityError?: string;
  notesError?: string;
  canRemove: boolean;
  /** The callbacks are stable: the row re-renders only when its own props change. */
  onChange: (key: string, patch: Partial<ItemRow>) => void;
  onTouch: (index: number, field: RowField) => void;
  onRemove: (index: number) => void;
}

/** One item row: category, product (of that category, in stock), quantity and notes. */
export const ItemRowFields = memo(function ItemRowFields({
  row,
  index,
  categories,
  products,
  categoryError,
  productError,
  quantityError,
  notesError,
  canRemove,
  onChange: onChangeRow,
  onTouch: onTouchRow,
  onRemove: onRemoveRow,
}: ItemRowFieldsProps) {
  const errors: Partial<Record<RowField, string>> = {
    category_id: categoryError,
    product_id: productError,
    quantity: quantityError,
    customer_notes: notesError,
  };
  const onChange = (patch: Partial<ItemRow>) => onChangeRow(row.key, patch);
  const onTouch = (field: RowField) => onTouchRow(index, field);
  const onRemove = () => onRemoveRow(index);
  const { token } = theme.useToken();
  const number = toPersianDigits(index + 1);
  const id = (field: string) => `order-${row.key}-${field}`;
  const titleId = id('title');
  const productOptions = productsOf(products, row.category_id).map((p) => ({
    value: p.id,
    label: `${p.name} (${T.stock(formatNumber(p.stock))})`,
  }));
  // more than the stock is allowed (the stock is not reserved) but said at once
  const chosen = row.product_id === null ? undefined : products.find((p) => p.id === row.product_id);
  const overStock = chosen !== undefined && row.quantity !== null && row.quantity > chosen.stock;
  const invalid = (field: RowField) =>
    errors[field] ? { status: 'error' as const, 'aria-invalid': true } : { 'aria-invalid': false };

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.padding,
        background: token.colorFillQuaternary,
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: token.marginSM }}>
        <Typography.Text strong id={titleId}>
          {T.itemTitle(number)}
        </Typography.Text>
        <Button
          danger
          type="text"
          htmlType="button"
          aria-label={T.removeItem(number)}
          // undefined, not false: an explicit false would override the form's disabled state while sending
          disabled={!canRemove || undefined}
          onClick={onRemove}
        >
          حذف
        </Button>
      </Flex>
      <Flex gap={token.marginSM} wrap>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <FormField
            label={T.category}
            htmlFor={id('category')}
            required
            error={errors.category_id}
            marginBottom={8}
          >
            <Select<number>
              id={id('category')}
              style={{ width: '100%' }}
              placeholder={T.categoryPlaceholder}
              value={row.category_id ?? undefined}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
              showSearch={{ optionFilterProp: 'label' }}
              virtual={false}
              onChange={(value) => {
                // A new category clears the product (spec 000 §2).
                if (value !== row.category_id) onChange({ category_id: value ?? null, product_id: null });
              }}
              onBlur={() => onTouch('category_id')}
              {...invalid('category_id')}
            />
          </FormField>
        </div>
        <div style={{ flex: '2 1 240px', minWidth: 0 }}>
          <FormField
            label={T.product}
            htmlFor={id('product')}
            required
            error={errors.product_id}
            marginBottom={8}
          >
            <Select<number>
              id={id('product')}
              style={{ width: '100%' }}
              placeholder={row.category_id === null ? T.chooseCategoryFirst : T.productPlaceholder}
              disabled={row.category_id === null || undefined}
              value={row.product_id ?? undefined}
              options={productOptions}
              showSearch={{ optionFilterProp: 'label' }}
              virtual={false}
              notFoundContent={T.noProductsInCategory}
              onChange={(value) => onChange({ product_id: value ?? null })}
              onBlur={() => onTouch('product_id')}
              {...invalid('product_id')}
            />
          </FormField>
        </div>
        <div style={{ flex: '0 1 140px' }}>
          <FormField
            label={T.quantity}
            htmlFor={id('quantity')}
            required
            error={errors.quantity}
            marginBottom={8}
          >
            <NumberInput
              id={id('quantity')}
              min={1}
              max={ORDER_LIMITS.maxQuantity}
              precision={0}
              value={row.quantity}
              onChange={(value) => onChange({ quantity: value ?? null })}
              onBlur={() => onTouch('quantity')}
              {...invalid('quantity')}
            />
          </FormField>
        </div>
      </Flex>
      {overStock && (
        <Typography.Paragraph type="warning" role="status" style={{ marginBottom: 8 }}>
          {T.overStock(formatNumber(chosen.stock))}
        </Typography.Paragraph>
      )}
      <FormField label={T.notes} htmlFor={id('notes')} error={errors.customer_notes} marginBottom={0}>
        <Input
          id={id('notes')}
          value={row.customer_notes}
          maxLength={1000}
          placeholder={T.notesPlaceholder}
          onChange={(event) => onChange({ customer_notes: event.target.value })}
          onBlur={() => onTouch('customer_notes')}
          {...invalid('customer_notes')}
        />
      </FormField>
    </div>
  );
});
