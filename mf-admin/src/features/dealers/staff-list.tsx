// The staff side of the dealers page's switch (GET /admin/customers/?user_type=staff): every admin with
// their role and state.
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Spin, Tag } from 'antd';
import { errorText, staffQuery } from '@sefaresh/shared-api';
import { EmptyState, formatJalaliDate } from '@sefaresh/shared-ui';
import { PEOPLE_TEXTS } from '../../components/people';
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
    <List
      aria-label={T.viewStaff}
      dataSource={query.data.results}
      renderItem={(u) => (
        <List.Item key={u.id} aria-label={u.name}>
          <List.Item.Meta
            title={u.name}
            description={
              <span dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </span>
            }
          />
          <span>
            {u.is_superuser && <Tag color="magenta">{PEOPLE_TEXTS.isSuperuser}</Tag>}
            <Tag color={u.is_active ? 'green' : 'red'}>{u.is_active ? T.active : T.inactive}</Tag>
            {formatJalaliDate(u.date_joined)}
          </span>
        </List.Item>
      )}
    />
  );
}
