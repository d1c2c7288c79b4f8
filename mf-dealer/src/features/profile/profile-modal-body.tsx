// The profile modal's body: the shared ProfileView once loaded (a Persian panel with retry when it cannot be),
// then the dealer's own bank account for commission payouts, which does not wait for the shared view.
import { useQuery } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { ErrorState } from '@sefaresh/shared-ui';
import { BankAccountCard } from './bank-account-card';
import { profileViewQuery } from './profile-view-query';

const PROFILE_TEXTS = Object.freeze({
  loading: 'در حال بارگذاری پروفایل...',
  failedTitle: 'بارگذاری پروفایل ممکن نشد',
  failed: 'بخش پروفایل در دسترس نیست. لطفاً اتصال خود را بررسی کرده و دوباره تلاش کنید.',
  retry: 'تلاش دوباره',
});

function SharedProfile({ onClose }: { onClose: () => void }) {
  const view = useQuery(profileViewQuery);
  if (view.isError)
    return (
      <ErrorState
        title={PROFILE_TEXTS.failedTitle}
        message={PROFILE_TEXTS.failed}
        onRetry={() => view.refetch()}
        retryLabel={PROFILE_TEXTS.retry}
      />
    );
  if (!view.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={PROFILE_TEXTS.loading} />
      </Flex>
    );
  const ProfileView = view.data;
  return <ProfileView onGoToDashboard={onClose} showHeading={false} />;
}

export function ProfileModalBody({ onClose }: { onClose: () => void }) {
  return (
    <Flex vertical gap={16}>
      <SharedProfile onClose={onClose} />
      <BankAccountCard />
    </Flex>
  );
}
