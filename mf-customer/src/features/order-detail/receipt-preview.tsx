// A receipt image fetched with the bearer token (shared-api's receiptFileQuery through shared-ui's
// useFetchedImages) and shown from an object URL released when it leaves the screen; a failure offers a retry.
import { useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { receiptFileQuery } from '@sefaresh/shared-api';
import { useFetchedImages } from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';

export function ReceiptImage({ id, url, alt }: { id: number; url: string; alt: string }) {
  const image = useFetchedImages([{ id, query: receiptFileQuery(url) }]).get(id);
  const [broken, setBroken] = useState(false);

  if (image?.kind === 'failed' || broken) {
    const retry = () => {
      setBroken(false);
      image?.retry();
    };
    return (
      <Flex vertical align="center" gap={4} style={{ width: 120 }}>
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {T.imageFailed}
        </Typography.Text>
        <Button size="small" onClick={retry}>
          {T.retry}
        </Button>
      </Flex>
    );
  }
  if (image?.kind !== 'ready') return <Spin size="small" />;
  return (
    <img
      src={image.src}
      alt={alt}
      onError={() => setBroken(true)}
      style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 8 }}
    />
  );
}
