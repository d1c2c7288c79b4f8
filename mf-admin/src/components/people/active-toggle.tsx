// The button on a person's card that deactivates an active account or activates an inactive one, after a
// confirmation that says what it will do.
import { Button, Popconfirm } from 'antd';
import { PEOPLE_TEXTS as T } from './messages';

export interface ActiveToggleProps {
  active: boolean;
  /** The confirmation's line under its question. */
  confirm: string;
  busy?: boolean;
  onConfirm(): void;
}

export function ActiveToggle({ active, confirm, busy, onConfirm }: ActiveToggleProps) {
  const action = active ? T.deactivate : T.activate;
  return (
    <Popconfirm title={action} description={confirm} okText={T.yes} cancelText={T.no} onConfirm={onConfirm}>
      <Button danger={active} loading={busy}>
        {action}
      </Button>
    </Popconfirm>
  );
}
