// The order's Sayad cheques (the order answer's cheques): each with its status and, when it has one, its picture
// (fetched with the bearer token); and the registration form while the order allows register_cheque.
import { useState } from 'react';
import { Button, Card, Flex, Modal, Spin, Typography } from 'antd';
import {
  chequePictureQuery,
  chequeRefusal,
  receivablesApi,
  type Cheque,
  type Order,
} from '@sefaresh/shared-api';
import { orderAllows } from '@sefaresh/shared-api/rules';
import {
  ChequeForm,
  ChequeList,
  RECEIVABLE_TEXTS as R,
  sayadIdText,
  useFetchedImages,
} from '@sefaresh/shared-ui';
import { addFiles } from '../../components/receipt-upload';
import { ORDER_MESSAGES as O } from './messages';
import { MONEY_MESSAGES as T } from './money-messages';
import { chequesOf, scheduleOf } from './order-rules';

/** Whether the order has cheques to show or may take one. */
export const showsCheques = (order: Order) =>
  chequesOf(order).length > 0 || orderAllows(order, 'register_cheque');

function ChequePicture({ cheque }: { cheque: Cheque & { picture_url: string } }) {
  const image = useFetchedImages([
    { id: cheque.id, query: chequePictureQuery(cheque.order_id, cheque.picture_url) },
  ]).get(cheque.id);
  if (image?.kind === 'failed')
    return (
      <Flex vertical gap={8} align="center">
        <Typography.Text type="danger" role="alert">
          {T.pictureFailed}
        </Typography.Text>
        <Button size="small" onClick={image.retry}>
          {O.retry}
        </Button>
      </Flex>
    );
  if (image?.kind !== 'ready') return <Spin />;
  return (
    <img
      src={image.src}
      alt={T.showPicture(sayadIdText(cheque.sayad_id))}
      style={{ maxWidth: '100%', borderRadius: 8 }}
    />
  );
}

export interface ChequesCardProps {
  order: Order;
  /** After a cheque was registered: the order changed on the server. */
  onRegistered(): void;
}

export function ChequesCard({ order, onRegistered }: ChequesCardProps) {
  const [registering, setRegistering] = useState(false);
  const [viewing, setViewing] = useState<(Cheque & { picture_url: string }) | null>(null);
  const schedule = scheduleOf(order);
  const cheques = chequesOf(order);
  const mayRegister = orderAllows(order, 'register_cheque');
  const positionOf = (cheque: Cheque) => {
    const position = schedule.find((i) => i.id === cheque.instalment_id)?.position;
    return position === undefined ? null : R.instalment(position);
  };
  const pictureButton = (cheque: Cheque) => {
    const url = cheque.picture_url;
    if (!url) return null;
    return (
      <Button
        size="small"
        aria-label={T.showPicture(sayadIdText(cheque.sayad_id))}
        onClick={() => setViewing({ ...cheque, picture_url: url })}
      >
        {T.pictureButton}
      </Button>
    );
  };
  return (
    <Card
      title={T.chequesCard}
      size="small"
      role="region"
      aria-label={T.chequesCard}
      extra={
        mayRegister &&
        !registering && (
          <Button size="small" type="primary" onClick={() => setRegistering(true)}>
            {T.registerCheque}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <ChequeList
          cheques={cheques}
          instalmentLabel={schedule.length > 0 ? positionOf : undefined}
          renderActions={cheques.some((c) => c.picture_url) ? pictureButton : undefined}
        />
        {mayRegister && registering && (
          <section aria-label={T.registerCheque}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {T.registerCheque}
            </Typography.Title>
            <ChequeForm
              schedule={schedule}
              register={(payload, picture, onProgress) =>
                receivablesApi.registerCheque(order.id, payload, picture, onProgress)
              }
              refusalOf={(error) => chequeRefusal(error, T.registerFailed)}
              checkPicture={(file) => addFiles([], [file]).problems[0] ?? null}
              onCancel={() => setRegistering(false)}
              onRegistered={() => {
                setRegistering(false);
                onRegistered();
              }}
            />
          </section>
        )}
      </Flex>
      <Modal
        open={viewing !== null}
        title={viewing ? T.showPicture(sayadIdText(viewing.sayad_id)) : ''}
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing && <ChequePicture cheque={viewing} />}
      </Modal>
    </Card>
  );
}
