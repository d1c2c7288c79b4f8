// «ثبت چک»: staff register a post-dated Sayad cheque for the customer (POST orders/{id}/cheques/) with the form
// customers use (shared-ui's ChequeForm): the limits and sentences are the rules module's, as the server's are.
import { Modal } from 'antd';
import { chequeRefusal, receivablesApi, type Instalment } from '@sefaresh/shared-api';
import { ChequeForm } from '@sefaresh/shared-ui';
import { MONEY_TEXTS as M } from './money-messages';

export interface RegisterChequeModalProps {
  open: boolean;
  orderId: number;
  instalments: readonly Instalment[];
  onClose(): void;
  onRegistered(message: string): void;
}

export function RegisterChequeModal({
  open,
  orderId,
  instalments,
  onClose,
  onRegistered,
}: RegisterChequeModalProps) {
  return (
    <Modal
      open={open}
      title={M.registerChequeTitle}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {open && (
        <ChequeForm
          schedule={instalments}
          register={(payload, picture, onProgress) =>
            receivablesApi.registerCheque(orderId, payload, picture, onProgress)
          }
          refusalOf={(error) => chequeRefusal(error, M.registerFailed)}
          onCancel={onClose}
          onRegistered={() => onRegistered(M.chequeRegistered)}
        />
      )}
    </Modal>
  );
}
