// The compose modal of the bulk email action: subject and body, both required; sent through the outbox to each
// selected user.
import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Input, Modal, Typography } from 'antd';
import { errorText } from '@sefaresh/shared-api';
import { FormField } from '@sefaresh/shared-ui';
import { textFieldProps, touchedError } from '../../lib/formik-field';
import { CUSTOMERS_TEXTS as T } from './messages';

export interface BulkEmailModalProps {
  open: boolean;
  count: number;
  onClose(): void;
  onSend(subject: string, body: string): Promise<unknown>;
}

interface Values {
  subject: string;
  body: string;
}

const EMPTY: Values = { subject: '', body: '' };

const schema = yup.object({
  subject: yup.string().trim().required(T.subjectRequired),
  body: yup.string().trim().required(T.bodyRequired),
});

export function BulkEmailModal({ open, count, onClose, onSend }: BulkEmailModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await onSend(values.subject.trim(), values.body.trim());
        helpers.resetForm();
        onClose();
      } catch (error) {
        setFailure(errorText(error, { fallback: T.bulkFailed }));
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setFailure(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={T.emailTitle}
      onCancel={close}
      onOk={() => void formik.submitForm()}
      okText={T.send}
      cancelText={T.cancel}
      confirmLoading={formik.isSubmitting}
      forceRender
    >
      <Typography.Paragraph type="secondary">{T.emailTo(count)}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <form onSubmit={formik.handleSubmit} noValidate aria-label={T.emailTitle}>
        <FormField
          label={T.subject}
          htmlFor="bulk-email-subject"
          required
          error={touchedError(formik, 'subject')}
        >
          <Input {...textFieldProps(formik, 'subject', 'bulk-email-subject')} maxLength={200} />
        </FormField>
        <FormField label={T.body} htmlFor="bulk-email-body" required error={touchedError(formik, 'body')}>
          <Input.TextArea {...textFieldProps(formik, 'body', 'bulk-email-body')} rows={6} maxLength={10000} />
        </FormField>
      </form>
    </Modal>
  );
}
