// «منقضی شده» with the day the quote ended, on an order card (the customer's dashboard, the staff's list) when
// its current quote has expired.
import { Flex, Tag, Typography } from 'antd';
import { formatJalaliDate } from '../../formatters';
import { QUOTE_HISTORY_TEXTS as T } from './quote-texts';

export function QuoteExpiredNote({ validUntil }: { validUntil: string | null | undefined }) {
  return (
    <Flex gap={6} wrap align="center" data-testid="card-quote-expired">
      <Tag color="red" style={{ marginInlineEnd: 0 }}>
        {T.expired}
      </Tag>
      {validUntil && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {T.expiredOn(formatJalaliDate(validUntil))}
        </Typography.Text>
      )}
    </Flex>
  );
}
