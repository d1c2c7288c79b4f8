// The reports tab (spec 002 §2): the dealer sales report, the commission analysis, and the dealers' .xlsx; and
// the create-admin modal's list of rights.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Col, Row, Typography } from 'antd';
import { peopleApi, errorText } from '@sefaresh/shared-api';
import { exportFileName } from '@sefaresh/shared-api/rules';
import { saveBlob } from '@sefaresh/shared-ui';
import { DEALERS_TEXTS as T } from './messages';

export function ReportsTab({ onFailed }: { onFailed(text: string): void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await peopleApi.exportDealers(), exportFileName('dealers', new Date()));
    } catch (error) {
      onFailed(errorText(error, { fallback: T.exportFailed }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={8}>
        <Card size="small" title={T.salesReport}>
          <Link to="/admin/reports/dealer-sales">{T.open}</Link>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small" title={T.commissionAnalysis}>
          <Link to="/admin/reports/commission-analysis">{T.open}</Link>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small" title={T.excel}>
          <Button loading={busy} onClick={download}>
            {T.download}
          </Button>
        </Card>
      </Col>
    </Row>
  );
}

export function AdminRights() {
  return (
    <section aria-label={T.rightsTitle}>
      <Typography.Text strong>{T.rightsTitle}</Typography.Text>
      <ul>
        {T.rights.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <Typography.Text strong>{T.superRightsTitle}</Typography.Text>
      <ul>
        {T.superRights.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
