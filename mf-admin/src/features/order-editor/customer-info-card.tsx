// Card 3 (spec 001 §5 official invoice readiness, §7): the buyer's data for an official invoice, from
// GET admin/orders/{id}/customer-info/ or, when that fails, from the order itself.
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Spin } from 'antd';
import { adminCustomerInfoQuery, type Order, type OrderCustomerInfo } from '@sefaresh/shared-api';
import { isInvoiceInfoComplete } from '@sefaresh/shared-api/rules';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { EditorCard } from './editor-card';
import { EDITOR_TEXTS as T } from './messages';

export function CustomerInfoCard({ order }: { order: Order }) {
  const { data, isPending } = useQuery(adminCustomerInfoQuery(order.id));
  // the call failed or found nothing: the order's own data
  const info: OrderCustomerInfo | null | undefined = isPending
    ? undefined
    : (data?.customer_info ?? order.customer_info);

  let body;
  if (info === undefined) body = <Spin size="small" />;
  else if (info === null) body = <Alert type="warning" showIcon title={T.noCustomerInfo} />;
  else {
    const digits = (v: string) => (v ? toPersianDigits(v) : '—');
    body = (
      <>
        {isInvoiceInfoComplete(info) ? (
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
