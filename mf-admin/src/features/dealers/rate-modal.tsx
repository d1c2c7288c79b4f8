// Editing a dealer's commission rate (spec 002 §2; above 0, at most 50, one decimal, on every call).
import { useEffect, useState } from 'react';
import { Alert, Modal } from 'antd';
import { errorText, type AdminDealer } from '@sefaresh/shared-api';
import { COMMISSION_RATE, commissionRateProblem } from '@sefaresh/shared-api/rules';
import { NumberInput } from '@sefaresh/shared-ui';
import { DEALERS_TEXTS as T } from './messages';

export interface RateModalProps {
  dealer: AdminDealer | null;
  onClose(): void;
  onSave(rate: number): Promise<unknown>;
}

export function RateModal({ dealer, onClose, onSave }: RateModalProps) {
  const [rate, setRate] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRate(dealer?.dealer_commission_rate ? Number(dealer.dealer_commission_rate) : null);
    setProblem(null);
  }, [dealer]);
  const save = async () => {
    const rule = commissionRateProblem(rate);
    if (rule || rate === null) {
      setProblem(rule);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSave(rate);
      onClose();
    } catch (error) {
      setProblem(errorText(error, { fallback: T.rateFailed }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={dealer !== null}
      title={dealer ? T.rateTitle(dealer.name) : ''}
      onCancel={onClose}
      onOk={save}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={busy}
    >
      <label htmlFor="dealer-rate">{T.newRate}</label>
      <NumberInput
        id="dealer-rate"
        step={COMMISSION_RATE.step}
        value={rate}
        onChange={(v) => setRate(v)}
        style={{ width: '100%' }}
        status={problem ? 'error' : undefined}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
