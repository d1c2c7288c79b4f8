// The images of the announcement form (spec 002 §5): a selection of new files checked in the browser with the
// products' limits (lib/image-selection.ts). A selection with a refused file lists the refusals and is cleared.
// On edit the current images stay unless new files are chosen, which replace them all. While saving, the form
// disables the buttons.
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import type { AdminAnnouncement } from '@sefaresh/shared-api';
import { IMAGE_UPLOAD } from '@sefaresh/shared-api/rules';
import { checkSelection } from '../../lib/image-selection';
import { FORM_TEXTS as F, ANNOUNCEMENTS_TEXTS as T } from './messages';

const THUMB = { width: 64, height: 64, objectFit: 'cover', borderRadius: 4 } as const;

export interface AnnouncementImagesProps {
  /** The images the announcement has (none for a new one). */
  current: AdminAnnouncement['images'];
  files: File[];
  onFiles(files: File[]): void;
  errors: string[];
  onErrors(errors: string[]): void;
}

export function AnnouncementImages({ current, files, onFiles, errors, onErrors }: AnnouncementImagesProps) {
  // antd hands over the files of one selection one at a time: they are gathered and checked together
  const [pending] = useState<File[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  const take = (selection: File[]) => {
    const { accepted, errors: refused } = checkSelection(selection);
    onErrors(refused);
    onFiles(refused.length ? [] : accepted);
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{F.images}</Typography.Text>
      {errors.length > 0 && <Alert type="error" showIcon title={errors.join(' — ')} />}
      {current.length > 0 && (
        <>
          <Typography.Text type="secondary">{F.keptImages}</Typography.Text>
          <Flex gap={6} wrap style={{ opacity: files.length ? 0.4 : 1 }}>
            {current.map((img, index) => (
              <img key={img.id} src={img.thumbnail} alt={T.imageN(index + 1)} style={THUMB} />
            ))}
          </Flex>
        </>
      )}
      <Flex gap={8} wrap>
        <Upload
          multiple
          accept={IMAGE_UPLOAD.types.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (pending.push(file) === 1) setTimeout(() => take(pending.splice(0)), 0);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button>{F.chooseImages}</Button>
        </Upload>
        {files.length > 0 && <Button onClick={() => onFiles([])}>{F.clearImages}</Button>}
      </Flex>
      {files.length > 0 && (
        <ol
          aria-label={F.newImages}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
        >
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <img src={previews[index]} alt={file.name} style={THUMB} />
            </li>
          ))}
        </ol>
      )}
    </Flex>
  );
}
