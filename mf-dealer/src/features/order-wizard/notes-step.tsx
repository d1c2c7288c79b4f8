// Step 3: the dealer's own notes, with an edit toggle saved through POST /orders/{id}/update-dealer-notes/
// (success text; a 403 says the dealer may not edit this order's notes).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Input, Typography } from 'antd';
import { errorText } from '@sefaresh/shared-api';
import { useFlash, FlashMessage } from '@sefaresh/shared-ui';
import { dealerApi, type DealerOrder } from '../../shared/dealer-api';
import { orderAllows } from '@sefaresh/shared-api/rules';
import { WIZARD_TEXTS as T } from './messages';

export interface NotesStepProps {
  order: DealerOrder;
  /** The saved text, to keep in the loaded order. */
  onSaved(notes: string): void;
}

export function NotesStep({ order, onSaved }: NotesStepProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(order.dealer_notes ?? '');
  const { flash, show } = useFlash();
  const save = useMutation({
    mutationFn: (notes: string) => dealerApi.updateNotes(order.id, notes),
    onSuccess: (answer, notes) => {
      onSaved(answer?.order?.dealer_notes ?? notes);
      setEditing(false);
      show('success', T.notesSaved);
    },
    onError: (error) =>
      show(
        'error',
        errorText(error, { prefer: 'status', byStatus: { 403: T.notesForbidden }, fallback: T.notesFailed }),
      ),
  });
  const startEditing = () => {
    setText(order.dealer_notes ?? '');
    setEditing(true);
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {T.notesTitle}
      </Typography.Title>
      <FlashMessage flash={flash} style={{}} />
      {editing ? (
        <>
          <Input.TextArea
            aria-label={T.notesLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
          />
          <Flex gap={8} wrap>
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate(text)}>
              {T.save}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={save.isPending}>
              {T.cancel}
            </Button>
          </Flex>
        </>
      ) : (
        <>
          <Typography.Paragraph
            data-testid="dealer-notes"
            type={order.dealer_notes ? undefined : 'secondary'}
            style={{ whiteSpace: 'pre-wrap', margin: 0 }}
          >
            {order.dealer_notes || T.noNotes}
          </Typography.Paragraph>
          {orderAllows(order, 'update_dealer_notes') && (
            <div>
              <Button onClick={startEditing}>{T.editNotes}</Button>
            </div>
          )}
        </>
      )}
    </Flex>
  );
}
