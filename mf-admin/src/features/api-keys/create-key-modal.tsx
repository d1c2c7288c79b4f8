// The new key form (name and scopes); once made, the key itself is shown once with a copy button.
import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Button, Checkbox, Input, Modal, Typography } from 'antd';
import { apiKeysApi, errorText, fieldErrorsFor, type CreatedApiKey } from '@sefaresh/shared-api';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  type ApiKeyScope,
} from '@sefaresh/shared-api/rules';
import { FormField } from '@sefaresh/shared-ui';
import { textFieldProps, touchedError } from '../../lib/formik-field';
import { API_KEYS_TEXTS as T } from './messages';

interface Values {
  name: string;
  scopes: ApiKeyScope[];
}

const EMPTY: Values = { name: '', scopes: [] };

const schema = yup.object({
  name: yup.string().trim().required(T.nameRequired),
  scopes: yup.array().min(1, T.scopesRequired),
});

export function CreateKeyModal({ open, onClose }: { open: boolean; onClose(created: boolean): void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        setCreated(await apiKeysApi.create(values.name.trim(), values.scopes));
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, ['name', 'scopes']));
        setFailure(errorText(error, { fallback: T.actionFailed }));
      }
    },
  });

  const close = () => {
    const made = created !== null;
    setCreated(null);
    setFailure(null);
    setCopied(false);
    formik.resetForm();
    onClose(made);
  };
  const scopesError = touchedError(formik, 'scopes');

  return (
    <Modal
      open={open}
      title={T.add}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            {T.done}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{T.cancel}</Button>
            <Button type="primary" loading={formik.isSubmitting} onClick={() => void formik.submitForm()}>
              {T.create}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <>
          <Alert type="warning" showIcon title={T.shownOnce} style={{ marginBottom: 12 }} />
          <Typography.Paragraph code copyable={false} dir="ltr" aria-label={T.name}>
            {created.key}
          </Typography.Paragraph>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(created.key);
              setCopied(true);
            }}
          >
            {copied ? T.copied : T.copy}
          </Button>
        </>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate aria-label={T.add}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <FormField label={T.name} htmlFor="api-key-name" required error={touchedError(formik, 'name')}>
            <Input {...textFieldProps(formik, 'name', 'api-key-name')} maxLength={API_KEY_NAME_MAX} />
          </FormField>
          <FormField label={T.scopes} htmlFor="api-key-scopes" required error={scopesError}>
            <div
              id="api-key-scopes"
              role="group"
              aria-label={T.scopes}
              aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}
            >
              <Checkbox.Group
                value={formik.values.scopes}
                onChange={(scopes) => void formik.setFieldValue('scopes', scopes)}
                options={API_KEY_SCOPES.map((s) => ({ value: s, label: API_KEY_SCOPE_LABELS[s] }))}
              />
            </div>
          </FormField>
        </form>
      )}
    </Modal>
  );
}
