// The wiring of a formik form of antd controls in two columns, written once for the receipt's and the cheque's
// fields: a field's error shows once it was touched or the form was sent, its control says so (status and
// aria-invalid), and each field is a labelled column whose label points at the control's id.
import type { ReactNode } from 'react';
import { Col } from 'antd';
import type { FormikProps } from 'formik';
import { FormField } from '../form-field';

export function formikGrid<V extends object>(formik: FormikProps<V>, idPrefix: string, disabled: boolean) {
  type Field = keyof V & string;
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const errorOf = (field: Field): string | undefined =>
    formik.touched[field] || formik.submitCount > 0
      ? (formik.errors[field] as string | undefined)
      : undefined;
  /** The props every control of `field` takes. */
  const control = (field: Field) => ({
    id: idOf(field),
    disabled,
    status: errorOf(field) ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errorOf(field)),
  });
  /** A control that answers its value (the date picker, the money input). */
  const valued = <T,>(field: Field) => ({
    ...control(field),
    value: formik.values[field] as T,
    onChange: (value: T) => void formik.setFieldValue(field, value),
    onBlur: () => void formik.setFieldTouched(field),
  });
  /** A date picker: a picked day counts as touched at once, so its error (a day after today) shows. */
  const day = (field: Field) => ({
    ...valued<string | null>(field),
    onChange: (value: string | null) => {
      void formik.setFieldValue(field, value);
      void formik.setFieldTouched(field, true, false);
    },
  });
  const column = (field: Field, label: string, input: ReactNode, required = true) => (
    <Col xs={24} md={12}>
      <FormField
        label={label}
        htmlFor={idOf(field)}
        required={required}
        error={errorOf(field)}
        marginBottom={12}
      >
        {input}
      </FormField>
    </Col>
  );
  return { idOf, errorOf, control, valued, day, column };
}
