// «تمدید اعتبار»: staff move the current version's end later (POST admin/orders/{id}/extend-quote/)
// with the Persian date picker; the server's refusal (a 400 on the date, a 409 on the status) stays in the dialog.
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { errorText, quotesApi, type Order } from '@sefaresh/shared-api';
import { FormField, formatJalaliDate, PersianDatePicker } from '@sefaresh/shared-ui';
import { QUOTE_EDITOR_TEXTS as Q } from './quote-texts';

/** Tomorrow as 'YYYY-MM-DD' (the earliest day the picker offers; the server checks the rest). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export interface ExtendQuoteProps {
  order: Order;
  onExtended(order: Order, message: string): void;
}

export function ExtendQuoteButton({ order, onExtended }: ExtendQuoteProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{Q.extend}</Button>
      <Modal open={open} title={Q.extendTitle} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {open && (
          <ExtendForm
            order={order}
            onClose={() => setOpen(false)}
            onExtended={(next) => {
              setOpen(false);
              onExtended(next, Q.extended);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function ExtendForm({
  order,
  onClose,
  onExtended,
}: {
  order: Order;
  onClose(): void;
  onExtended(order: Order): void;
}) {
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!day) {
      setError(Q.extendDateRequired);
      return;
    }
    setBusy(true);
    try {
      onExtended(await quotesApi.extend(order.id, { valid_until: day }));
    } catch (err) {
      setFailure(
        errorText(err, {
          fallback: (api) => Object.values(api?.fieldErrors ?? {}).flat()[0] ?? Q.extendFailed,
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label={Q.extendTitle} onSubmit={submit}>
      <Typography.Paragraph>
        {Q.extendExplain(formatJalaliDate(order.quote_valid_until))}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <FormField label={Q.extendDate} htmlFor="extend-valid-until" required error={error ?? undefined}>
        <PersianDatePicker
          id="extend-valid-until"
          value={day}
          min={tomorrow()}
          // inside the dialog, so a click in the dialog is a click beside the calendar, not outside the page
          getPopupContainer={(node) => node.parentElement ?? document.body}
          onChange={(value) => {
            setDay(value);
            setError(null);
          }}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
        />
      </FormField>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose}>{Q.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {Q.extendOk}
        </Button>
      </Flex>
    </form>
  );
}
