// The dealer's own bank account (IBAN, شبا) for commission payouts, under the profile: shown grouped with a copy
// button, or «ثبت نشده»; the dealer sets, changes or clears it. Checked as typed by the rules module (IR + 24
// digits, mod 97; Persian digits and spaces read) with Persian messages; the server's field message lands under
// the field, any other failure above it.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Button, Card, Flex, Input, Spin, Typography } from 'antd';
import { dealerApi, dealerKeys, errorText, fieldErrorsFor, myBankAccountQuery } from '@sefaresh/shared-api';
import { ibanFieldProblem, normalizeIban, PAYMENT_INFO_LABELS } from '@sefaresh/shared-api/rules';
import { BankNumber, FormField, LTR_INPUT_STYLE } from '@sefaresh/shared-ui';

export const BANK_ACCOUNT_TEXTS = Object.freeze({
  title: 'حساب بانکی برای واریز کمیسیون',
  none: 'هنوز شماره شبایی ثبت نکرده‌اید؛ کمیسیون شما به این حساب واریز می‌شود.',
  add: 'ثبت شماره شبا',
  edit: 'ویرایش',
  save: 'ذخیره',
  cancel: 'انصراف',
  hint: 'شماره شبای ۲۴ رقمی با IR در ابتدا؛ خالی بگذارید تا حذف شود.',
  loadFailed: 'بارگذاری حساب بانکی ممکن نشد',
  saveFailed: 'خطا در ذخیره شماره شبا',
  retry: 'تلاش دوباره',
});
const T = BANK_ACCOUNT_TEXTS;
const FIELD_ID = 'dealer-own-iban';

const schema = yup.object({
  dealer_iban: yup.string().test('iban', function iban(value) {
    const problem = ibanFieldProblem(value, { optional: true });
    return problem ? this.createError({ message: problem }) : true;
  }),
});

function IbanForm({ initial, onDone }: { initial: string; onDone(message?: string): void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { dealer_iban: initial },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await dealerApi.saveMyBankAccount(normalizeIban(values.dealer_iban) || null);
        queryClient.setQueryData(dealerKeys.bankAccount, { dealer_iban: answer.dealer_iban });
        onDone(answer.message);
      } catch (error) {
        const fields = fieldErrorsFor(error, ['dealer_iban'] as const);
        if (Object.keys(fields).length) helpers.setErrors(fields);
        else setFailure(errorText(error, { fallback: T.saveFailed }));
      }
    },
  });
  const error = formik.touched.dealer_iban ? formik.errors.dealer_iban : undefined;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.title}>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      <FormField label={PAYMENT_INFO_LABELS.iban} htmlFor={FIELD_ID} error={error}>
        <Input
          id={FIELD_ID}
          name="dealer_iban"
          value={formik.values.dealer_iban}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${FIELD_ID}-error` : undefined}
          placeholder="IR000000000000000000000000"
          autoComplete="off"
          inputMode="text"
          style={LTR_INPUT_STYLE}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.hint}
        </Typography.Text>
      </FormField>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          {T.save}
        </Button>
        <Button onClick={() => onDone()}>{T.cancel}</Button>
      </Flex>
    </form>
  );
}

export function BankAccountCard() {
  const query = useQuery(myBankAccountQuery());
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const iban = query.data?.dealer_iban ?? null;
  let body;
  if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={errorText(query.error, { fallback: T.loadFailed })}
        action={<Button onClick={() => void query.refetch()}>{T.retry}</Button>}
      />
    );
  else if (!query.data) body = <Spin />;
  else if (editing)
    body = (
      <IbanForm
        initial={iban ?? ''}
        onDone={(message) => {
          setEditing(false);
          setSaved(message ?? null);
        }}
      />
    );
  else
    body = (
      <Flex vertical gap={8} align="start">
        {saved && <Alert type="success" showIcon role="status" title={saved} />}
        {iban ? (
          <Flex gap={4} align="center" wrap>
            <Typography.Text type="secondary">{PAYMENT_INFO_LABELS.iban}:</Typography.Text>
            <BankNumber label={PAYMENT_INFO_LABELS.iban} value={iban} />
          </Flex>
        ) : (
          <Typography.Text>{T.none}</Typography.Text>
        )}
        <Button
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
        >
          {iban ? T.edit : T.add}
        </Button>
      </Flex>
    );
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{T.title}</h2>}>
      {body}
    </Card>
  );
}
