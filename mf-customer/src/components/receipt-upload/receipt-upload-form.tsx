// The payment receipt upload (spec 000 §2 modals, §5, §8): choose up to 10 images or PDFs (15 MB each), see them
// listed with a preview, send them in one multipart request with a progress bar. Used on the order page and in
// the dashboard's upload modal.
import { useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { ordersApi, useAuthStore, type ReceiptUploadResponse } from '@sefaresh/shared-api';
import { formatFileSize, toPersianDigits } from '@sefaresh/shared-ui';
import { FileThumb } from './file-thumb';
import { RECEIPT_UPLOAD_MESSAGES as T } from './messages';
import { uploadFailure, type UploadFailure } from './upload-error';
import { addFiles, RECEIPT_ACCEPT } from './validate-files';

export interface ReceiptUploadFormProps {
  orderId: number;
  /** After the server stored the files (the order is now payment_uploaded). */
  onUploaded(result: ReceiptUploadResponse): void;
  /** Shows a cancel button when given. */
  onCancel?(): void;
}

interface Chosen {
  key: number;
  file: File;
}

let nextKey = 1;

export function ReceiptUploadForm({ orderId, onUploaded, onCancel }: ReceiptUploadFormProps) {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [success, setSuccess] = useState<ReceiptUploadResponse | null>(null);
  const [sending, setSending] = useState(false);
  const [percent, setPercent] = useState(0);

  const take = (batch: File[]) => {
    setFailure(null);
    setSuccess(null);
    const { files, problems: found } = addFiles(
      chosen.map((c) => c.file),
      batch,
    );
    setProblems(found);
    const known = new Set(chosen.map((c) => c.file));
    setChosen([...chosen, ...files.filter((f) => !known.has(f)).map((file) => ({ key: nextKey++, file }))]);
  };

  const remove = (key: number) => {
    setChosen((current) => current.filter((c) => c.key !== key));
    setProblems([]);
  };

  const send = async () => {
    setFailure(null);
    setSuccess(null);
    if (chosen.length === 0) {
      setProblems([T.required]);
      return;
    }
    if (!useAuthStore.getState().accessToken) {
      setFailure({ text: T.loginAgain, details: [] });
      return;
    }
    setProblems([]);
    setSending(true);
    setPercent(0);
    try {
      const files = chosen.map((c) => c.file);
      const result = await ordersApi.uploadReceipts(orderId, files, (fraction) =>
        setPercent(Math.round(fraction * 100)),
      );
      setPercent(100);
      setChosen([]);
      setSuccess(result);
      onUploaded(result);
    } catch (error) {
      setFailure(uploadFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div aria-label="بارگذاری رسید پرداخت" role="group">
      <Upload.Dragger
        multiple
        accept={RECEIPT_ACCEPT}
        disabled={sending}
        fileList={[]}
        showUploadList={false}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of a selection; the whole selection is checked together.
          if (batch.indexOf(file) === 0) take(batch as File[]);
          return false;
        }}
      >
        <p style={{ margin: '8px 0' }}>{T.dragTitle}</p>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.dragHint}
        </Typography.Text>
      </Upload.Dragger>

      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={problems.length === 1 ? problems[0] : undefined}
          description={
            problems.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}

      {chosen.length > 0 && (
        <ul aria-label={T.chosenFiles} style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
          {chosen.map(({ key, file }) => (
            <li key={key} style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '6px 0' }}>
              <FileThumb file={file} />
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis>{file.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatFileSize(file.size)}
                </Typography.Text>
              </Flex>
              <Button
                size="small"
                danger
                disabled={sending}
                onClick={() => remove(key)}
                aria-label={T.remove(file.name)}
              >
                حذف
              </Button>
            </li>
          ))}
        </ul>
      )}

      {sending && (
        <Progress
          percent={percent}
          status="active"
          format={(p) => `${toPersianDigits(p ?? 0)}٪`}
          aria-label={T.sending}
          style={{ marginTop: 12 }}
        />
      )}

      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={failure.text}
          description={
            failure.details.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {failure.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}

      {success && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 12 }}
          title={success.message || T.uploaded}
          description={
            success.warnings.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {success.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}

      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={sending}>
            {T.cancel}
          </Button>
        )}
        <Button type="primary" onClick={send} loading={sending}>
          {T.upload}
        </Button>
      </Flex>
    </div>
  );
}
