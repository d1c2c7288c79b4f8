// The quick-actions card (spec 000 §2): new order, full catalogue, new arrivals and the support line.
import { Button, Card, Flex } from 'antd';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { SUPPORT_PHONE } from './constants';
import { DASHBOARD_MESSAGES as T } from './messages';

export interface QuickActionsProps {
  onCreateOrder: () => void;
  onCatalogue: () => void;
  onNewArrivals: () => void;
}

export function QuickActions({ onCreateOrder, onCatalogue, onNewArrivals }: QuickActionsProps) {
  return (
    <section aria-label={T.quickActions} style={{ marginTop: 24 }}>
      <Card title={T.quickActions}>
        <Flex wrap gap={8} align="center">
          <Button type="primary" onClick={onCreateOrder}>
            {T.createOrder}
          </Button>
          <Button onClick={onCatalogue}>{T.fullCatalogue}</Button>
          <Button onClick={onNewArrivals}>{T.newArrivals}</Button>
          <Button href={`tel:${SUPPORT_PHONE}`}>
            {T.callForInquiry} <span dir="ltr">{toPersianDigits(SUPPORT_PHONE)}</span>
          </Button>
        </Flex>
      </Card>
    </section>
  );
}
