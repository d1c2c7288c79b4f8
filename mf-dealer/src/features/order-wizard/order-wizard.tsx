// The dealer's order wizard in the order modal (spec 001 §2.5): five clickable steps with a check mark on the
// visited ones: general info, items, dealer notes, receipts (for payment_uploaded or when receipts exist) and
// the final summary. The order loads in the order of §7; a failure shows its §8 text with retry and back.
import { useCallback, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Steps } from 'antd';
import { orderKeys, useAuthStore } from '@sefaresh/shared-api';
import { STATUS } from '@sefaresh/shared-api/rules';
import { ErrorState, toPersianDigits, usePhone } from '@sefaresh/shared-ui';
import type { DealerOrder } from '../../shared/dealer-api';
import { AttemptsPanel } from './attempts-panel';
import { GeneralStep } from './general-step';
import { ItemsStep } from './items-step';
import { loadDealerOrder, type LoadAttempt, type LoadedOrder } from './load-order';
import { WIZARD_TEXTS as T } from './messages';
import { NotesStep } from './notes-step';
import { ReceiptsStep } from './receipts-step';
import { SummaryStep } from './summary-step';

export interface OrderWizardProps {
  orderId: number;
  /** 'بازگشت': closes the modal. */
  onBack(): void;
}

type StepKey = 'general' | 'items' | 'notes' | 'receipts' | 'summary';

/** Spec 001 §2.5: the receipts step only for payment_uploaded, or when receipts exist. */
function showsReceipts(order: DealerOrder): boolean {
  return (
    order.status === STATUS.paymentUploaded ||
    order.has_payment_receipts ||
    (order.payment_receipts?.length ?? 0) > 0
  );
}

export function OrderWizard({ orderId, onBack }: OrderWizardProps) {
  const queryClient = useQueryClient();
  // the load attempts are a diagnosis for staff (who may open the dealer panel), not for the dealer
  const staff = useAuthStore((state) => Boolean(state.user?.is_staff));
  const phone = usePhone();
  const [attempts, setAttempts] = useState<LoadAttempt[]>([]);
  const [current, setCurrent] = useState<StepKey>('general');
  const [visited, setVisited] = useState<ReadonlySet<StepKey>>(() => new Set(['general']));
  const record = useCallback(
    (index: number, attempt: LoadAttempt) =>
      setAttempts((list) => {
        const next = list.slice(0, index);
        next[index] = attempt;
        return next;
      }),
    [],
  );
  const loaded = useQuery({
    queryKey: orderKeys.dealerDetail(orderId),
    queryFn: () => loadDealerOrder(orderId, record),
  });

  const saveNotes = (notes: string) =>
    queryClient.setQueryData<LoadedOrder>(orderKeys.dealerDetail(orderId), (old) =>
      old ? { ...old, order: { ...old.order, dealer_notes: notes } } : old,
    );

  if (loaded.isPending) {
    return (
      <>
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description={T.loading} />
        </Flex>
        {staff && <AttemptsPanel attempts={attempts} />}
      </>
    );
  }

  if (loaded.isError) {
    return (
      <>
        <ErrorState title={T.loadFailedTitle} message={loaded.error.message} />
        <Flex justify="center" gap={8}>
          <Button type="primary" onClick={() => loaded.refetch()}>
            {T.retry}
          </Button>
          <Button onClick={onBack}>{T.back}</Button>
        </Flex>
        {staff && <AttemptsPanel attempts={attempts} />}
      </>
    );
  }

  const { order, partial } = loaded.data;
  const steps: Array<{ key: StepKey; title: string; body: ReactNode }> = [
    { key: 'general', title: T.stepGeneral, body: <GeneralStep order={order} /> },
    { key: 'items', title: T.stepItems, body: <ItemsStep order={order} /> },
    { key: 'notes', title: T.stepNotes, body: <NotesStep order={order} onSaved={saveNotes} /> },
    ...(showsReceipts(order)
      ? [{ key: 'receipts' as const, title: T.stepReceipts, body: <ReceiptsStep order={order} /> }]
      : []),
    { key: 'summary', title: T.stepSummary, body: <SummaryStep order={order} /> },
  ];
  const index = Math.max(
    0,
    steps.findIndex((s) => s.key === current),
  );
  const go = (i: number) => {
    const step = steps[i];
    if (!step) return;
    setCurrent(step.key);
    setVisited((set) => new Set(set).add(step.key));
  };

  return (
    <Flex vertical gap={16}>
      {partial && <Alert type="warning" showIcon title={T.partial} />}
      <nav aria-label={T.steps}>
        <Steps
          size="small"
          current={index}
          // on a phone the steps keep one line: numbers, and the title of the current step only
          responsive={false}
          onChange={go}
          // Persian step numbers; a visited step keeps antd's check mark
          iconRender={(node, { index: i, item, components: { Icon } }) =>
            item.status === 'finish' ? (
              node
            ) : (
              <Icon>
                <span className="ant-steps-item-icon-number">{toPersianDigits(i + 1)}</span>
              </Icon>
            )
          }
          items={steps.map((s, i) => ({
            key: s.key,
            title: phone && i !== index ? undefined : s.title,
            'aria-label': s.title,
            // visited steps carry a check mark; the current one shows where the dealer is
            status: i === index ? 'process' : visited.has(s.key) ? 'finish' : 'wait',
          }))}
        />
      </nav>
      <section aria-label={steps[index].title} style={{ minHeight: 160 }}>
        {steps[index].body}
      </section>
      <Flex justify="space-between" gap={8} wrap>
        <Button onClick={() => go(index - 1)} disabled={index === 0}>
          {T.previous}
        </Button>
        <Button onClick={onBack}>{T.back}</Button>
        <Button type="primary" onClick={() => go(index + 1)} disabled={index === steps.length - 1}>
          {T.next}
        </Button>
      </Flex>
      {staff && <AttemptsPanel attempts={attempts} />}
    </Flex>
  );
}
