// The import dialog: the chosen file is uploaded with a progress bar and previewed (nothing changes); the preview
// shows what would change and every problem; «apply» sends the same file again to be applied all or nothing, and
// the dialog then shows what was written. The product list reloads after an apply.
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  adminProductKeys,
  errorText,
  priceListApi,
  reportKeys,
  type PriceListImport,
} from '@sefaresh/shared-api';
import { PRICE_LIST_TEXTS as T } from './messages';
import { PreviewTable } from './preview-table';

type Phase =
  | { kind: 'sending'; applying: boolean; progress: number }
  | { kind: 'preview'; preview: PriceListImport }
  | { kind: 'failed'; text: string; preview?: PriceListImport }
  | { kind: 'done'; result: PriceListImport };

export interface ImportDialogProps {
  /** The file to import; null closes the dialog. */
  file: File | null;
  onClose(): void;
}

export function ImportDialog({ file, onClose }: ImportDialogProps) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'sending', applying: false, progress: 0 });

  useEffect(() => {
    if (!file) return;
    let live = true;
    setPhase({ kind: 'sending', applying: false, progress: 0 });
    priceListApi
      .importFile(file, true, (progress) => live && setPhase({ kind: 'sending', applying: false, progress }))
      .then((preview) => live && setPhase({ kind: 'preview', preview }))
      .catch(
        (error: unknown) =>
          live && setPhase({ kind: 'failed', text: errorText(error, { fallback: T.failed }) }),
      );
    return () => {
      live = false;
    };
  }, [file]);

  const apply = async (preview: PriceListImport) => {
    if (!file) return;
    setPhase({ kind: 'sending', applying: true, progress: 0 });
    try {
      const result = await priceListApi.importFile(file, false, (progress) =>
        setPhase({ kind: 'sending', applying: true, progress }),
      );
      setPhase({ kind: 'done', result });
      await Promise.all([
        client.invalidateQueries({ queryKey: adminProductKeys.all }),
        client.invalidateQueries({ queryKey: reportKeys.activityLog }),
      ]);
    } catch (error) {
      setPhase({ kind: 'failed', text: errorText(error, { fallback: T.applyFailed }), preview });
    }
  };

  let body;
  let footer;
  if (phase.kind === 'sending') {
    body = (
      <Flex vertical gap={8}>
        <Typography.Text>{phase.applying ? T.applying : T.checking}</Typography.Text>
        <Progress percent={Math.round(phase.progress * 100)} aria-label={T.uploading} />
      </Flex>
    );
    footer = null;
  } else if (phase.kind === 'done') {
    body = <Alert type="success" showIcon title={T.done(phase.result.counts)} />;
    footer = (
      <Button type="primary" onClick={onClose}>
        {T.close}
      </Button>
    );
  } else {
    const preview = phase.preview;
    const changes = preview ? preview.counts.created + preview.counts.updated : 0;
    body = (
      <Flex vertical gap={12}>
        {phase.kind === 'failed' && <Alert type="error" showIcon title={phase.text} />}
        {preview && <PreviewOrNothing preview={preview} changes={changes} />}
      </Flex>
    );
    footer = (
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{T.cancel}</Button>
        {preview && (
          <Button
            type="primary"
            disabled={preview.counts.errors > 0 || changes === 0}
            onClick={() => void apply(preview)}
          >
            {T.apply(changes)}
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <Modal
      open={file !== null}
      title={T.title}
      width={900}
      onCancel={phase.kind === 'sending' ? undefined : onClose}
      closable={phase.kind !== 'sending'}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}

function PreviewOrNothing({ preview, changes }: { preview: PriceListImport; changes: number }) {
  return (
    <>
      <PreviewTable preview={preview} />
      {changes === 0 && preview.counts.errors === 0 && (
        <Alert type="info" showIcon title={T.nothingToApply} />
      )}
    </>
  );
}
