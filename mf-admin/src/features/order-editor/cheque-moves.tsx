// Staff's moves of one cheque, as the answer's allowed_moves offers them (received → deposited → cleared, or
// bounced on the way): deposited and cleared after a confirmation, bounced with a required note
// (POST admin/cheques/{id}/status/).
import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { adminReceivablesApi, errorText, type Cheque } from '@sefaresh/shared-api';
import { CHEQUE_STATUS_LABELS, MONEY_NOTE_MAX_LENGTH, type ChequeStatus } from '@sefaresh/shared-api/rules';
import { ReasonModal } from '@sefaresh/shared-ui';
import { MONEY_TEXTS as M } from './money-messages';

export interface ChequeMovesProps {
  cheque: Cheque;
  onMoved(message: string): void;
  onFailed(message: string): void;
}

export function ChequeMoves({ cheque, onMoved, onFailed }: ChequeMovesProps) {
  const [busy, setBusy] = useState<ChequeStatus | null>(null);
  const [bouncing, setBouncing] = useState(false);

  const move = async (status: ChequeStatus, note?: string) => {
    setBusy(status);
    try {
      await adminReceivablesApi.moveCheque(cheque.id, note === undefined ? { status } : { status, note });
      onMoved(M.moved(CHEQUE_STATUS_LABELS[status]));
    } finally {
      setBusy(null);
    }
  };
  const moveOrSay = (status: ChequeStatus) =>
    move(status).catch((error: unknown) => onFailed(errorText(error, { fallback: M.moveFailed })));

  return (
    <>
      {cheque.allowed_moves.map((status) =>
        status === 'bounced' ? (
          <Button key={status} size="small" danger disabled={busy !== null} onClick={() => setBouncing(true)}>
            {M.moveTo[status]}
          </Button>
        ) : (
          <Popconfirm
            key={status}
            title={M.moveConfirm(CHEQUE_STATUS_LABELS[status])}
            okText={M.moveOk}
            cancelText={M.cancel}
            onConfirm={() => moveOrSay(status)}
          >
            <Button size="small" loading={busy === status} disabled={busy !== null}>
              {M.moveTo[status]}
            </Button>
          </Popconfirm>
        ),
      )}
      <ReasonModal
        open={bouncing}
        title={M.bounceTitle}
        explain={M.bounceExplain}
        label={M.bounceNote}
        requiredMessage={M.reasonRequired}
        maxLength={MONEY_NOTE_MAX_LENGTH}
        okText={M.bounceOk}
        cancelText={M.cancel}
        onClose={() => setBouncing(false)}
        onSubmit={async (note) => {
          try {
            await move('bounced', note);
            setBouncing(false);
          } catch (error) {
            throw new Error(errorText(error, { fallback: M.moveFailed }), { cause: error });
          }
        }}
      />
    </>
  );
}
