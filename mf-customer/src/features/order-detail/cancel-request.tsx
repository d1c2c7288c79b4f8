// «لغو درخواست»: while the order waits for pricing or for the customer's approval, the customer
// may withdraw it; a confirmation asks for the reason the server records.
import { useState } from 'react';
import { Button } from 'antd';
import { ReasonModal } from '@sefaresh/shared-ui';
import { QUOTE_MESSAGES as Q } from './quote-messages';

export function CancelRequestButton({ onCancel }: { onCancel(reason: string): Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {Q.cancelRequest}
      </Button>
      <ReasonModal
        open={open}
        title={Q.cancelRequestTitle}
        explain={Q.cancelRequestExplain}
        label={Q.cancelRequestReason}
        requiredMessage={Q.cancelRequestReasonRequired}
        cancelText={Q.keepRequest}
        okText={Q.cancelRequestOk}
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await onCancel(reason);
          setOpen(false);
        }}
      />
    </>
  );
}
