// The customer's request for a new price: a comment and an optional note per line, the requests left,
// and the server's refusal (a 409: the cap, the status, an expired order's other rules) in its own Persian words.
import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useFormik } from 'formik';
import { quotesApi, type Order } from '@sefaresh/shared-api';
import { REVISION_COMMENT_MAX, toPersianDigits as fa } from '@sefaresh/shared-api/rules';
import { FormField } from '@sefaresh/shared-ui';
import { actionError } from './order-errors';
import { activeItems } from './order-rules';
import { QUOTE_MESSAGES as T } from './quote-messages';
import { emptyRevision, revisionPayload, revisionSchema, type RevisionValues } from './revision-schema';

export interface RevisionModalProps {
  open: boolean;
  order: Order;
  /** How many more requests the server allows (from the quotes answer); unknown while it loads. */
  requestsLeft: number | null;
  onClose(): void;
  /** The order as the server now has it (revision_requested). */
  onSent(order: Order): void;
}

export function RevisionModal({ open, ...props }: RevisionModalProps) {
  return (
    <Modal open={open} title={T.revisionTitle} footer={null} onCancel={props.onClose} destroyOnHidden>
      {open && <RevisionForm {...props} />}
    </Modal>
  );
}

function RevisionForm({ order, requestsLeft, onClose, onSent }: Omit<RevisionModalProps, 'open'>) {
  const [failure, setFailure] = useState<string | null>(null);
  const lines = activeItems(order);
  const formik = useFormik<RevisionValues>({
    initialValues: emptyRevision(lines.map((i) => i.id)),
    validationSchema: revisionSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onSent(await quotesApi.requestRevision(order.id, revisionPayload(values)));
      } catch (error) {
        setFailure(actionError(error, T.revisionFailed));
      }
    },
  });
  const shown = (error: unknown, touched: unknown) =>
    (touched || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
  const commentError = shown(formik.errors.comment, formik.touched.comment);
  const noteErrors = (formik.errors.notes ?? {}) as Record<string, string | undefined>;

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.revisionTitle}>
      <Typography.Paragraph type="secondary">{T.revisionExplain}</Typography.Paragraph>
      {requestsLeft !== null && (
        <Typography.Paragraph data-testid="requests-left">
          {T.requestsLeft(requestsLeft)}
        </Typography.Paragraph>
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <FormField label={T.revisionComment} htmlFor="revision-comment" required error={commentError}>
        <Input.TextArea
          id="revision-comment"
          name="comment"
          rows={3}
          showCount={{ formatter: ({ count }) => `${fa(count)} / ${fa(REVISION_COMMENT_MAX)}` }}
          value={formik.values.comment}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          status={commentError ? 'error' : undefined}
          aria-invalid={Boolean(commentError)}
          aria-describedby={commentError ? 'revision-comment-error' : undefined}
        />
      </FormField>
      {lines.map((line) => {
        const id = `revision-note-${line.id}`;
        const error = formik.submitCount > 0 ? noteErrors[String(line.id)] : undefined;
        return (
          <FormField
            key={line.id}
            label={T.lineNote(line.product_name)}
            htmlFor={id}
            error={error}
            marginBottom={12}
          >
            <Input.TextArea
              id={id}
              name={`notes.${line.id}`}
              rows={2}
              value={formik.values.notes[String(line.id)]}
              onChange={formik.handleChange}
              status={error ? 'error' : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </FormField>
        );
      })}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          {T.send}
        </Button>
      </Flex>
    </form>
  );
}
