// The profile dialog of the customer's and the dealer's dashboards; what it shows is mf-customer's profile view,
// which each dashboard renders into it.
import type { ReactNode } from 'react';
import { Modal } from 'antd';

const PROFILE_TITLE = 'پروفایل کاربری';
const PROFILE_WIDTH = 1000;

export interface ProfileModalProps {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

export function ProfileModal({ open, onClose, children }: ProfileModalProps) {
  return (
    <Modal
      open={open}
      title={PROFILE_TITLE}
      width={PROFILE_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
