// The modal that creates a user (spec 002 §2, §5; issue 13): the customers page's add-customer form (with the
// dealer switch and its rate), the dealers page's add-dealer and create-admin forms. Rules are the registration
// rules of shared-api (name, email, password; phone optional) and the commission rate rule (above 0, at most
// 50, one decimal); the server's field messages land under their fields, any other failure above the form.
import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, Modal, Switch } from 'antd';
import { errorText, fieldErrorsFor, type CreateUserPayload } from '@sefaresh/shared-api';
import {
  COMMISSION_RATE,
  commissionRateProblem,
  emailProblem,
  nameProblem,
  passwordProblems,
  phoneProblem,
} from '@sefaresh/shared-api/rules';
import { LTR_INPUT_STYLE, NumberInput } from '@sefaresh/shared-ui';
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

const FIELDS = ['name', 'email', 'password', 'phone', 'company_name', 'dealer_commission_rate'] as const;
const rule = (check: (value: unknown) => string | null | undefined) => ({
  validator: async (_: unknown, value: unknown) => {
    const problem = check(value);
    if (problem) throw new Error(problem);
  },
});

export function toPayload(kind: UserFormKind, v: UserFormValues): CreateUserPayload {
  const common = {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    phone: v.phone?.trim() || undefined,
    is_active: v.is_active,
  };
  if (kind === 'admin')
    return { ...common, is_staff: true, is_dealer: false, is_superuser: Boolean(v.is_superuser) };
  const dealer = kind === 'dealer' || Boolean(v.is_dealer);
  return {
    ...common,
    company_name: v.company_name?.trim() || undefined,
    is_dealer: dealer,
    ...(dealer ? { dealer_commission_rate: v.dealer_commission_rate ?? null } : {}),
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
  const [form] = Form.useForm<UserFormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isDealer = Form.useWatch('is_dealer', form);
  const showRate = kind === 'dealer' || (kind === 'customer' && isDealer);

  const close = () => {
    form.resetFields();
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    let values: UserFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their messages
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(toPayload(kind, values));
      form.resetFields();
      onClose();
    } catch (error) {
      const fields = fieldErrorsFor(error, FIELDS);
      const named = Object.entries(fields).map(([name, message]) => ({ name, errors: [message as string] }));
      if (named.length) form.setFields(named as Parameters<typeof form.setFields>[0]);
      else setFailure(errorText(error, { fallback: failedText }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={submit}
      okText={T.create}
      cancelText={T.cancel}
      confirmLoading={busy}
      destroyOnHidden
      forceRender
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <Form
        form={form}
        layout="vertical"
        name={`user-form-${kind}`}
        initialValues={{ is_active: true, dealer_commission_rate: 5, is_dealer: false, is_superuser: false }}
      >
        <Form.Item name="name" label={T.name} required rules={[rule((v) => nameProblem(v as string))]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={T.email} required rules={[rule((v) => emailProblem(v as string))]}>
          <Input type="email" autoComplete="off" style={LTR_INPUT_STYLE} />
        </Form.Item>
        <Form.Item
          name="password"
          label={T.password}
          required
          extra={T.passwordHint}
          rules={[rule((v) => passwordProblems(v as string)[0])]}
        >
          <Input.Password autoComplete="new-password" style={LTR_INPUT_STYLE} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={T.phone}
          rules={[rule((v) => ((v as string | undefined)?.trim() ? phoneProblem(v as string) : null))]}
        >
          <Input inputMode="tel" style={LTR_INPUT_STYLE} />
        </Form.Item>
        {kind !== 'admin' && (
          <Form.Item name="company_name" label={T.company}>
            <Input />
          </Form.Item>
        )}
        {kind === 'customer' && (
          <Form.Item name="is_dealer" label={T.isDealer} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {showRate && (
          <Form.Item
            name="dealer_commission_rate"
            label={T.commissionRate}
            required
            rules={[rule((v) => commissionRateProblem(v as number | null))]}
          >
            <NumberInput step={COMMISSION_RATE.step} />
          </Form.Item>
        )}
        {kind === 'admin' && (
          <Form.Item name="is_superuser" label={T.isSuperuser} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="is_active" label={T.isActive} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {footerNote}
    </Modal>
  );
}
