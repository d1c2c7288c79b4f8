import type { ReactNode } from 'react';
import { Card, Flex, Tag, theme } from 'antd';
import { EmptyState, formatJalaliDateTime, toPersianDigits } from '@sefaresh/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { notificationsHistoryQuery, type NotificationsHistoryResponse } from '@sefaresh/shared-api';
import { Counter } from './counter';
import { count } from './format';
import { notificationTypeLabel, PROFILE_MESSAGES as T } from './messages';
import { TabQuery } from './tab-query';

/** Spec 000 §9: the first 10 items of each list. */
const NOTIFICATION_LIST_LIMIT = 10;

interface Item {
  id: number;
  type: string;
  text: string;
  ok: boolean;
  at: string;
  orderId: number | null;
}

function NotificationList({ label, items, empty }: { label: string; items: Item[]; empty: string }) {
  const { token } = theme.useToken();
  if (items.length === 0) return <EmptyState description={empty} />;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={item.id}
          style={{
            padding: '12px 0',
            borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Flex wrap align="center" gap={8} style={{ marginBottom: 4 }}>
            <Tag>{notificationTypeLabel(item.type)}</Tag>
            <Tag color={item.ok ? 'success' : 'error'}>{item.ok ? T.sent : T.notSent}</Tag>
            {item.orderId != null && (
              <span style={{ color: token.colorTextSecondary }}>
                {T.forOrder(toPersianDigits(item.orderId))}
              </span>
            )}
            <span style={{ marginInlineStart: 'auto', color: token.colorTextSecondary }}>
              {formatJalaliDateTime(item.at)}
            </span>
          </Flex>
          <div style={{ color: token.colorText, overflowWrap: 'anywhere' }}>{item.text}</div>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={title}>{children}</Card>;
}

export function NotificationsTab() {
  const query = useQuery(notificationsHistoryQuery());
  return (
    <TabQuery query={query} failTitle={T.notificationsLoadFailed}>
      {(data) => <NotificationsView data={data} />}
    </TabQuery>
  );
}

/** What an email and an SMS of the history both say: which, whether it went, when, and its order. */
const sent = (n: { id: number; is_successful: boolean; sent_at: string; order_id: number | null }) => ({
  id: n.id,
  ok: n.is_successful,
  at: n.sent_at,
  orderId: n.order_id,
});

function NotificationsView({ data }: { data: NotificationsHistoryResponse }) {
  const emails = Array.isArray(data.email_notifications) ? data.email_notifications : [];
  const sms = Array.isArray(data.sms_notifications) ? data.sms_notifications : [];
  const emailCount = data.email_count ?? emails.length;
  const smsCount = data.sms_count ?? sms.length;
  const total = data.total_notifications ?? emailCount + smsCount;
  // the emails by their subject and the SMS by their text, each list cut to its limit
  const lists = [
    {
      title: T.emailList,
      empty: T.noEmails,
      items: emails.map((n) => ({ ...sent(n), type: n.email_type, text: n.subject })),
    },
    {
      title: T.smsList,
      empty: T.noSms,
      items: sms.map((n) => ({ ...sent(n), type: n.sms_type, text: n.message })),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap>
        <Counter label={T.emailCount} value={count(emailCount)} />
        <Counter label={T.smsCount} value={count(smsCount)} />
        <Counter label={T.totalNotifications} value={count(total)} />
      </Flex>
      {lists.map(({ title, empty, items }) => (
        <Section key={title} title={title}>
          <NotificationList label={title} empty={empty} items={items.slice(0, NOTIFICATION_LIST_LIMIT)} />
        </Section>
      ))}
    </Flex>
  );
}
