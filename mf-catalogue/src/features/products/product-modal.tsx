// The product detail modal (spec 001 §2.7): gallery, description, details and the order button. The button is
// hidden for dealers, staff and products that cannot be ordered; visitors are asked to sign in first (the shell's
// guard sends them to /login and back to the order form).
import { Alert, Button, Col, Descriptions, Flex, Modal, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { createOrderHref, useAuthStore, type Product } from '@sefaresh/shared-api';
import { isStaffAccount } from '@sefaresh/shared-api/rules';
import {
  DECIMAL_SEPARATOR,
  formatNumber,
  isOrderable,
  PriceText,
  StockBadge,
  toPersianDigits,
} from '@sefaresh/shared-ui';
import { Gallery } from './gallery';
import { CATALOGUE_TEXTS as T } from './messages';

export interface ProductModalProps {
  product: Product | null;
  onClose(): void;
}

export function ProductModal({ product, onClose }: ProductModalProps) {
  const user = useAuthStore((s) => s.user);
  const signedIn = useAuthStore((s) => Boolean(s.user && s.accessToken));
  const navigate = useNavigate();
  if (!product) return null;
  const buyer = !user || (!isStaffAccount(user) && !user.is_dealer);
  const showOrder = buyer && isOrderable(product);
  const order = () => navigate(createOrderHref({ productId: product.id }));

  return (
    <Modal
      open
      onCancel={onClose}
      title={product.name}
      width={860}
      closable={{ 'aria-label': T.close }}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>{T.close}</Button>
          {showOrder && (
            <Button type="primary" onClick={order}>
              {signedIn ? T.order : T.orderSignIn}
            </Button>
          )}
        </Flex>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Gallery name={product.name} images={product.product_images} />
        </Col>
        <Col xs={24} md={12}>
          <Flex vertical gap={12}>
            <Flex gap={8} align="center" wrap>
              <StockBadge product={product} />
              <Typography.Text type="secondary">{product.category_name}</Typography.Text>
            </Flex>
            <section aria-label={T.description}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {T.description}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
                {product.description || T.noDescription}
              </Typography.Paragraph>
            </section>
            <Descriptions
              title={T.details}
              size="small"
              column={1}
              bordered
              items={[
                { key: 'price', label: T.price, children: <PriceText value={product.base_price} /> },
                { key: 'origin', label: T.origin, children: product.origin || '—' },
                {
                  key: 'weight',
                  label: T.weight,
                  children: product.weight
                    ? T.weightValue(toPersianDigits(product.weight).replace('.', DECIMAL_SEPARATOR))
                    : '—',
                },
                { key: 'stock', label: T.stockCount, children: formatNumber(product.stock) },
              ]}
            />
            {showOrder && !signedIn && <Alert type="info" showIcon title={T.signInHint} />}
          </Flex>
        </Col>
      </Row>
    </Modal>
  );
}
