import type { ReactNode } from 'react';
import { Input, theme, type InputProps } from 'antd';

export interface FormFieldProps {
  label: ReactNode;
  /** The id of the control, so the label names it. */
  htmlFor: string;
  required?: boolean;
  /** One or more error lines; shown instead of the hint. */
  error?: string | string[];
  /** A success hint shown when there is no error ('password is valid'). */
  hint?: ReactNode;
  children: ReactNode;
  marginBottom?: number;
}

/**
 * A labelled form control with its error or success hint, for formik-driven forms. antd's Form.Item does the same
 * with its own form state, which formik already keeps; this costs a fraction of it on the login page's budget.
 * Give the control `status={error ? 'error' : undefined}` and `aria-invalid`.
 */
export function FormField({ label, htmlFor, required, error, hint, children, marginBottom }: FormFieldProps) {
  const { token } = theme.useToken();
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error];
  const messageStyle = { fontSize: token.fontSizeSM, lineHeight: 1.8, marginTop: 4 };
  return (
    <div data-field={htmlFor} style={{ marginBottom: marginBottom ?? token.marginLG }}>
      <div style={{ marginBottom: token.marginXS, color: token.colorText }}>
        {/* the mark stays outside the label, so the control's accessible name is the label alone */}
        {required && (
          <span aria-hidden style={{ color: token.colorError, marginInlineEnd: 4 }}>
            *
          </span>
        )}
        <label htmlFor={htmlFor}>{label}</label>
      </div>
      {children}
      {errors.length > 0 ? (
        <div id={`${htmlFor}-error`} role="alert" style={{ ...messageStyle, color: token.colorError }}>
          {errors.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ) : hint ? (
        <div id={`${htmlFor}-hint`} style={{ ...messageStyle, color: token.colorSuccess }}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export interface InputFieldProps
  extends
    Omit<InputProps, 'id' | 'status' | 'aria-invalid'>,
    Pick<FormFieldProps, 'label' | 'required' | 'error' | 'hint' | 'marginBottom'> {
  /** The input's id, which the label names. */
  id: string;
  /** A password input, with antd's show/hide toggle. */
  password?: boolean;
}

/**
 * A FormField holding one text input marked invalid while it has an error. With formik, spread
 * `formik.getFieldProps(name)` for the name, value and handlers.
 */
export function InputField({
  id,
  label,
  required,
  error,
  hint,
  marginBottom,
  password,
  ...input
}: InputFieldProps) {
  const Control = password ? Input.Password : Input;
  return (
    <FormField
      label={label}
      htmlFor={id}
      required={required}
      error={error}
      hint={hint}
      marginBottom={marginBottom}
    >
      <Control id={id} {...input} status={error ? 'error' : undefined} aria-invalid={Boolean(error)} />
    </FormField>
  );
}
