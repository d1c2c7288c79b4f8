// The two invoice downloads of an order (pre-invoice and final invoice), one at a time: the customer's invoice
// card and the admin's payment card. shared-ui knows no endpoint: the caller fetches the PDF and names the file.
import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { saveBlob } from '../hooks/save-blob';

export type InvoiceKind = 'pre' | 'final';

export interface InvoiceDownloadsProps {
  /** Which documents may be downloaded now. */
  available: Record<InvoiceKind, boolean>;
  labels: Record<InvoiceKind, ReactNode>;
  fetchPdf(kind: InvoiceKind): Promise<Blob>;
  fileName(kind: InvoiceKind): string;
  /** A failed download (the caller shows its text). */
  onFailed(kind: InvoiceKind, error: unknown): void;
  /** More buttons after the two downloads. */
  children?: ReactNode;
}

const KINDS: readonly InvoiceKind[] = ['pre', 'final'];

export function InvoiceDownloads({
  available,
  labels,
  fetchPdf,
  fileName,
  onFailed,
  children,
}: InvoiceDownloadsProps) {
  const [busy, setBusy] = useState<InvoiceKind | null>(null);
  const download = async (kind: InvoiceKind) => {
    setBusy(kind);
    try {
      saveBlob(await fetchPdf(kind), fileName(kind));
    } catch (error) {
      onFailed(kind, error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {KINDS.map((kind) => (
        <Button
          key={kind}
          type="primary"
          disabled={!available[kind] || busy !== null}
          loading={busy === kind}
          onClick={() => download(kind)}
        >
          {labels[kind]}
        </Button>
      ))}
      {children}
    </Flex>
  );
}
