// The foot of an admin product or announcement card (spec 002 §2, §4): the active and featured toggles (each named
// with the item, e.g. 'فعال: <name>'), edit, and delete after a confirmation.
import { Button, Flex, Popconfirm, Switch } from 'antd';
import { EDITING_TEXTS as T } from './messages';

type CardFlag = 'is_active' | 'is_featured';

/** What the foot reads of a product or an announcement. */
interface FlaggedItem {
  id: number;
  is_active: boolean;
  is_featured: boolean;
}

export interface CardActionsProps<Item extends FlaggedItem> {
  item: Item;
  /** The item's name, in the toggles' accessible names. */
  name: string;
  busy: boolean;
  /** The delete confirmation's question. */
  deleteConfirm: string;
  onFlag(id: number, flag: CardFlag, value: boolean): void;
  onEdit(item: Item): void;
  onDelete(item: Item): void;
}

export function CardActions<Item extends FlaggedItem>({
  item,
  name,
  busy,
  deleteConfirm,
  onFlag,
  onEdit,
  onDelete,
}: CardActionsProps<Item>) {
  const toggles: Array<[CardFlag, string, boolean]> = [
    ['is_active', T.active, item.is_active],
    ['is_featured', T.featured, item.is_featured],
  ];
  return (
    <Flex gap={12} wrap align="center">
      {toggles.map(([flag, label, checked]) => (
        <Flex key={flag} gap={6} align="center">
          <Switch
            size="small"
            checked={checked}
            disabled={busy}
            aria-label={`${label}: ${name}`}
            onChange={(value) => onFlag(item.id, flag, value)}
          />
          {label}
        </Flex>
      ))}
      <Button size="small" disabled={busy} onClick={() => onEdit(item)}>
        {T.edit}
      </Button>
      <Popconfirm title={deleteConfirm} okText={T.yes} cancelText={T.no} onConfirm={() => onDelete(item)}>
        <Button danger size="small" disabled={busy}>
          {T.delete}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
