// The images of the product form: kept ones (by id) and new files, in the order staff set; the first is the
// primary one (spec 002 §5). New files are checked by lib/image-selection.ts, as the server will check them.
import { IMAGE_SELECTION_TEXTS } from '../../lib/image-selection';
import type { AdminProduct } from '@sefaresh/shared-api';

export { checkSelection } from '../../lib/image-selection';

export type FormImage =
  | { kind: 'existing'; key: string; id: number; url: string }
  | { kind: 'new'; key: string; file: File; url: string };

export const IMAGE_TEXTS = Object.freeze({
  ...IMAGE_SELECTION_TEXTS,
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
