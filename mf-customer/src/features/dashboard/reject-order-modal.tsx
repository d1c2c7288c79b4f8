// 'رد سفارش' on a card: asks for the reason (required), then sends the customer's rejection.
import { ordersApi, serverErrorText } from '@sefaresh/shared-api';
import { ReasonModal, toPersianDigits } from '@sefaresh/shared-ui';
import { DASHBOARD_MESSAGES as T } from './messages';

export interface RejectOrderModalProps {
  /** The order being rejected; null keeps the modal closed. */
  orderId: number | null;
  onClose: () => void;
  /** After the server accepted the rejection. */
  onRejected: () => void;
}

export function RejectOrderModal({ orderId, onClose, onRejected }: RejectOrderModalProps) {
  return (
    <ReasonModal
      open={orderId !== null}
      title={orderId !== null ? T.rejectTitle(toPersianDigits(orderId)) : undefined}
      label={T.rejectReason}
      requiredMessage={T.rejectReasonRequired}
      placeholder={T.rejectReasonPlaceholder}
      okText={T.rejectConfirm}
      cancelText={T.rejectCancel}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await ordersApi.reject(orderId!, reason);
        } catch (error) {
          throw new Error(
            serverErrorText(error) ?? (error instanceof Error ? error.message : T.rejectFailed),
            {
              cause: error,
            },
          );
        }
        onRejected();
      }}
    />
  );
}
