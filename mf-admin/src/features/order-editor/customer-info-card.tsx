// Card 3 (spec 001 §5 official invoice readiness, §7): the buyer's data for an official invoice, from
// GET admin/orders/{id}/customer-info/ or, when that fails, from the order itself.
import { useEffect, useState } from 'react';
import { Alert, Descriptions, Spin } from 'antd';
import type { Order, OrderCustomerInfo } from '@sefaresh/shared-api';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { adminOrderApi, invoiceInfoReady } from './admin-api';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

export function CustomerInfoCard({ order }: { order: Order }) {
  const [info, setInfo] = useState<OrderCustomerInfo | null | undefined>(undefined);
  const orderId = order.id;
  const version = JSON.stringify(order.customer_info);
  const fallback = order.customer_info;

  useEffect(() => {
    let live = true;
    adminOrderApi.customerInfo(orderId).then(
      (answer) => live && setInfo(answer.customer_info ?? fallback),
      () => live && setInfo(fallback),
    );
    return () => {
      live = false;
    };
    // `fallback` is read through `version`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, version]);

  let body;
  if (info === undefined) body = <Spin size="small" />;
  else if (info === null) body = <Alert type="warning" showIcon title={T.noCustomerInfo} />;
  else {
    const digits = (v: string) => (v ? toPersianDigits(v) : '—');
    body = (
      <>
        {invoiceInfoReady(info) ? (
          <Alert type="success" showIcon title={T.customerInfoReady} style={{ marginBottom: 12 }} />
        ) : (
          <Alert type="warning" showIcon title={T.customerInfoIncomplete} style={{ marginBottom: 12 }} />
        )}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'name', label: T.infoName, children: info.name || '—' },
            { key: 'phone', label: T.infoPhone, children: digits(info.phone) },
            { key: 'company', label: T.infoCompany, children: info.company_name || T.personal },
            { key: 'national', label: T.infoNationalId, children: digits(info.national_id) },
            { key: 'economic', label: T.infoEconomicId, children: digits(info.economic_id) },
            { key: 'postal', label: T.infoPostalCode, children: digits(info.postal_code) },
            { key: 'province', label: T.infoProvince, children: info.province || '—' },
            { key: 'city', label: T.infoCity, children: info.city || '—' },
            { key: 'address', label: T.infoAddress, children: info.complete_address || '—', span: 'filled' },
          ]}
        />
      </>
    );
  }
  return <EditorCard title={T.customerInfoCard}>{body}</EditorCard>;
}
