// The receipt files: the drop zone (up to 10 images or PDFs, 15 MB each), the problems of a choice and the
// chosen files with a preview and a remove button.
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { formatFileSize } from '@sefaresh/shared-ui';
import { FileThumb } from './file-thumb';
import { RECEIPT_UPLOAD_MESSAGES as T } from './messages';
import { RECEIPT_ACCEPT } from '@sefaresh/shared-api/rules';

export interface ChosenFile {
  key: number;
  file: File;
}

export interface ReceiptFilesProps {
  chosen: readonly ChosenFile[];
  problems: readonly string[];
  disabled: boolean;
  onAdd(batch: File[]): void;
  onRemove(key: number): void;
}

function ProblemList({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
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
  );
}

export function ReceiptFiles({ chosen, problems, disabled, onAdd, onRemove }: ReceiptFilesProps) {
  return (
    <>
      <Upload.Dragger
        multiple
        accept={RECEIPT_ACCEPT}
        disabled={disabled}
        fileList={[]}
        showUploadList={false}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of a selection; the whole selection is checked together.
          if (batch.indexOf(file) === 0) onAdd(batch as File[]);
          return false;
        }}
      >
        <p style={{ margin: '8px 0' }}>{T.dragTitle}</p>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.dragHint}
        </Typography.Text>
      </Upload.Dragger>

      <ProblemList problems={problems} />

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
                disabled={disabled}
                onClick={() => onRemove(key)}
                aria-label={T.remove(file.name)}
              >
                {T.removeFile}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
