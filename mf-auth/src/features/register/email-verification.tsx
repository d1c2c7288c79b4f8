// After registration: the email's code (sent by the server at registration) typed back, or a new one sent
// (issue 30). Until it is proven, Google sign-in never joins the account; the user may also do it later in the
// profile.
import { useState } from 'react';
import { Alert } from 'antd';
import { VerifyCodeForm } from '@sefaresh/shared-ui';
import { contactsApi, serverErrorText } from '@sefaresh/shared-api';
import { CONTACT_MESSAGES as T } from '@sefaresh/shared-api/rules';

const asProblem = (error: unknown) => new Error(serverErrorText(error) ?? T.sendFailed);

export function EmailVerification() {
  const [verified, setVerified] = useState(false);
  if (verified) return <Alert type="success" showIcon title={T.emailVerified} role="status" />;
  return (
    <VerifyCodeForm
      id="email"
      sentText={T.registeredCheckEmail}
      why={T.emailWhy}
      onConfirm={async (code) => {
        try {
          await contactsApi.verifyEmail({ code });
          setVerified(true);
        } catch (error) {
          throw asProblem(error);
        }
      }}
      onResend={async () => {
        try {
          return (await contactsApi.resendEmailCode()).message;
        } catch (error) {
          throw asProblem(error);
        }
      }}
    />
  );
}
