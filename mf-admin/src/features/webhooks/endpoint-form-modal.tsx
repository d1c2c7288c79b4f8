// The form of an endpoint (formik + yup): its URL, the events it receives and whether it is on. Creates one (the
// page then shows its secret once) or changes one.
import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Checkbox, Input, Modal, Switch } from 'antd';
import { errorText, fieldErrorsFor, type WebhookEndpointRow } from '@sefaresh/shared-api';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '@sefaresh/shared-api/rules';
import { FormField } from '@sefaresh/shared-ui';
import { switchFieldProps, textFieldProps, touchedError } from '../../lib/formik-field';
import { WEBHOOKS_TEXTS as T } from './messages';

export interface EndpointValues {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

const schema = yup.object({
  url: yup
    .string()
    .trim()
    .required(T.urlRequired)
    .test('http-url', T.urlInvalid, (value) => {
      try {
        const url = new URL(value ?? '');
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }),
  events: yup.array().of(yup.string().required()).min(1, T.eventsRequired),
});

export interface EndpointFormModalProps {
  open: boolean;
  /** The endpoint being changed; null for a new one. */
  endpoint: WebhookEndpointRow | null;
  onClose(): void;
  onSubmit(values: EndpointValues): Promise<unknown>;
}

export function EndpointFormModal({ open, endpoint, onClose, onSubmit }: EndpointFormModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<EndpointValues>({
    initialValues: endpoint
      ? { url: endpoint.url, events: [...endpoint.events], active: endpoint.active }
      : { url: '', events: [], active: true },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await onSubmit({ ...values, url: values.url.trim() });
        helpers.resetForm();
      } catch (error) {
        const fields = fieldErrorsFor(error, ['url', 'events']);
        helpers.setErrors(fields);
        setFailure(errorText(error, { fallback: T.actionFailed }));
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setFailure(null);
    onClose();
  };
  const title = endpoint ? T.editTitle : T.add;
  const eventsError = formik.submitCount > 0 || formik.touched.events ? formik.errors.events : undefined;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={() => void formik.submitForm()}
      okText={endpoint ? T.save : T.create}
      cancelText={T.cancel}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <FormField label={T.url} htmlFor="webhook-url" required error={touchedError(formik, 'url')}>
          <Input
            {...textFieldProps(formik, 'url', 'webhook-url')}
            dir="ltr"
            maxLength={WEBHOOK_URL_MAX}
            placeholder="https://example.com/hooks/sefaresh"
          />
        </FormField>
        <fieldset
          aria-describedby={eventsError ? 'webhook-events-error' : undefined}
          style={{ border: 0, padding: 0, margin: '0 0 24px' }}
        >
          <legend style={{ marginBottom: 8, fontSize: 'inherit' }}>
            <span aria-hidden style={{ color: '#c62828', marginInlineEnd: 4 }}>
              *
            </span>
            {T.events}
          </legend>
          <Checkbox.Group
            value={formik.values.events}
            onChange={(events) => {
              void formik.setFieldValue('events', events);
              void formik.setFieldTouched('events', true, false);
            }}
            options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: WEBHOOK_EVENT_LABELS[e] }))}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 }}
          />
          {typeof eventsError === 'string' && (
            <div id="webhook-events-error" role="alert" style={{ color: '#c62828', marginTop: 4 }}>
              {eventsError}
            </div>
          )}
        </fieldset>
        <FormField label={T.active} htmlFor="webhook-active">
          <Switch {...switchFieldProps(formik, 'active', 'webhook-active')} />
        </FormField>
      </form>
    </Modal>
  );
}
