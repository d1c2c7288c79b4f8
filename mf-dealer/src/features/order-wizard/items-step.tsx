// Step 2: the items (product, requested quantity, customer notes cut at 30 characters with the whole text on
// hover or focus, quoted unit price, final quantity, tax rate). On a phone each item is a card, so nothing scrolls
// sideways inside the modal.
import { Card, Descriptions, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { OrderItem } from '@sefaresh/shared-api';
import { formatPercent, PriceText, toPersianDigits, truncate, usePhone } from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { WIZARD_TEXTS as T } from './messages';

/** Spec 001 §9: the notes preview in the items table. */
const NOTES_PREVIEW_CHARS = 30;
/** The server's quoted unit price (the chosen option's, else the one the totals count); null before pricing. */
function quotedUnitPrice(item: OrderItem): string | null {
  return item.quoted_unit_price ?? null;
}

function Notes({ text }: { text: string }) {
  if (!text) return <Typography.Text type="secondary">{T.none}</Typography.Text>;
  if (text.length <= NOTES_PREVIEW_CHARS) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      {/* focusable, so the whole text also shows for the keyboard */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span tabIndex={0} aria-label={text} style={{ cursor: 'help', borderBottom: '1px dotted' }}>
        {truncate(text, NOTES_PREVIEW_CHARS)}
      </span>
    </Tooltip>
  );
}

function ProductName({ item }: { item: OrderItem }) {
  return (
    <span>
      {item.product_name}
      {!item.is_active && (
        <Tag color="red" style={{ marginInlineStart: 6 }}>
          {T.removed}
        </Tag>
      )}
    </span>
  );
}

function ItemCards({ items }: { items: OrderItem[] }) {
  if (items.length === 0) return <Typography.Text type="secondary">{T.noItems}</Typography.Text>;
  return (
    <Flex vertical gap={8} role="list" aria-label={T.stepItems}>
      {items.map((item) => (
        <Card key={item.id} size="small" role="listitem" title={<ProductName item={item} />}>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'requested',
                label: T.requestedQuantity,
                children: toPersianDigits(item.requested_quantity),
              },
              { key: 'price', label: T.unitPrice, children: <PriceText value={quotedUnitPrice(item)} /> },
              {
                key: 'final',
                label: T.finalQuantity,
                children: item.final_quantity ? toPersianDigits(item.final_quantity) : T.none,
              },
              { key: 'tax', label: T.taxRate, children: formatPercent(item.product_tax_rate) },
              { key: 'notes', label: T.customerNotes, children: <Notes text={item.customer_notes} /> },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}

export function ItemsStep({ order }: { order: DealerOrder }) {
  const phone = usePhone();
  if (phone) return <ItemCards items={order.items} />;
  return (
    <Table<OrderItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.items}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: T.noItems }}
      columns={[
        {
          key: 'product',
          title: T.product,
          render: (_, item) => <ProductName item={item} />,
        },
        {
          key: 'requested',
          title: T.requestedQuantity,
          render: (_, item) => toPersianDigits(item.requested_quantity),
        },
        { key: 'notes', title: T.customerNotes, render: (_, item) => <Notes text={item.customer_notes} /> },
        {
          key: 'price',
          title: T.unitPrice,
          render: (_, item) => <PriceText value={quotedUnitPrice(item)} />,
        },
        {
          key: 'final',
          title: T.finalQuantity,
          render: (_, item) => (item.final_quantity ? toPersianDigits(item.final_quantity) : T.none),
        },
        {
          key: 'tax',
          title: T.taxRate,
          render: (_, item) => formatPercent(item.product_tax_rate),
        },
      ]}
    />
  );
}
