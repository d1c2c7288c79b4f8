// A chosen file's thumbnail: an image is previewed from an object URL (released when the row goes away).
import { useEffect, useState } from 'react';
import { isImage } from './validate-files';

const SIZE = 48;

export function FileThumb({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage(file) || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (url) {
    return (
      <img
        src={url}
        alt={file.name}
        width={SIZE}
        height={SIZE}
        style={{ objectFit: 'cover', borderRadius: 6, flex: 'none' }}
      />
    );
  }
  return (
    <span
      aria-hidden
      style={{
        width: SIZE,
        height: SIZE,
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 6,
        background: '#fdecea',
        color: '#c0392b',
        fontWeight: 600,
        fontSize: 12,
      }}
    >
      PDF
    </span>
  );
}
