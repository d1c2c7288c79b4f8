import { useState } from 'react';
import { useFormik } from 'formik';
import { Button, Card, ConfigProvider, Descriptions, Flex, Input, Tag } from 'antd';
import {
  FormField,
  formatJalaliDate,
  formatJalaliDateTime,
  formatPercent,
  toPersianDigits,
  LTR_INPUT_STYLE,
} from '@sefaresh/shared-ui';
import { fieldErrorsFor, serverErrorText, useAuthStore } from '@sefaresh/shared-api';
import { profileApi } from '@sefaresh/shared-api';
import { Counter } from './counter';
import { ContactStatus } from './contact-status';
import { count, isPresent, rialSum } from './format';
import { PROFILE_MESSAGES as T } from './messages';
import {
  PROFILE_FIELDS,
  profileFormValues,
  profileSchema,
  toProfileUpdate,
  type ProfileFormValues,
} from './profile-schema';
import type { Profile } from './types';

export interface PersonalInfoTabProps {
  profile: Profile;
  onUpdated: (profile: Profile) => void;
  notify: (type: 'success' | 'error', text: string, detail?: string) => void;
}

export function PersonalInfoTab({ profile, onUpdated, notify }: PersonalInfoTabProps) {
  const [editing, setEditing] = useState(false);
  /** A contact was proven: the profile as the server has it now. */
  const reload = () => {
    profileApi
      .me()
      .then(onUpdated)
      .catch(() => undefined);
  };
  const formik = useFormik<ProfileFormValues>({
    initialValues: profileFormValues(profile),
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      const update = toProfileUpdate(values);
      try {
        const answer = await profileApi.update(update);
        const next: Profile = {
          ...profile,
          ...update,
          ...(answer && typeof answer === 'object' ? answer : {}),
        };
        onUpdated(next);
        // The header shows the signed-in user's name: keep the stored user in step.
        const stored = useAuthStore.getState().user;
        if (stored)
          useAuthStore.setState({
            user: {
              ...stored,
              name: next.name,
              phone: next.phone ?? null,
              company_name: next.company_name ?? null,
            },
          });
        setEditing(false);
        notify('success', T.updated);
      } catch (error) {
        const fields = fieldErrorsFor(error, PROFILE_FIELDS);
        helpers.setErrors(fields);
        const text = serverErrorText(error);
        notify('error', T.updateFailed, text && !Object.values(fields).includes(text) ? text : undefined);
      }
    },
  });

  const cancel = () => {
    formik.resetForm({ values: profileFormValues(profile) });
    setEditing(false);
  };

  const fieldError = (field: keyof ProfileFormValues) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
  const inputProps = (field: keyof ProfileFormValues) => ({
    id: `profile-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    status: fieldError(field) ? ('error' as const) : undefined,
    'aria-invalid': Boolean(fieldError(field)),
  });

  const stats = profile.statistics;
  const showCommission =
    isPresent(stats?.total_commission_earned) &&
    (profile.is_dealer || Number(stats?.total_commission_earned) > 0);

  return (
    <Flex vertical gap={16}>
      <Card
        title={T.personalCard}
        extra={
          editing ? null : (
            <Button type="primary" ghost onClick={() => setEditing(true)}>
              {T.edit}
            </Button>
          )
        }
      >
        {editing ? (
          <form onSubmit={formik.handleSubmit} noValidate aria-label={T.edit}>
            <ConfigProvider componentDisabled={formik.isSubmitting}>
              <FormField label={T.name} htmlFor="profile-name" required error={fieldError('name')}>
                <Input {...inputProps('name')} autoComplete="name" />
              </FormField>
              <FormField label={T.email} htmlFor="profile-email" hint={T.emailNotEditable}>
                <Input
                  id="profile-email"
                  value={profile.email}
                  readOnly
                  variant="filled"
                  style={LTR_INPUT_STYLE}
                />
              </FormField>
              <FormField label={T.phone} htmlFor="profile-phone" error={fieldError('phone')}>
                <Input
                  {...inputProps('phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  style={LTR_INPUT_STYLE}
                />
              </FormField>
              <FormField
                label={T.companyOptional}
                htmlFor="profile-company_name"
                error={fieldError('company_name')}
              >
                <Input {...inputProps('company_name')} autoComplete="organization" />
              </FormField>
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                  {T.save}
                </Button>
                <Button htmlType="button" onClick={cancel}>
                  {T.cancel}
                </Button>
              </Flex>
            </ConfigProvider>
          </form>
        ) : (
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { key: 'name', label: T.name, children: profile.name || T.notSet },
              {
                key: 'email',
                label: T.email,
                // a long address breaks rather than widen a phone's page
                children: (
                  <Flex vertical gap={4} align="start">
                    <span style={{ ...LTR_INPUT_STYLE, overflowWrap: 'anywhere' }}>{profile.email}</span>
                    <ContactStatus contact="email" verified={profile.email_verified} onVerified={reload} />
                  </Flex>
                ),
              },
              {
                key: 'phone',
                label: T.phone,
                children: profile.phone ? (
                  <Flex vertical gap={4} align="start">
                    <span dir="ltr">{toPersianDigits(profile.phone)}</span>
                    <ContactStatus contact="phone" verified={profile.phone_verified} onVerified={reload} />
                  </Flex>
                ) : (
                  T.notSet
                ),
              },
              { key: 'company', label: T.company, children: profile.company_name || T.notSet },
              {
                key: 'type',
                label: T.accountType,
                children: profile.is_dealer ? (
                  <Tag color="gold">{T.dealer}</Tag>
                ) : (
                  <Tag color="blue">{T.customer}</Tag>
                ),
              },
              { key: 'joined', label: T.dateJoined, children: formatJalaliDate(profile.date_joined) },
              { key: 'last-login', label: T.lastLogin, children: formatJalaliDateTime(profile.last_login) },
            ]}
          />
        )}
      </Card>

      {profile.is_dealer && (
        <Card title={T.dealerCard}>
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'code',
                label: T.dealerCode,
                children: <span dir="ltr">{profile.dealer_code || T.notSet}</span>,
              },
              {
                key: 'rate',
                label: T.commissionRate,
                children: formatPercent(profile.dealer_commission_rate) || T.notSet,
              },
            ]}
          />
        </Card>
      )}

      <Card title={T.statsCard}>
        <Flex gap={12} wrap>
          <Counter label={T.totalOrders} value={count(stats?.total_orders)} />
          <Counter label={T.completedOrders} value={count(stats?.completed_orders)} />
          {isPresent(stats?.total_spent) && (
            <Counter label={T.totalSpent} value={rialSum(stats?.total_spent)} />
          )}
          {showCommission && (
            <Counter label={T.commissionEarned} value={rialSum(stats?.total_commission_earned)} />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
