// The profile's verified / not verified mark beside the email and the phone, and its «تأیید» (issue 30): a code
// is sent to the contact when the dialog opens (or on resend), and typing it back proves it. An unproven phone
// gets no order SMS; an unproven email is never joined by Google sign-in.
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Tag } from 'antd';
import { VerifyCodeForm } from '@sefaresh/shared-ui';
import { contactsApi, serverErrorText } from '@sefaresh/shared-api';
import { CONTACT_MESSAGES as T, type ContactKind } from '@sefaresh/shared-api/rules';

export interface ContactStatusProps {
  contact: ContactKind;
  verified: boolean;
  /** The contact was proven: the caller refreshes the profile. */
  onVerified: () => void;
}

const asProblem = (error: unknown) => new Error(serverErrorText(error) ?? T.sendFailed);

const calls = {
  email: { send: () => contactsApi.resendEmailCode(), confirm: contactsApi.verifyEmail },
  phone: { send: () => contactsApi.sendPhoneCode(), confirm: contactsApi.verifyPhone },
} as const;

export function ContactStatus({ contact, verified, onVerified }: ContactStatusProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  if (verified) return <Tag color="green">{T.verified}</Tag>;

  const send = async () => {
    try {
      const { message } = await calls[contact].send();
      setSent(message);
      return message;
    } catch (error) {
      throw asProblem(error);
    }
  };
  const start = async () => {
    setOpen(true);
    setSent(null);
    setSendProblem(null);
    try {
      await send();
    } catch (error) {
      setSendProblem((error as Error).message);
    }
  };

  return (
    <Flex gap={8} align="center" wrap>
      <Tag color="orange">{T.notVerified}</Tag>
      <Button size="small" onClick={start}>
        {T.verifyAction}
      </Button>
      <Modal
        open={open}
        title={contact === 'email' ? T.verifyEmailTitle : T.verifyPhoneTitle}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {sendProblem && <Alert type="warning" showIcon title={sendProblem} style={{ marginBottom: 12 }} />}
        <VerifyCodeForm
          id={contact}
          sentText={sent ?? (contact === 'email' ? T.emailCodeSent : T.phoneCodeSent)}
          why={contact === 'email' ? T.emailWhy : T.phoneWhy}
          onConfirm={async (code) => {
            try {
              await calls[contact].confirm({ code });
            } catch (error) {
              throw asProblem(error);
            }
            setOpen(false);
            onVerified();
          }}
          onResend={send}
        />
      </Modal>
    </Flex>
  );
}
