// Previews of the latest shipment announcements (spec 000 §2): the first 2 of the answer are shown.
// A failed load shows nothing: the announcements are an extra, not the page's purpose.
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { shipmentAnnouncementsQuery } from '@sefaresh/shared-api';
import { formatJalaliDate, truncate, usePhone } from '@sefaresh/shared-ui';
import { ANNOUNCEMENT_PREVIEW_CHARS, ANNOUNCEMENTS_SHOWN } from './constants';
import { DASHBOARD_MESSAGES as T } from './messages';

export const NEW_ARRIVALS_PATH = '/product/newarrivals';

export function Announcements() {
  // not shown when they cannot be loaded
  const { data } = useQuery(shipmentAnnouncementsQuery());
  const navigate = useNavigate();
  // on a phone the previews are compact (a smaller picture, two lines of text), so the orders stay in view
  const phone = usePhone();
  const imageSize = phone ? 64 : 96;

  const shown = Array.isArray(data) ? data.slice(0, ANNOUNCEMENTS_SHOWN) : [];
  if (shown.length === 0) return null;

  const open = () => navigate(NEW_ARRIVALS_PATH);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <section aria-label={T.announcements} style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {T.announcements}
      </Typography.Title>
      <Row gutter={[16, phone ? 8 : 16]}>
        {shown.map((item) => {
          const image = item.images?.[0]?.image;
          return (
            <Col key={item.id} xs={24} md={12}>
              <Card
                hoverable
                role="link"
                tabIndex={0}
                aria-label={item.title}
                data-announcement-id={item.id}
                onClick={open}
                onKeyDown={onKey}
                style={{ height: '100%', cursor: 'pointer' }}
                styles={{ body: { display: 'flex', gap: 12, ...(phone ? { padding: 12 } : {}) } }}
              >
                {image && (
                  <img
                    src={image}
                    alt={item.title}
                    style={{
                      width: imageSize,
                      height: imageSize,
                      objectFit: 'cover',
                      borderRadius: 8,
                      flex: 'none',
                    }}
                  />
                )}
                <div style={{ minWidth: 0 }}>
                  <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}>
                    <Typography.Text strong>{item.title}</Typography.Text>
                    {item.is_featured && <Tag color="gold">{T.featured}</Tag>}
                  </div>
                  <Typography.Paragraph
                    type="secondary"
                    style={{ marginBottom: 4 }}
                    ellipsis={phone ? { rows: 2 } : false}
                    data-description
                  >
                    {truncate(item.description, ANNOUNCEMENT_PREVIEW_CHARS)}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatJalaliDate(item.created_at)}
                  </Typography.Text>
                </div>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
