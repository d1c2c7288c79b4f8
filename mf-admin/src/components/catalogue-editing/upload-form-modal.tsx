// The modal of a form saved as multipart with images (the product and announcement forms, spec 002 §5, §8): a
// formik form checked by its yup schema, the save's upload progress, and on a refusal the server's field messages
// under their fields, its image messages handed to the images part, and a failure text above the buttons. Reset to
// the given values on each opening; every control is disabled while the save uploads.
import { useEffect, useState, type ReactNode } from 'react';
import { useFormik, type FormikProps, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Alert, ConfigProvider, Modal, Progress } from 'antd';
import { isApiError } from '@sefaresh/shared-api';
import { EDITING_TEXTS as T } from './messages';

/** The server's field for the images; its messages go to the images part, not under a field. */
const IMAGES_FIELD = 'images';

export interface UploadFormModalProps<V extends FormikValues> {
  open: boolean;
  title: string;
  onClose(): void;
  /** The form's values on opening (keep the object stable while open: memoize it). */
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** Sends the checked values, reporting the upload's progress (0–1); resolves once saved (or not sent). */
  onSave(values: V, onProgress: (fraction: number) => void): Promise<void>;
  /** The server's messages about the images. */
  onImageErrors(errors: string[]): void;
  /** The text shown when the save failed. */
  failureText(error: unknown): string;
  /** The fields, drawn from the form's state. */
  children(formik: FormikProps<V>): ReactNode;
}

export function UploadFormModal<V extends FormikValues>({
  open,
  title,
  onClose,
  initialValues,
  validationSchema,
  onSave,
  onImageErrors,
  failureText,
  children,
}: UploadFormModalProps<V>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setProgress(0);
      try {
        await onSave(values, setProgress);
      } catch (error) {
        const fields = isApiError(error) ? error.fieldErrors : {};
        const { [IMAGES_FIELD]: images, ...others } = fields;
        const firsts = Object.fromEntries(
          Object.entries(others)
            .filter(([, messages]) => messages.length > 0)
            .map(([name, messages]) => [name, messages[0]]),
        );
        if (Object.keys(firsts).length) helpers.setErrors(firsts as never);
        if (images?.length) onImageErrors(images);
        setFailure(failureText(error));
      } finally {
        setProgress(null);
      }
    },
  });
  const { resetForm } = formik;
  useEffect(() => {
    if (!open) return;
    setProgress(null);
    setFailure(null);
    resetForm({ values: initialValues });
  }, [open, initialValues, resetForm]);

  const saving = progress !== null;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => !saving && onClose()}
      okText={T.save}
      cancelText={T.cancel}
      onOk={() => void formik.submitForm()}
      okButtonProps={{ loading: saving }}
      width={760}
      destroyOnHidden
    >
      <ConfigProvider componentDisabled={saving}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
          {children(formik)}
          {saving && <Progress percent={Math.round((progress ?? 0) * 100)} aria-label={T.uploading} />}
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 8 }} />}
        </form>
      </ConfigProvider>
    </Modal>
  );
}
