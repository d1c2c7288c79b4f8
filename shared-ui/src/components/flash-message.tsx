// The message of useFlash() (spec 000 §8): a success read out politely, an error at once, until it clears itself.
import type { CSSProperties } from 'react';
import { Alert } from 'antd';
import type { Flash } from '../hooks/use-flash';

export interface FlashMessageProps {
  flash: Flash | null;
  /** A close button that clears it early. */
  onClose?: () => void;
  style?: CSSProperties;
}

export function FlashMessage({ flash, onClose, style = { marginBottom: 16 } }: FlashMessageProps) {
  if (!flash) return null;
  return (
    <Alert
      type={flash.type}
      showIcon
      closable={onClose ? { onClose } : undefined}
      title={flash.text}
      role={flash.type === 'error' ? 'alert' : 'status'}
      style={style}
    />
  );
}
