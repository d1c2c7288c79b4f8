// The quick actions card (spec 002 §2): pending pricing, receipt uploaded, without dealer, report, Excel export.
import { Button, Card, Flex } from 'antd';
import { ORDERS_LIST_MESSAGES as T } from './messages';

export interface QuickActionsProps {
  onPending: () => void;
  onReceipts: () => void;
  onUnassigned: () => void;
  onReport: () => void;
  onExport: () => void;
  /** The export is downloading. */
  exporting?: boolean;
}

export function QuickActions({
  onPending,
  onReceipts,
  onUnassigned,
  onReport,
  onExport,
  exporting,
}: QuickActionsProps) {
  return (
    <Card size="small" title={T.quickActions} role="region" aria-label={T.quickActions}>
      <Flex gap={8} wrap>
        <Button onClick={onPending}>{T.quickPending}</Button>
        <Button onClick={onReceipts}>{T.quickReceipts}</Button>
        <Button onClick={onUnassigned}>{T.quickUnassigned}</Button>
        <Button onClick={onReport}>{T.quickReport}</Button>
        <Button type="primary" onClick={onExport} loading={exporting}>
          {T.quickExport}
        </Button>
      </Flex>
    </Card>
  );
}
