// The images of the product form: kept ones (by id) and new files, in the order staff set; the first is the
// primary one (spec 002 §5). New files are checked here as the server will (type, 5 MB, 5 per selection).
import { IMAGE_UPLOAD, toPersianDigits } from '@sefaresh/shared-api/rules';
import type { AdminProduct } from '@sefaresh/shared-api';

export type FormImage =
  | { kind: 'existing'; key: string; id: number; url: string }
  | { kind: 'new'; key: string; file: File; url: string };

export const IMAGE_TEXTS = Object.freeze({
  type: (name: string) => `فایل «${name}» تصویر JPG، PNG، GIF یا WEBP نیست`,
  size: (name: string) => `حجم فایل «${name}» بیش از ${toPersianDigits(5)} مگابایت است`,
  count: `حداکثر ${toPersianDigits(IMAGE_UPLOAD.maxFiles)} تصویر در هر بار قابل انتخاب است`,
  required: 'لطفاً حداقل یک تصویر انتخاب کنید',
});

export function existingImages(product: AdminProduct | null): FormImage[] {
  return (product?.product_images ?? []).map((img) => ({
    kind: 'existing',
    key: `e${img.id}`,
    id: img.id,
    url: img.thumbnail_url,
  }));
}

/** The files of one selection that may be added, and a message per refused file. */
export function checkSelection(files: File[]): { accepted: File[]; errors: string[] } {
  const errors: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (
      !(IMAGE_UPLOAD.types as readonly string[]).includes(file.type) ||
      !(IMAGE_UPLOAD.extensions as readonly string[]).includes(extension)
    )
      errors.push(IMAGE_TEXTS.type(file.name));
    else if (file.size > IMAGE_UPLOAD.maxBytes) errors.push(IMAGE_TEXTS.size(file.name));
    else accepted.push(file);
  }
  if (accepted.length > IMAGE_UPLOAD.maxFiles) {
    errors.push(IMAGE_TEXTS.count);
    accepted.length = IMAGE_UPLOAD.maxFiles;
  }
  return { accepted, errors };
}

export function move<T>(list: readonly T[], index: number, step: number): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The multipart parts that describe the images: new files in order, the kept ids, and the order of all. */
export function appendImages(form: FormData, images: readonly FormImage[]) {
  const fresh = images.filter((img): img is Extract<FormImage, { kind: 'new' }> => img.kind === 'new');
  for (const img of fresh) form.append('images', img.file, img.file.name);
  form.set(
    'existing_images',
    JSON.stringify(images.flatMap((img) => (img.kind === 'existing' ? [img.id] : []))),
  );
  form.set(
    'image_order',
    JSON.stringify(
      images.map((img, order) => ({
        type: img.kind,
        src: img.kind === 'existing' ? img.id : fresh.indexOf(img),
        order,
        is_primary: order === 0,
      })),
    ),
  );
}
