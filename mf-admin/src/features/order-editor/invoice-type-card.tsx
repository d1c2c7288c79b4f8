// Card 2 (spec 001 §4, §5 invoice type, §8): official/unofficial; the update button only when the choice differs;
// disabled while saving or when the order's allowed actions do not include the change (completed, cancelled),
// which then say the change is unavailable.
import { useState } from 'react';
import { Alert, Button, Flex, Radio } from 'antd';
import { errorText, ordersApi, type Order } from '@sefaresh/shared-api';
import { INVOICE_TYPE_TAX_LABELS, INVOICE_TYPES, orderAllows } from '@sefaresh/shared-api/rules';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

type InvoiceType = Order['business_invoice_type'];

export interface InvoiceTypeCardProps {
  order: Order;
  onChanged(message: string, order: Order): void;
  onFailed(message: string): void;
}

export function InvoiceTypeCard({ order, onChanged, onFailed }: InvoiceTypeCardProps) {
  const [choice, setChoice] = useState<InvoiceType>(order.business_invoice_type);
  const [saving, setSaving] = useState(false);
  const [seen, setSeen] = useState(order.business_invoice_type);
  if (seen !== order.business_invoice_type) {
    // the order's type changed (after a save or a reload): the choice follows it
    setSeen(order.business_invoice_type);
    setChoice(order.business_invoice_type);
  }
  const locked = !orderAllows(order, 'change_invoice_type');

  const save = async () => {
    setSaving(true);
    try {
      const answer = await ordersApi.updateInvoiceType(order.id, choice);
      onChanged(answer.message, answer.order);
    } catch (error) {
      onFailed(errorText(error, { fallback: T.invoiceTypeFailed }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorCard title={T.invoiceTypeCard}>
      <Flex vertical gap={12}>
        {locked && <Alert type="warning" showIcon title={T.invoiceTypeLocked} />}
        <Radio.Group
          value={choice}
          disabled={saving || locked}
          onChange={(e) => setChoice(e.target.value as InvoiceType)}
          aria-label={T.invoiceType}
          options={INVOICE_TYPES.map((type) => ({ value: type, label: INVOICE_TYPE_TAX_LABELS[type] }))}
        />
        {!locked && choice !== order.business_invoice_type && (
          <div>
            <Button type="primary" loading={saving} disabled={saving} onClick={save}>
              {T.updateInvoiceType}
            </Button>
          </div>
        )}
      </Flex>
    </EditorCard>
  );
}
