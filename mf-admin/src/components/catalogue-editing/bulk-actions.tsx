// The bulk buttons of the product and announcement lists: one per action, delete behind a confirmation.
import { Button, Popconfirm } from 'antd';
import { EDITING_TEXTS as T } from './messages';

type BulkAction = keyof typeof T.bulk;

export interface BulkActionsProps<Action extends BulkAction> {
  actions: readonly Action[];
  busy: boolean;
  /** The delete confirmation's question, with the count. */
  deleteConfirm: string;
  /** Nothing selected: delete asks no confirmation and goes straight to onBulk (which says to select first). */
  nothingSelected?: boolean;
  onBulk(action: Action): void;
}

export function BulkActions<Action extends BulkAction>({
  actions,
  busy,
  deleteConfirm,
  nothingSelected = false,
  onBulk,
}: BulkActionsProps<Action>) {
  return actions.map((action) =>
    action === 'delete' ? (
      <Popconfirm
        key={action}
        disabled={nothingSelected}
        title={deleteConfirm}
        okText={T.yes}
        cancelText={T.no}
        onConfirm={() => onBulk(action)}
      >
        <Button danger disabled={busy} onClick={() => nothingSelected && onBulk(action)}>
          {T.bulk.delete}
        </Button>
      </Popconfirm>
    ) : (
      <Button key={action} disabled={busy} onClick={() => onBulk(action)}>
        {T.bulk[action]}
      </Button>
    ),
  );
}
