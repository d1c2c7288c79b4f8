// The modal that creates a user (spec 002 §2, §5): the customers page's add-customer form (with the
// dealer switch, its rate and payout IBAN), the dealers page's add-dealer and create-admin forms. Rules are the
// registration rules of shared-api (name, email, password; phone optional), the commission rate rule (above 0, at
// most 50, one decimal) and the IBAN rule (optional; IR + 24 digits, mod 97); the server's field messages land
// under their fields, any other failure above the form.
import { useMemo, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Input, Modal, Switch, Typography } from 'antd';
import { errorText, fieldErrorsFor, type CreateUserPayload } from '@sefaresh/shared-api';
import {
  COMMISSION_RATE,
  commissionRateProblem,
  emailProblem,
  ibanFieldProblem,
  normalizeIban,
  PAYMENT_INFO_LABELS,
  nameProblem,
  passwordProblems,
  normalizePhone,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { FormField, LTR_INPUT_STYLE, NumberInput } from '@sefaresh/shared-ui';
import {
  byRule,
  switchFieldProps,
  textFieldProps,
  touchedError,
  valueFieldProps,
} from '../../lib/formik-field';
import { PEOPLE_TEXTS as T } from './messages';

export type UserFormKind = 'customer' | 'dealer' | 'admin';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  phone?: string;
  company_name?: string;
  is_dealer?: boolean;
  dealer_commission_rate?: number | null;
  dealer_iban?: string;
  is_superuser?: boolean;
  is_active: boolean;
}

export interface UserFormModalProps {
  kind: UserFormKind;
  open: boolean;
  title: string;
  onClose(): void;
  /** Sends the payload; a failure is shown in the modal (fallback: failedText). */
  onSubmit(payload: CreateUserPayload): Promise<unknown>;
  failedText: string;
  /** Shown under the form (the create-admin modal's list of rights). */
  footerNote?: ReactNode;
}

const FIELDS = [
  'name',
  'email',
  'password',
  'phone',
  'company_name',
  'dealer_commission_rate',
  'dealer_iban',
] as const;

const INITIAL: UserFormValues = {
  name: '',
  email: '',
  password: '',
  phone: '',
  company_name: '',
  is_dealer: false,
  dealer_commission_rate: 5,
  dealer_iban: '',
  is_superuser: false,
  is_active: true,
};

/** The rate is asked of a dealer, and of a customer made a dealer. */
const asksRate = (kind: UserFormKind, isDealer: boolean | undefined) =>
  kind === 'dealer' || (kind === 'customer' && Boolean(isDealer));

function schemaFor(kind: UserFormKind) {
  return yup.object({
    name: yup.string().test(
      'name',
      byRule<string | undefined>((v) => nameProblem(v)),
    ),
    email: yup.string().test(
      'email',
      byRule<string | undefined>((v) => emailProblem(v)),
    ),
    password: yup.string().test(
      'password',
      byRule<string | undefined>((v) => passwordProblems(v)[0]),
    ),
    phone: yup.string().test(
      'phone',
      byRule<string | undefined>((v) => phoneProblem(v, { optional: true })),
    ),
    dealer_commission_rate: yup
      .number()
      .nullable()
      .test('rate', function rate(value) {
        if (!asksRate(kind, (this.parent as UserFormValues).is_dealer)) return true;
        const problem = commissionRateProblem(value ?? null);
        return problem ? this.createError({ message: problem }) : true;
      }),
    dealer_iban: yup.string().test('iban', function iban(value) {
      if (!asksRate(kind, (this.parent as UserFormValues).is_dealer)) return true;
      const problem = ibanFieldProblem(value, { optional: true });
      return problem ? this.createError({ message: problem }) : true;
    }),
  });
}

function toPayload(kind: UserFormKind, v: UserFormValues): CreateUserPayload {
  const common = {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    phone: normalizePhone(v.phone) || undefined,
    is_active: v.is_active,
  };
  if (kind === 'admin')
    return { ...common, is_staff: true, is_dealer: false, is_superuser: Boolean(v.is_superuser) };
  const dealer = kind === 'dealer' || Boolean(v.is_dealer);
  return {
    ...common,
    company_name: v.company_name?.trim() || undefined,
    is_dealer: dealer,
    ...(dealer
      ? {
          dealer_commission_rate: v.dealer_commission_rate ?? null,
          ...(normalizeIban(v.dealer_iban) ? { dealer_iban: normalizeIban(v.dealer_iban) } : {}),
        }
      : {}),
  };
}

export function UserFormModal({
  kind,
  open,
  title,
  onClose,
  onSubmit,
  failedText,
  footerNote,
}: UserFormModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const validationSchema = useMemo(() => schemaFor(kind), [kind]);
  const formik = useFormik<UserFormValues>({
    initialValues: INITIAL,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await onSubmit(toPayload(kind, values));
        helpers.resetForm();
        onClose();
      } catch (error) {
        const fields = fieldErrorsFor(error, FIELDS);
        if (Object.keys(fields).length) helpers.setErrors(fields);
        else setFailure(errorText(error, { fallback: failedText }));
      }
    },
  });
  const showRate = asksRate(kind, formik.values.is_dealer);
  const id = (field: string) => `user-form-${kind}-${field}`;
  const text = (field: 'name' | 'email' | 'password' | 'phone' | 'company_name' | 'dealer_iban') =>
    textFieldProps(formik, field, id(field));

  const close = () => {
    formik.resetForm();
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={() => void formik.submitForm()}
      okText={T.create}
      cancelText={T.cancel}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
      forceRender
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <FormField label={T.name} htmlFor={id('name')} required error={touchedError(formik, 'name')}>
          <Input {...text('name')} autoComplete="off" />
        </FormField>
        <FormField label={T.email} htmlFor={id('email')} required error={touchedError(formik, 'email')}>
          <Input {...text('email')} type="email" autoComplete="off" style={LTR_INPUT_STYLE} />
        </FormField>
        <FormField
          label={T.password}
          htmlFor={id('password')}
          required
          error={touchedError(formik, 'password')}
        >
          <Input.Password {...text('password')} autoComplete="new-password" style={LTR_INPUT_STYLE} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.passwordHint}
          </Typography.Text>
        </FormField>
        <FormField label={T.phone} htmlFor={id('phone')} error={touchedError(formik, 'phone')}>
          <Input {...text('phone')} inputMode="tel" style={LTR_INPUT_STYLE} />
        </FormField>
        {kind !== 'admin' && (
          <FormField
            label={T.company}
            htmlFor={id('company_name')}
            error={touchedError(formik, 'company_name')}
          >
            <Input {...text('company_name')} />
          </FormField>
        )}
        {kind === 'customer' && (
          <FormField label={T.isDealer} htmlFor={id('is_dealer')}>
            <Switch {...switchFieldProps(formik, 'is_dealer', id('is_dealer'))} />
          </FormField>
        )}
        {showRate && (
          <FormField
            label={T.commissionRate}
            htmlFor={id('dealer_commission_rate')}
            required
            error={touchedError(formik, 'dealer_commission_rate')}
          >
            <NumberInput
              {...valueFieldProps(formik, 'dealer_commission_rate', id('dealer_commission_rate'))}
              step={COMMISSION_RATE.step}
            />
          </FormField>
        )}
        {showRate && (
          <FormField
            label={PAYMENT_INFO_LABELS.iban}
            htmlFor={id('dealer_iban')}
            error={touchedError(formik, 'dealer_iban')}
          >
            <Input
              {...text('dealer_iban')}
              placeholder="IR000000000000000000000000"
              autoComplete="off"
              style={LTR_INPUT_STYLE}
            />
          </FormField>
        )}
        {kind === 'admin' && (
          <FormField label={T.isSuperuser} htmlFor={id('is_superuser')}>
            <Switch {...switchFieldProps(formik, 'is_superuser', id('is_superuser'))} />
          </FormField>
        )}
        <FormField label={T.isActive} htmlFor={id('is_active')}>
          <Switch {...switchFieldProps(formik, 'is_active', id('is_active'))} />
        </FormField>
      </form>
      {footerNote}
    </Modal>
  );
}
