// The customer's request for a new price as staff see it: the open request's comment above the prices,
// and each line's note beside that line.
import { Alert, Typography } from 'antd';
import type { Order } from '@sefaresh/shared-api';
import { formatJalaliDateTime } from '@sefaresh/shared-ui';
import { QUOTE_EDITOR_TEXTS as Q } from './quote-texts';

export function RevisionRequestAlert({ request }: { request: NonNullable<Order['revision_request']> }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="revision-request"
      title={Q.openRequest(request.version, formatJalaliDateTime(request.created_at))}
      description={
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
            {Q.customerRequestComment}: {request.comment}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{Q.openRequestHint}</Typography.Text>
        </>
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** A line's note from the customer's revision request, beside the line. */
export function RevisionNote({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div data-testid="line-revision-note">
      <Typography.Text style={{ color: '#9a3412' }}>
        {Q.lineRevisionNote}: {text}
      </Typography.Text>
    </div>
  );
}
