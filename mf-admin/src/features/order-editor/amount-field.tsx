// The amount of a money form (rials, the shared money input) bound to a formik form's `amount`, with its label
// and its error once touched or submitted.
import type { FormikProps } from 'formik';
import { FormField, MoneyInput } from '@sefaresh/shared-ui';

export function AmountField<V extends { amount: string }>({
  formik,
  id,
  label,
}: {
  formik: FormikProps<V>;
  id: string;
  label: string;
}) {
  const shown = formik.touched.amount || formik.submitCount > 0;
  const error = shown && typeof formik.errors.amount === 'string' ? formik.errors.amount : undefined;
  return (
    <FormField label={label} htmlFor={id} required error={error}>
      <MoneyInput
        id={id}
        value={formik.values.amount}
        onChange={(v) => void formik.setFieldValue('amount', v)}
        onBlur={() => void formik.setFieldTouched('amount', true)}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
      />
    </FormField>
  );
}
