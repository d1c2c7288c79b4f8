// The images part of the product form (spec 002 §5): files chosen with antd's Upload (checked per file, at most 5
// new ones a save), reordered (the first is the primary) and removed, with the reasons a file was refused above.
// Previews of new files live until the modal closes.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Button, Flex, Upload } from 'antd';
import { IMAGE_UPLOAD } from '@sefaresh/shared-api/rules';
import { checkSelection, IMAGE_TEXTS, move, type FormImage } from './image-list';
import { FORM_TEXTS as F } from './form-messages';

export interface ProductImagesProps {
  open: boolean;
  images: FormImage[];
  onImages: Dispatch<SetStateAction<FormImage[]>>;
  errors: string[];
  onErrors(errors: string[]): void;
}

let serial = 0;

export function ProductImages({ open, images, onImages, errors, onErrors }: ProductImagesProps) {
  // antd hands over the files of a selection one at a time: they are gathered, then checked together
  const [previews] = useState<string[]>([]);
  const [pending] = useState<File[]>([]);
  useEffect(() => {
    if (open) return undefined;
    previews.splice(0).forEach((url) => URL.revokeObjectURL(url));
    return undefined;
  }, [open, previews]);

  const addFiles = (files: File[]) => {
    const room = IMAGE_UPLOAD.maxFiles - images.filter((img) => img.kind === 'new').length;
    const { accepted, errors: found } = checkSelection(files);
    if (accepted.length > room) found.push(IMAGE_TEXTS.count);
    onErrors(found);
    const added = accepted.slice(0, Math.max(0, room)).map<FormImage>((file) => {
      serial += 1;
      const url = URL.createObjectURL(file);
      previews.push(url);
      return { kind: 'new', key: `n${serial}`, file, url };
    });
    onImages((list) => [...list, ...added]);
  };

  return (
    <Flex vertical gap={8}>
      {errors.length > 0 && <Alert type="error" showIcon title={errors.join(' — ')} />}
      <Upload
        multiple
        accept={IMAGE_UPLOAD.types.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (pending.push(file) === 1) setTimeout(() => addFiles(pending.splice(0)), 0);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button>{F.chooseImages}</Button>
      </Upload>
      <ol aria-label={F.images} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {images.map((img, index) => (
          <li key={img.key}>
            <Flex gap={8} align="center" wrap>
              <img
                src={img.url}
                alt={F.imageN(index + 1)}
                style={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 4 }}
              />
              <span>{index === 0 ? F.primary : F.imageN(index + 1)}</span>
              <Button
                size="small"
                aria-label={F.up(index + 1)}
                disabled={index === 0}
                onClick={() => onImages((l) => move(l, index, -1))}
              >
                ↑
              </Button>
              <Button
                size="small"
                aria-label={F.down(index + 1)}
                disabled={index === images.length - 1}
                onClick={() => onImages((l) => move(l, index, 1))}
              >
                ↓
              </Button>
              <Button
                size="small"
                danger
                aria-label={F.remove(index + 1)}
                onClick={() => onImages((l) => l.filter((x) => x.key !== img.key))}
              >
                {F.removeShort}
              </Button>
            </Flex>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
