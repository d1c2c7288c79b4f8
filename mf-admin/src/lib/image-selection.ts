// New image files checked in the browser as the server will check them (spec 002 §5, §9): the kind (type and
// extension), the size and the count of one selection, all from IMAGE_UPLOAD. The product and the announcement
// forms both take their images through this check.
import { IMAGE_UPLOAD, toPersianDigits } from '@sefaresh/shared-api/rules';

const MEGABYTES = IMAGE_UPLOAD.maxBytes / (1024 * 1024);

export const IMAGE_SELECTION_TEXTS = Object.freeze({
  type: (name: string) => `فایل «${name}» تصویر JPG، PNG، GIF یا WEBP نیست`,
  size: (name: string) => `حجم فایل «${name}» بیش از ${toPersianDigits(MEGABYTES)} مگابایت است`,
  count: `حداکثر ${toPersianDigits(IMAGE_UPLOAD.maxFiles)} تصویر در هر بار قابل انتخاب است`,
});

/** The files of one selection that may be sent (at most IMAGE_UPLOAD.maxFiles), and a message per refused file. */
export function checkSelection(files: File[]): { accepted: File[]; errors: string[] } {
  const errors: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (
      !(IMAGE_UPLOAD.types as readonly string[]).includes(file.type) ||
      !(IMAGE_UPLOAD.extensions as readonly string[]).includes(extension)
    )
      errors.push(IMAGE_SELECTION_TEXTS.type(file.name));
    else if (file.size > IMAGE_UPLOAD.maxBytes) errors.push(IMAGE_SELECTION_TEXTS.size(file.name));
    else accepted.push(file);
  }
  if (accepted.length > IMAGE_UPLOAD.maxFiles) {
    errors.push(IMAGE_SELECTION_TEXTS.count);
    accepted.length = IMAGE_UPLOAD.maxFiles;
  }
  return { accepted, errors };
}
