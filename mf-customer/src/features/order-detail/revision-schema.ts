// The revision request form: a required comment and an optional note per line, with the limits of the
// rules module; the payload leaves empty notes out.
import * as yup from 'yup';
import type { RequestRevisionPayload } from '@sefaresh/shared-api';
import { REVISION_COMMENT_MAX, REVISION_ITEM_COMMENT_MAX } from '@sefaresh/shared-api/rules';
import { QUOTE_MESSAGES as T } from './quote-messages';

export interface RevisionValues {
  comment: string;
  /** A note per line, by item id. */
  notes: Record<string, string>;
}

export const revisionSchema = yup.object({
  comment: yup
    .string()
    .trim()
    .required(T.revisionCommentRequired)
    .max(REVISION_COMMENT_MAX, T.revisionCommentTooLong),
  notes: yup.lazy((notes: Record<string, string> | undefined) =>
    yup.object(
      Object.fromEntries(
        Object.keys(notes ?? {}).map((id) => [
          id,
          yup.string().trim().max(REVISION_ITEM_COMMENT_MAX, T.lineNoteTooLong),
        ]),
      ),
    ),
  ),
});

export const emptyRevision = (itemIds: readonly number[]): RevisionValues => ({
  comment: '',
  notes: Object.fromEntries(itemIds.map((id) => [String(id), ''])),
});

export function revisionPayload(values: RevisionValues): RequestRevisionPayload {
  const items = Object.entries(values.notes)
    .map(([id, note]) => ({ item_id: Number(id), comment: note.trim() }))
    .filter((line) => line.comment !== '');
  return { comment: values.comment.trim(), ...(items.length ? { items } : {}) };
}
