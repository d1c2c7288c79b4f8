// The modal of a form saved as multipart with images (the product and announcement forms, spec 002 §5, §8): the
// form inside it, the save's upload progress, and on a refusal the server's field messages under their fields,
// its image messages handed to the images part, and a failure text above the buttons. Reset on each opening.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Form, Modal, Progress, type FormInstance } from 'antd';
import { isApiError } from '@sefaresh/shared-api';
import { EDITING_TEXTS as T } from './messages';

export interface UploadFormModalProps<V> {
  form: FormInstance<V>;
  open: boolean;
  title: string;
  onClose(): void;
  /** Sends the checked values, reporting the upload's progress (0–1); resolves once saved (or not sent). */
  onSave(values: V, onProgress: (fraction: number) => void): Promise<void>;
  /** The server's messages about the images. */
  onImageErrors(errors: string[]): void;
  /** The text shown when the save failed. */
  failureText(error: unknown): string;
  children: ReactNode;
}

export function UploadFormModal<V>({
  form,
  open,
  title,
  onClose,
  onSave,
  onImageErrors,
  failureText,
  children,
}: UploadFormModalProps<V>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setProgress(null);
    setFailure(null);
  }, [open]);

  const save = async (values: V) => {
    setFailure(null);
    setProgress(0);
    try {
      await onSave(values, setProgress);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      form.setFields(
        Object.entries(fields)
          .filter(([name]) => name !== 'images')
          .map(([name, errors]) => ({ name: name as never, errors })),
      );
      if (fields.images?.length) onImageErrors(fields.images);
      setFailure(failureText(error));
    } finally {
      setProgress(null);
    }
  };

  const saving = progress !== null;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => !saving && onClose()}
      okText={T.save}
      cancelText={T.cancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} disabled={saving}>
        {children}
        {saving && <Progress percent={Math.round((progress ?? 0) * 100)} aria-label={T.uploading} />}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} />}
      </Form>
    </Modal>
  );
}
