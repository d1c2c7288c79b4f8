// «ثبت چک»: staff register a post-dated Sayad cheque for the customer (POST orders/{id}/cheques/): the 16-digit
// Sayad id, bank, drawer, due date in the Persian calendar, amount, the instalment it secures (else the oldest
// open one) and an optional picture. The limits and sentences are the rules module's, as the server's are.
import { useId, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Button, Flex, Input, Modal, Select } from 'antd';
import { errorText, fieldErrorsFor, receivablesApi, type Instalment } from '@sefaresh/shared-api';
import { chequeProblems, plainDigits, RECEIPT_UPLOAD, type ChequeField } from '@sefaresh/shared-api/rules';
import { FormField, PersianDatePicker, RECEIVABLE_TEXTS as R } from '@sefaresh/shared-ui';
import { byRule } from '../../lib/formik-field';
import { AmountField } from './amount-field';
import { MONEY_TEXTS as M } from './money-messages';

export interface RegisterChequeModalProps {
  open: boolean;
  orderId: number;
  instalments: readonly Instalment[];
  onClose(): void;
  onRegistered(message: string): void;
}

const FIELDS = ['sayad_id', 'bank', 'drawer_name', 'due_date', 'amount', 'instalment_id', 'picture'] as const;
const ACCEPT = [...RECEIPT_UPLOAD.extensions.map((e) => `.${e}`), ...RECEIPT_UPLOAD.types].join(',');

/** Each typed field by the rules module's check of a cheque (the server's own sentences). */
const byChequeRule = (field: ChequeField) =>
  yup.string().test(
    field,
    byRule((value?: string) => chequeProblems({ [field]: value })[field]),
  );
const schema = yup.object({
  sayad_id: byChequeRule('sayad_id'),
  bank: byChequeRule('bank'),
  drawer_name: byChequeRule('drawer_name'),
  due_date: byChequeRule('due_date'),
  amount: byChequeRule('amount'),
});

export function RegisterChequeModal(props: RegisterChequeModalProps) {
  return (
    <Modal
      open={props.open}
      title={M.registerChequeTitle}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {props.open && <ChequeForm {...props} />}
    </Modal>
  );
}

function ChequeForm({ orderId, instalments, onClose, onRegistered }: RegisterChequeModalProps) {
  const id = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // what is neither paid nor secured yet; a cheque goes there
  const open = instalments.filter((i) => BigInt(i.outstanding) > 0n);
  const formik = useFormik({
    initialValues: {
      sayad_id: '',
      bank: '',
      drawer_name: '',
      due_date: '',
      amount: open[0]?.outstanding ?? '',
      instalment_id: (open[0]?.id ?? null) as number | null,
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await receivablesApi.registerCheque(
          orderId,
          {
            sayad_id: plainDigits(values.sayad_id),
            bank: values.bank.trim(),
            drawer_name: values.drawer_name.trim(),
            due_date: values.due_date,
            amount: values.amount,
            ...(values.instalment_id === null ? {} : { instalment_id: values.instalment_id }),
          },
          picture,
        );
        onRegistered(M.chequeRegistered);
      } catch (error) {
        const fields = fieldErrorsFor(error, FIELDS);
        helpers.setErrors(fields);
        setFailure(errorText(error, { fallback: M.registerFailed }));
      }
    },
  });
  type Name = keyof typeof formik.values;
  const error = (name: Name) =>
    formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined;
  const text = (name: 'sayad_id' | 'bank' | 'drawer_name') => ({
    id: `${id}-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    status: error(name) ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error(name)),
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <FormField label={M.sayadId} htmlFor={`${id}-sayad_id`} required error={error('sayad_id')}>
        <Input {...text('sayad_id')} inputMode="numeric" dir="ltr" autoComplete="off" />
      </FormField>
      <FormField label={M.bank} htmlFor={`${id}-bank`} required error={error('bank')}>
        <Input {...text('bank')} />
      </FormField>
      <FormField label={M.drawerName} htmlFor={`${id}-drawer_name`} required error={error('drawer_name')}>
        <Input {...text('drawer_name')} />
      </FormField>
      <FormField label={M.dueDate} htmlFor={`${id}-due_date`} required error={error('due_date')}>
        <PersianDatePicker
          id={`${id}-due_date`}
          value={formik.values.due_date || null}
          onChange={(v) => void formik.setFieldValue('due_date', v ?? '')}
          onBlur={() => void formik.setFieldTouched('due_date', true)}
          status={error('due_date') ? 'error' : undefined}
        />
      </FormField>
      <AmountField formik={formik} id={`${id}-amount`} label={M.amount} />
      {open.length > 0 && (
        <FormField label={M.instalment} htmlFor={`${id}-instalment`}>
          <Select<number | null>
            id={`${id}-instalment`}
            style={{ width: '100%' }}
            value={formik.values.instalment_id}
            onChange={(v) => void formik.setFieldValue('instalment_id', v)}
            options={[
              ...open.map((i) => ({ value: i.id, label: `${R.instalment(i.position)} — ${i.term_display}` })),
              { value: null, label: M.anyInstalment },
            ]}
          />
        </FormField>
      )}
      <FormField label={M.picture} htmlFor={`${id}-picture`}>
        <input
          id={`${id}-picture`}
          type="file"
          accept={ACCEPT}
          onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          {M.cancel}
        </Button>
        <Button htmlType="submit" type="primary" loading={formik.isSubmitting}>
          {M.save}
        </Button>
      </Flex>
    </form>
  );
}
