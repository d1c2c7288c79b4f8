// A super admin's edit of a dealer's bank account (IBAN, شبا) for commission payouts: checked as typed by the rules
// module (IR + 24 digits, mod 97; Persian digits and spaces read), an empty field clears it; the server's field
// message lands under the field, any other failure above it.
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { errorText, fieldErrorsFor, type AdminDealer } from '@sefaresh/shared-api';
import { ibanFieldProblem, normalizeIban, PAYMENT_INFO_LABELS } from '@sefaresh/shared-api/rules';
import { FormField, LTR_INPUT_STYLE } from '@sefaresh/shared-ui';
import { byRule, textFieldProps, touchedError } from '../../lib/formik-field';
import { DEALERS_TEXTS as T } from './messages';

export interface IbanModalProps {
  dealer: AdminDealer | null;
  onClose(): void;
  /** Saves the IBAN (null clears it). */
  onSave(iban: string | null): Promise<unknown>;
}

const schema = yup.object({
  dealer_iban: yup.string().test(
    'iban',
    byRule<string | undefined>((v) => ibanFieldProblem(v, { optional: true })),
  ),
});

export function IbanModal({ dealer, onClose, onSave }: IbanModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { dealer_iban: dealer?.dealer_iban ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await onSave(normalizeIban(values.dealer_iban) || null);
        onClose();
      } catch (error) {
        const fields = fieldErrorsFor(error, ['dealer_iban'] as const);
        if (Object.keys(fields).length) helpers.setErrors(fields);
        else setFailure(errorText(error, { fallback: T.ibanFailed }));
      }
    },
  });
  const close = () => {
    setFailure(null);
    formik.resetForm();
    onClose();
  };
  const id = 'dealer-iban';
  return (
    <Modal
      open={dealer !== null}
      title={dealer ? T.ibanTitle(dealer.name) : ''}
      onCancel={close}
      onOk={() => void formik.submitForm()}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={formik.isSubmitting}
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <form
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label={dealer ? T.ibanTitle(dealer.name) : undefined}
      >
        <FormField label={PAYMENT_INFO_LABELS.iban} htmlFor={id} error={touchedError(formik, 'dealer_iban')}>
          <Input
            {...textFieldProps(formik, 'dealer_iban', id)}
            placeholder="IR000000000000000000000000"
            autoComplete="off"
            style={LTR_INPUT_STYLE}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.ibanHint}
          </Typography.Text>
        </FormField>
      </form>
    </Modal>
  );
}
