// The quick-actions card (spec 000 §2): new order, full catalogue, new arrivals and the support line.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { contactQuery } from '@sefaresh/shared-api';
import { PhoneLink } from '@sefaresh/shared-ui';
import { DASHBOARD_MESSAGES as T } from './messages';

export interface QuickActionsProps {
  onCreateOrder: () => void;
  onCatalogue: () => void;
  onNewArrivals: () => void;
}

export function QuickActions({ onCreateOrder, onCatalogue, onNewArrivals }: QuickActionsProps) {
  const contact = useQuery(contactQuery);
  return (
    <section aria-label={T.quickActions} style={{ marginTop: 24 }}>
      <Card title={T.quickActions}>
        <Flex wrap gap={8} align="center">
          <Button type="primary" onClick={onCreateOrder}>
            {T.createOrder}
          </Button>
          <Button onClick={onCatalogue}>{T.fullCatalogue}</Button>
          <Button onClick={onNewArrivals}>{T.newArrivals}</Button>
          <PhoneLink phone={contact.data?.phone} label={T.callForInquiry} />
        </Flex>
      </Card>
    </section>
  );
}
