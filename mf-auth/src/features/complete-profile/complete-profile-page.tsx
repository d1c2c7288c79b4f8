// /complete-profile (spec 002 §2, §4, §5, §8): a user who signed in through a social provider adds the phone
// (and optionally the company) the account lacks. Loaded on its own visit.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useFormik, type FormikErrors } from 'formik';
import { Alert, Button, ConfigProvider } from 'antd';
import { InputField, Panel, LTR_INPUT_STYLE } from '@sefaresh/shared-ui';
import { fieldErrorsFor, googleAuthApi, homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { AuthHeading } from '../../components/auth-page-parts';
import { COMPANY_MAX, normalizePhone, phoneProblem } from '@sefaresh/shared-api/rules';
import { readCompleteProfileState, type CompleteProfileState } from './complete-profile-state';
import { completeProfileErrorMessage } from './complete-profile-errors';
import { COMPLETE_PROFILE_MESSAGES as T } from './messages';

/** Spec 002 §9: the role's area opens 100 ms after the profile is completed. */
const REDIRECT_DELAY_MS = 100;

interface Values {
  phone: string;
  company_name: string;
}

export function CompleteProfilePage() {
  const location = useLocation();
  const handedOver = readCompleteProfileState(location.state);
  const signedIn = useAuthStore((state) => (state.accessToken ? state.user : null));
  // not from a Google sign-in: a signed-in user has nothing to complete here and goes home, a visitor signs in
  if (!handedOver) return <Navigate to={signedIn ? homePathFor(signedIn) : '/login'} replace />;
  return <CompleteProfileForm {...handedOver} />;
}

function CompleteProfileForm({ user, missingFields, tokens }: CompleteProfileState) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // A field is asked for when the server lists it as missing, or the account simply has no value for it.
  const needsPhone = missingFields.includes('phone') || !user.phone?.trim();
  const needsCompany = missingFields.includes('company_name') || !user.company_name?.trim();

  const formik = useFormik<Values>({
    initialValues: { phone: '', company_name: '' },
    validate: (values) => {
      const errors: FormikErrors<Values> = {};
      if (needsPhone) {
        const phone = phoneProblem(values.phone);
        if (phone) errors.phone = phone;
      }
      if (needsCompany && values.company_name.trim().length > COMPANY_MAX)
        errors.company_name = T.companyTooLong;
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      setSaving(true);
      try {
        const answer = await googleAuthApi.googleCompleteProfile(
          {
            email: user.email,
            phone: needsPhone ? normalizePhone(values.phone) : (user.phone ?? ''),
            company_name: needsCompany ? values.company_name.trim() : (user.company_name ?? ''),
          },
          tokens?.access,
        );
        useAuthStore.getState().setSession(answer.user, answer.tokens);
        setDone(true);
        redirectTimer.current = setTimeout(
          () => navigate(homePathFor(answer.user), { replace: true }),
          REDIRECT_DELAY_MS,
        );
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, ['phone', 'company_name'] as const));
        setFormError(completeProfileErrorMessage(error));
      } finally {
        setSaving(false);
      }
    },
  });

  const fieldError = (field: keyof Values) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
  const phoneError = fieldError('phone');
  const companyError = fieldError('company_name');
  const phoneBlank = needsPhone && formik.values.phone.trim() === '';

  return (
    <Panel maxWidth={480}>
      <AuthHeading title={T.title} lead={T.welcome(user.name)} subtitle={T.subtitle} titleSize={26} />

      {formError && (
        <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />
      )}

      <form onSubmit={formik.handleSubmit} noValidate aria-label={T.title}>
        <ConfigProvider componentDisabled={saving || done}>
          <InputField id="complete-name" label={T.nameLabel} value={user.name} readOnly variant="filled" />
          <InputField
            id="complete-email"
            label={T.emailLabel}
            value={user.email}
            readOnly
            variant="filled"
            style={LTR_INPUT_STYLE}
          />

          {needsPhone && (
            <InputField
              id="complete-phone"
              label={T.phoneLabel}
              required
              error={phoneError}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              style={LTR_INPUT_STYLE}
              placeholder={T.phonePlaceholder}
              {...formik.getFieldProps('phone')}
            />
          )}

          {needsCompany && (
            <InputField
              id="complete-company"
              label={T.companyLabel}
              error={companyError}
              autoComplete="organization"
              placeholder={T.companyPlaceholder}
              {...formik.getFieldProps('company_name')}
            />
          )}

          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={saving}
            disabled={saving || done || phoneBlank}
          >
            {T.submit}
          </Button>
          <Button
            htmlType="button"
            block
            style={{ marginTop: 12 }}
            onClick={() => {
              // Signed in through Google all the same: keep the session the sign-in handed over.
              if (tokens) useAuthStore.getState().setSession(user, tokens);
              navigate(homePathFor(user), { replace: true });
            }}
          >
            {T.later}
          </Button>
        </ConfigProvider>
      </form>
    </Panel>
  );
}
