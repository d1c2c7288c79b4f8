// The six newest products (spec 000 §11 "recent products 6"): picture, name, category and base
// price; a product opens the order form with it chosen. A failed or empty load shows nothing: the orders stay
// the page's purpose. Below the orders, so nothing above them moves when it arrives.
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { createOrderHref, newArrivalsQuery } from '@sefaresh/shared-api';
import { PriceText } from '@sefaresh/shared-ui';
import { RECENT_PRODUCTS_SHOWN } from './constants';
import { DASHBOARD_MESSAGES as T } from './messages';

export function RecentProducts() {
  const { data } = useQuery(newArrivalsQuery());
  const navigate = useNavigate();
  const shown = Array.isArray(data) ? data.slice(0, RECENT_PRODUCTS_SHOWN) : [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="recent-products-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="recent-products-title" style={{ marginTop: 0, fontSize: 16 }}>
        {T.recentProducts}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {shown.map((product) => (
          <Col key={product.id} xs={24} sm={12} lg={8}>
            <Card size="small" style={{ height: '100%' }} data-product-id={product.id}>
              <Flex gap={10} align="center">
                {product.image_url ? (
                  <img
                    src={product.image_url}
                    alt=""
                    width={48}
                    height={48}
                    style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
                  />
                ) : null}
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Link
                    strong
                    ellipsis
                    href={createOrderHref({ productId: product.id })}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(createOrderHref({ productId: product.id }));
                    }}
                    aria-label={T.orderProduct(product.name)}
                  >
                    {product.name}
                  </Typography.Link>
                  <Typography.Text style={{ fontSize: 12 }}>{product.category_name}</Typography.Text>
                </Flex>
                <PriceText value={product.base_price} style={{ fontSize: 12 }} />
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
