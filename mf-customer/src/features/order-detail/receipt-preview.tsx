// A receipt image fetched with the bearer token and shown from an object URL (released on unmount); a failure
// offers a retry.
import { useEffect, useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { ordersApi } from '@sefaresh/shared-api';
import { ORDER_MESSAGES as T } from './messages';

export function ReceiptImage({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    setFailed(false);
    setSrc(null);
    ordersApi.receiptFile(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);

  if (failed) {
    return (
      <Flex vertical align="center" gap={4} style={{ width: 120 }}>
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {T.imageFailed}
        </Typography.Text>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {T.retry}
        </Button>
      </Flex>
    );
  }
  if (!src) return <Spin size="small" />;
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 8 }}
    />
  );
}
