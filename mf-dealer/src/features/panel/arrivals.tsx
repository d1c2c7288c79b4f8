// The panel's extras (spec 001 §2.6, §9): the six newest products and the three latest shipment announcements.
// Each list fails on its own with a short Persian line; the orders stay the page's purpose.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { newArrivalsQuery, shipmentAnnouncementsQuery } from '@sefaresh/shared-api';
import { formatRelativeDate, PriceText, truncate } from '@sefaresh/shared-ui';
import { PANEL_TEXTS as T } from './messages';

const NEW_PRODUCTS_SHOWN = 6;
const ANNOUNCEMENTS_SHOWN = 3;
const DESCRIPTION_CHARS = 150;
const firstOf =
  (count: number) =>
  <T,>(list: T[]): T[] =>
    list.slice(0, count);
export const CATALOGUE_PATH = '/product';
export const NEW_ARRIVALS_PATH = '/product/newarrivals';

interface ListCardProps<T> {
  title: string;
  state: { data: T[] | undefined; isError: boolean; isPending: boolean };
  failed: string;
  empty: string;
  more: { label: string; path: string };
  render: (item: T) => ReactNode;
}

function ListCard<T extends { id: number }>({ title, state, failed, empty, more, render }: ListCardProps<T>) {
  const navigate = useNavigate();
  let body: ReactNode;
  if (state.isError) body = <Typography.Text type="danger">{failed}</Typography.Text>;
  else if (state.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!state.data?.length) body = <Typography.Text type="secondary">{empty}</Typography.Text>;
  else
    body = (
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 10,
        }}
      >
        {state.data.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    );
  return (
    <Card
      title={title}
      size="small"
      style={{ height: '100%' }}
      extra={
        <Button type="link" size="small" onClick={() => navigate(more.path)}>
          {more.label}
        </Button>
      }
    >
      <section aria-label={title}>{body}</section>
    </Card>
  );
}

export function Arrivals() {
  const products = useQuery({ ...newArrivalsQuery(), select: firstOf(NEW_PRODUCTS_SHOWN) });
  const announcements = useQuery({ ...shipmentAnnouncementsQuery(), select: firstOf(ANNOUNCEMENTS_SHOWN) });
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
      <Col xs={24} lg={12}>
        <ListCard
          title={T.newProducts}
          state={products}
          failed={T.productsFailed}
          empty={T.noProducts}
          more={{ label: T.catalogue, path: CATALOGUE_PATH }}
          render={(product) => (
            <Flex gap={10} align="center">
              {product.image_url ? (
                <img
                  src={product.image_url}
                  alt={product.name}
                  width={44}
                  height={44}
                  style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
                />
              ) : null}
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong ellipsis>
                  {product.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {product.category_name}
                </Typography.Text>
              </Flex>
              <PriceText value={product.base_price} style={{ fontSize: 12 }} />
            </Flex>
          )}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ListCard
          title={T.announcements}
          state={announcements}
          failed={T.announcementsFailed}
          empty={T.noAnnouncements}
          more={{ label: T.allArrivals, path: NEW_ARRIVALS_PATH }}
          render={(item) => (
            <Flex vertical gap={2}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{item.title}</Typography.Text>
                {item.is_featured && <Tag color="gold">{T.featured}</Tag>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatRelativeDate(item.created_at)}
                </Typography.Text>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {truncate(item.description, DESCRIPTION_CHARS)}
              </Typography.Text>
            </Flex>
          )}
        />
      </Col>
    </Row>
  );
}
