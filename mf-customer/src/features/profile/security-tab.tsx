import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Popconfirm, theme } from 'antd';
import { formatJalaliDateTime } from '@sefaresh/shared-ui';
import { logout, serverErrorText } from '@sefaresh/shared-api';
import { profileApi } from '@sefaresh/shared-api';
import { ChangePasswordModal } from './change-password-modal';
import { PROFILE_MESSAGES as T } from './messages';
import { isSessionEnded } from '../../server-state';
import type { Profile } from './types';

export interface SecurityTabProps {
  profile: Profile;
  notify: (type: 'success' | 'error', text: string, detail?: string) => void;
}

export function SecurityTab({ profile, notify }: SecurityTabProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);

  /** Revokes every session on the server, then signs out here and goes to the main page (spec 000 §2, §4). */
  const logoutEverywhere = async () => {
    setLeaving(true);
    try {
      await profileApi.logoutAll();
      logout();
      navigate('/');
    } catch (error) {
      setLeaving(false);
      if (!isSessionEnded(error)) notify('error', T.logoutAllFailed, serverErrorText(error) ?? undefined);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title={T.passwordCard}>
        <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{T.passwordHint}</p>
        <Button type="primary" onClick={() => setChanging(true)} disabled={leaving}>
          {T.changePassword}
        </Button>
        <p style={{ marginBottom: 0, marginTop: 16 }} data-testid="last-login-note">
          {T.lastLoginNote(formatJalaliDateTime(profile.last_login))}
          <br />
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {T.lastLoginAdvice}
          </span>
        </p>
      </Card>

      <Card title={T.sessionsCard}>
        <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{T.logoutAllHint}</p>
        <Popconfirm
          title={T.logoutAllConfirm}
          okText={T.logoutAllOk}
          cancelText={T.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={logoutEverywhere}
        >
          <Button danger loading={leaving}>
            {T.logoutAll}
          </Button>
        </Popconfirm>
      </Card>

      <ChangePasswordModal
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={() => notify('success', T.passwordChanged)}
      />
    </Flex>
  );
}
