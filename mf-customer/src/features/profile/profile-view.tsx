// The profile (spec 000 §2): personal info, orders summary, the customer's statement, notification history and
// security, in tabs.
// One component for both places it appears: the /profile page and the large modal of the customer dashboard.
import { useFlash, FlashMessage, ResponsiveTabs } from '@sefaresh/shared-ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Result, Spin, theme } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '@sefaresh/shared-api';
import { PROFILE_MESSAGES as T } from './messages';
import { NotificationsTab } from './notifications-tab';
import { OrdersSummaryTab } from './orders-summary-tab';
import { PersonalInfoTab } from './personal-info-tab';
import { isSessionEnded } from '../../server-state';
import { SecurityTab } from './security-tab';
import { StatementTab } from './statement-tab';
import type { Profile } from './types';

export interface ProfileViewProps {
  /**
   * Where 'view all' (orders summary) and the load-failure card's 'back to dashboard' lead.
   * Default: navigate to /dashboard. Inside the dashboard's modal, pass the modal's close handler.
   */
  onGoToDashboard?: () => void;
  /** The 'profile' heading above the tabs; a modal that has its own title can leave it out. Default: shown. */
  showHeading?: boolean;
}

export function ProfileView({ onGoToDashboard, showHeading = true }: ProfileViewProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const goToDashboard = onGoToDashboard ?? (() => navigate('/dashboard'));
  const client = useQueryClient();
  const profile = useQuery(profileQuery());
  const setProfile = useCallback(
    (next: Profile) => client.setQueryData(profileQuery().queryKey, next),
    [client],
  );
  // the first answer, or a retry after a failure
  const loading = profile.data === undefined && profile.isFetching;
  const { flash, show } = useFlash();
  const notify = useCallback(
    (type: 'success' | 'error', text: string, detail?: string) =>
      show(type, detail ? `${text}: ${detail}` : text),
    [show],
  );

  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={T.loading} />
      </Flex>
    );
  }

  if (profile.isError || !profile.data) {
    // A 401 here means the refresh failed: the shell shows the expired session and goes to /login.
    if (isSessionEnded(profile.error)) return null;
    return (
      <Card>
        <Result
          status="error"
          title={T.loadFailed}
          subTitle={profile.error instanceof Error ? profile.error.message : undefined}
          extra={[
            <Button key="back" type="primary" onClick={goToDashboard}>
              {T.backToDashboard}
            </Button>,
            <Button key="retry" onClick={() => void profile.refetch()}>
              {T.retry}
            </Button>,
          ]}
        />
      </Card>
    );
  }

  const data: Profile = profile.data;
  return (
    <section aria-label={T.title} style={{ maxWidth: 960, margin: '0 auto' }}>
      {showHeading && (
        <Flex justify="space-between" align="start" gap={12} wrap style={{ marginBottom: 12 }}>
          <div>
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorText }}>{T.title}</h1>
            <div style={{ color: token.colorTextSecondary }}>{data.name}</div>
          </div>
          {/* the page has no other way back */}
          <Button onClick={goToDashboard}>{T.backToDashboard}</Button>
        </Flex>
      )}

      <FlashMessage flash={flash} />

      <ResponsiveTabs
        label={T.sections}
        items={[
          {
            key: 'personal',
            label: T.tabPersonal,
            children: <PersonalInfoTab profile={data} onUpdated={setProfile} notify={notify} />,
          },
          { key: 'orders', label: T.tabOrders, children: <OrdersSummaryTab onViewAll={goToDashboard} /> },
          // a customer's money; a dealer's or staff's profile has no statement
          ...(data.is_dealer || data.is_staff
            ? []
            : [{ key: 'statement', label: T.tabStatement, children: <StatementTab notify={notify} /> }]),
          { key: 'notifications', label: T.tabNotifications, children: <NotificationsTab /> },
          { key: 'security', label: T.tabSecurity, children: <SecurityTab profile={data} notify={notify} /> },
        ]}
      />
    </section>
  );
}
