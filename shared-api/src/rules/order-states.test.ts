import {
  ORDER_STATUSES,
  ORDER_TABS,
  ORDER_TRANSITIONS,
  allowedActions,
  statusAllows,
  tabOfStatus,
  transitionRefusal,
  orderAllows,
} from './index';

describe('the order state model', () => {
  it('lets the customer choose, finalize, reject and remove items only while the quote waits for them', () => {
    expect(allowedActions('waiting_customer_approval', ['customer'])).toEqual([
      'select_option',
      'finalize',
      'request_revision',
      'customer_reject',
      'customer_remove_item',
      'update_invoice_info',
    ]);
    expect(allowedActions('confirmed', ['customer'])).toEqual([
      'upload_receipt',
      'delete_receipt',
      'register_cheque',
      'update_invoice_info',
    ]);
    // a completed order may still have instalments to pay, until its answer says nothing is left
    expect(allowedActions('completed', ['customer'])).toEqual(['pay_instalment', 'register_cheque']);
    expect(allowedActions('completed', ['customer'], { settled: true })).toEqual([]);
  });

  it('takes choosing and accepting away once the quote has expired, and keeps asking for a new price', () => {
    expect(allowedActions('waiting_customer_approval', ['customer'], { quoteExpired: true })).toEqual([
      'request_revision',
      'customer_reject',
      'customer_remove_item',
      'update_invoice_info',
    ]);
  });

  it('gives staff the desk actions of each status and nothing of the customer', () => {
    expect(allowedActions('payment_uploaded', ['staff'])).toEqual([
      'price',
      'register_cheque',
      'review_receipt',
      'move_cheque',
      'verify_payment',
      'cancel',
      'change_invoice_type',
      'assign_dealer',
      'remove_dealer',
      'update_dealer_notes',
    ]);
    expect(allowedActions('completed', ['staff'], { settled: true })).toEqual([
      'review_receipt',
      'move_cheque',
      'update_dealer_notes',
    ]);
    expect(allowedActions('rejected', ['staff'])).toEqual([
      'cancel',
      'change_invoice_type',
      'update_dealer_notes',
    ]);
  });

  it('lets the customer only reject while a revision is requested, and staff price, cancel or extend', () => {
    expect(allowedActions('revision_requested', ['customer'])).toEqual([
      'customer_reject',
      'update_invoice_info',
    ]);
    expect(allowedActions('revision_requested', ['staff'])).toEqual([
      'price',
      'staff_remove_item',
      'cancel',
      'change_invoice_type',
      'assign_dealer',
      'remove_dealer',
      'update_dealer_notes',
    ]);
    expect(allowedActions('waiting_customer_approval', ['staff'])).toContain('extend_quote');
    expect(tabOfStatus('revision_requested')).toBe('active');
  });

  it('lets the assigned dealer edit notes in any status and nothing else', () => {
    for (const status of ORDER_STATUSES) {
      expect(allowedActions(status, ['dealer'])).toEqual(['update_dealer_notes']);
    }
  });

  it('refuses quiet repricing once the customer has chosen', () => {
    expect(statusAllows('reprice_quietly', 'waiting_customer_approval')).toBe(true);
    expect(statusAllows('reprice_quietly', 'confirmed')).toBe(false);
    expect(statusAllows('price', 'confirmed')).toBe(true);
    expect(statusAllows('price', 'completed')).toBe(false);
  });

  it('moves each status-changing action to a real status', () => {
    for (const t of Object.values(ORDER_TRANSITIONS)) {
      if ('to' in t) expect(ORDER_STATUSES).toContain(t.to);
    }
  });

  it('puts every status in exactly one tab', () => {
    for (const status of ORDER_STATUSES) {
      const tabs = Object.values(ORDER_TABS).filter((g) => (g as readonly string[]).includes(status));
      expect(tabs).toHaveLength(1);
    }
    expect(tabOfStatus('cancelled')).toBe('rejected');
    expect(tabOfStatus('payment_uploaded')).toBe('active');
  });

  it('names the action and the status in Persian when refusing', () => {
    expect(transitionRefusal('complete', 'rejected')).toBe('تکمیل سفارش در وضعیت «رد شده» امکان‌پذیر نیست');
  });
});

describe('orderAllows', () => {
  it('reads the allowed_actions the server sent, and allows nothing without them', () => {
    expect(orderAllows({ allowed_actions: ['finalize'] }, 'finalize')).toBe(true);
    expect(orderAllows({ allowed_actions: ['finalize'] }, 'cancel')).toBe(false);
    expect(orderAllows({}, 'finalize')).toBe(false);
  });
});
