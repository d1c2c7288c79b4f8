// /product/newarrivals (spec 001 §2.8): the announcement cards, the empty state, the quick-service buttons and the
// detail modal. A failed load shows the error with retry.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  contactQuery,
  CREATE_ORDER_PATH,
  errorText,
  shipmentAnnouncementsQuery,
  type ShipmentAnnouncement,
} from '@sefaresh/shared-api';
import { EmptyState, ErrorState, PhoneLink } from '@sefaresh/shared-ui';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementModal } from './announcement-modal';
import { ARRIVALS_TEXTS as T } from './messages';

function QuickServices() {
  const navigate = useNavigate();
  const contact = useQuery(contactQuery);
  return (
    <Card size="small" title={T.quickServices}>
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => navigate(CREATE_ORDER_PATH)}>
          {T.newOrder}
        </Button>
        <Button onClick={() => navigate('/product')}>{T.fullCatalogue}</Button>
        <PhoneLink phone={contact.data?.phone} label={T.phoneInquiry} />
      </Flex>
    </Card>
  );
}

export function NewArrivalsPage() {
  const list = useQuery(shipmentAnnouncementsQuery());
  const [open, setOpen] = useState<ShipmentAnnouncement | null>(null);

  let body;
  if (list.isError && !list.isFetching) {
    body = (
      <ErrorState
        title={T.loadError}
        message={errorText(list.error, { fallback: T.loadError, byStatus: { 401: T.sessionExpired } })}
        onRetry={() => void list.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!list.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (list.data.length === 0) {
    body = <EmptyState description={T.empty} />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {list.data.map((item) => (
          <Col key={item.id} xs={24} md={12} xl={8}>
            <AnnouncementCard item={item} onOpen={setOpen} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        <Typography.Text type="secondary">{T.subtitle}</Typography.Text>
      </div>
      <QuickServices />
      {body}
      <AnnouncementModal item={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
