// The related products of an announcement with their stock; in the modal each has an inquiry button that opens
// the order form in inquiry mode (the product preselected when it can be ordered, the comment naming it and the
// shipment).
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { createOrderHref, inquiryComment, type RelatedProductInfo } from '@sefaresh/shared-api';
import { isOrderable, StockBadge, toPersianDigits } from '@sefaresh/shared-ui';
import { ARRIVALS_TEXTS as T } from './messages';

export interface RelatedProductsProps {
  products: readonly RelatedProductInfo[];
  shipmentTitle: string;
  /** Cards show the first 3; the modal shows all with inquiry buttons. */
  limit?: number;
  withInquiry?: boolean;
}

export function RelatedProducts({ products, shipmentTitle, limit, withInquiry }: RelatedProductsProps) {
  const navigate = useNavigate();
  if (products.length === 0) return null;
  const shown = limit === undefined ? products : products.slice(0, limit);
  const hidden = products.length - shown.length;
  const inquire = (product: RelatedProductInfo) =>
    navigate(
      createOrderHref({
        productId: isOrderable(product) ? product.id : undefined,
        inquiry: true,
        comment: inquiryComment(product.name, shipmentTitle),
      }),
    );
  return (
    <section aria-label={T.relatedProducts}>
      <Typography.Text strong>{T.relatedProducts}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: '6px 0 0', padding: 0, display: 'grid', gap: 6 }}>
        {shown.map((product) => (
          <li key={product.id}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Flex gap={6} align="center" style={{ minWidth: 0 }}>
                <Typography.Text ellipsis>{product.name}</Typography.Text>
                <StockBadge product={product} />
              </Flex>
              {withInquiry && (
                <Button
                  size="small"
                  onClick={() => inquire(product)}
                  aria-label={`${T.inquiry}: ${product.name}`}
                >
                  {T.inquiry}
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <Typography.Text type="secondary">{T.moreProducts(toPersianDigits(hidden))}</Typography.Text>
      )}
    </section>
  );
}
