// The staff side of the dealers page's switch (GET /admin/customers/?user_type=staff): every admin with
// their role and state.
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin, Tag, Typography } from 'antd';
import { errorText, staffQuery } from '@sefaresh/shared-api';
import { EmptyState, formatJalaliDate } from '@sefaresh/shared-ui';
import { PEOPLE_TEXTS } from '../../components/people';
import { PlainList, PlainListItem } from '../../components/plain-list';
import { DEALERS_TEXTS as T } from './messages';

export function StaffList() {
  const query = useQuery(staffQuery());
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={errorText(query.error, { fallback: T.staffLoadError })}
      />
    );
  if (!query.data) return <Spin />;
  if (!query.data.results.length) return <EmptyState description={T.noStaff} />;
  return (
    <PlainList aria-label={T.viewStaff}>
      {query.data.results.map((u) => (
        <PlainListItem key={u.id} aria-label={u.name}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong>{u.name}</Typography.Text>
            <Typography.Text type="secondary" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {u.email}
            </Typography.Text>
          </Flex>
          <span>
            {u.is_superuser && <Tag color="magenta">{PEOPLE_TEXTS.isSuperuser}</Tag>}
            <Tag color={u.is_active ? 'green' : 'red'}>{u.is_active ? T.active : T.inactive}</Tag>
            {formatJalaliDate(u.date_joined)}
          </span>
        </PlainListItem>
      ))}
    </PlainList>
  );
}
