// The foot of an admin product or announcement card (spec 002 §2, §4): the active and featured toggles (each named
// with the item, e.g. 'فعال: <name>'), edit, and delete after a confirmation.
import { Button, Flex, Popconfirm, Switch } from 'antd';
import { EDITING_TEXTS as T } from './messages';

type CardFlag = 'is_active' | 'is_featured';

export interface CardActionsProps {
  /** The item's name, in the toggles' accessible names. */
  name: string;
  isActive: boolean;
  isFeatured: boolean;
  busy: boolean;
  /** The delete confirmation's question. */
  deleteConfirm: string;
  onFlag(flag: CardFlag, value: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

export function CardActions({
  name,
  isActive,
  isFeatured,
  busy,
  deleteConfirm,
  onFlag,
  onEdit,
  onDelete,
}: CardActionsProps) {
  const toggles: Array<[CardFlag, string, boolean]> = [
    ['is_active', T.active, isActive],
    ['is_featured', T.featured, isFeatured],
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
            onChange={(value) => onFlag(flag, value)}
          />
          {label}
        </Flex>
      ))}
      <Button size="small" disabled={busy} onClick={onEdit}>
        {T.edit}
      </Button>
      <Popconfirm title={deleteConfirm} okText={T.yes} cancelText={T.no} onConfirm={onDelete}>
        <Button danger size="small" disabled={busy}>
          {T.delete}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
