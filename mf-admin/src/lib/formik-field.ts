// What an antd control needs from a formik form to show one field: its value and handlers, and its error once the
// field was touched (shown under it by shared-ui's FormField).
import type { FormikProps } from 'formik';
import type { ValidationError } from 'yup';

/** The field's first error, once the user has left it or tried to submit. */
export function touchedError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return formik.touched[name] && typeof error === 'string' ? error : undefined;
}

/** The props of a text control (Input, Input.TextArea, Input.Password) bound to the field `name`. */
export function textFieldProps<V>(formik: FormikProps<V>, name: keyof V & string, id: string) {
  const error = touchedError(formik, name);
  const value = formik.values[name];
  return {
    id,
    name,
    value: typeof value === 'string' ? value : '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** The props of a control whose onChange hands over the value itself (Select, NumberInput, date pickers). */
export function valueFieldProps<V, K extends keyof V & string>(formik: FormikProps<V>, name: K, id: string) {
  const error = touchedError(formik, name);
  return {
    id,
    value: formik.values[name],
    onChange: (value: V[K]) => void formik.setFieldValue(name, value),
    onBlur: () => void formik.setFieldTouched(name, true),
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
  };
}

/** The props of a Switch bound to a boolean field. */
export function switchFieldProps<V>(formik: FormikProps<V>, name: keyof V & string, id: string) {
  return {
    id,
    checked: formik.values[name] === true,
    onChange: (checked: boolean) => void formik.setFieldValue(name, checked),
  };
}

/** A yup test from a rule of the rules module that names the problem of a value (or null when it is fine). */
export function byRule<T>(check: (value: T) => string | null | undefined) {
  return (value: T, context: { createError(params: { message: string }): ValidationError }) => {
    const problem = check(value);
    return problem ? context.createError({ message: problem }) : true;
  };
}
