// The loaded prices of the status/edit card, read only: each active item's options with the customer's choice.
import { Flex, Table, Tag, Typography } from 'antd';
import type { Order, OrderItem } from '@sefaresh/shared-api';
import { PriceText, formatNumber, formatRial, toPersianDigits } from '@sefaresh/shared-ui';
import { EDITOR_TEXTS as T } from './messages';
import { RevisionNote } from './revision-request';

export function PricesView({ order }: { order: Order }) {
  const items = order.items.filter((i) => i.is_active);
  return (
    <Flex vertical gap={12}>
      {items.map((item) => (
        <ItemPrices key={item.id} item={item} />
      ))}
      {order.admin_comment && (
        <Typography.Paragraph style={{ margin: 0 }}>
          {T.adminCommentShown}: {order.admin_comment}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}

function ItemPrices({ item }: { item: OrderItem }) {
  return (
    <section aria-label={item.product_name}>
      <Typography.Text strong>{item.product_name}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        — {T.requestedQuantity}: {toPersianDigits(item.requested_quantity)} — {T.finalQuantity}:{' '}
        {toPersianDigits(item.final_quantity ?? item.requested_quantity)}
      </Typography.Text>
      <RevisionNote text={item.revision_comment} />
      {item.product.stock !== undefined && item.product.base_price !== undefined && (
        <div>
          <Typography.Text type="secondary">
            {T.stockAndBase(formatNumber(item.product.stock), formatRial(item.product.base_price))}
          </Typography.Text>
        </div>
      )}
      {item.pricing_options.length === 0 ? (
        <Typography.Paragraph type="secondary">{T.noPricing}</Typography.Paragraph>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={item.pricing_options}
          columns={[
            {
              title: T.term,
              dataIndex: 'term_display',
              render: (text: string, o) => (
                <>
                  {text} {o.is_selected && <Tag color="green">انتخاب مشتری</Tag>}
                </>
              ),
            },
            { title: T.unitPrice, dataIndex: 'unit_price', render: (v: string) => <PriceText value={v} /> },
            {
              title: T.discount,
              dataIndex: 'discount_percentage',
              render: (v: string) => toPersianDigits(String(Number(v))),
            },
            { title: T.lineTotal, dataIndex: 'total_price', render: (v: string) => <PriceText value={v} /> },
          ]}
        />
      )}
    </section>
  );
}
