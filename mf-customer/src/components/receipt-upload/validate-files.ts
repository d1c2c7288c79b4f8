// The client's checks of chosen receipt files (spec 000 §5, §9), before anything is sent.
import { RECEIPT_UPLOAD } from '@sefaresh/shared-api/rules';
import { RECEIPT_UPLOAD_MESSAGES as T } from './messages';

const EXTENSIONS: readonly string[] = RECEIPT_UPLOAD.extensions;
const TYPES: readonly string[] = RECEIPT_UPLOAD.types;

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
}

/** A file's problem, or null. A name with an extension is judged by it, a name without one by its MIME type. */
function fileProblem(file: File): string | null {
  const ext = extensionOf(file.name);
  const typeOk = ext ? EXTENSIONS.includes(ext) : TYPES.includes(file.type.toLowerCase());
  if (!typeOk) return T.badType(file.name);
  if (file.size === 0) return T.empty(file.name);
  if (file.size > RECEIPT_UPLOAD.maxBytes) return `${T.tooLarge}: «${file.name}»`;
  return null;
}

/**
 * Adds a batch of newly chosen files to those already chosen: files with a problem are left out (each with its
 * message); a batch that would pass the 10-file limit is refused as a whole.
 */
export function addFiles(current: File[], batch: File[]): { files: File[]; problems: string[] } {
  const problems: string[] = [];
  const accepted: File[] = [];
  for (const file of batch) {
    const problem = fileProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  if (current.length + accepted.length > RECEIPT_UPLOAD.maxFiles) {
    return { files: current, problems: [T.tooMany, ...problems] };
  }
  return { files: [...current, ...accepted], problems };
}

export const isImage = (file: File) => {
  const ext = extensionOf(file.name);
  return ext ? ext !== 'pdf' : file.type.startsWith('image/');
};
