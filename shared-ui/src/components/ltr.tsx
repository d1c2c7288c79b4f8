// Typed e-mail addresses, phone numbers, codes and numbers read left to right, still aligned with the RTL form
// (the theme's CSS `direction: rtl` beats a dir attribute): the one style every form's such inputs use.
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { InputField } from './form-field';

export const LTR_INPUT_STYLE = Object.freeze({ direction: 'ltr', textAlign: 'right' } as const);

export interface EmailFieldProps {
  /** The input's id (and the label's htmlFor); the input's name is `email`. */
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Shown under the field; marks the input invalid. */
  error?: string;
  placeholder?: string;
  required?: boolean;
  marginBottom?: number;
}

/** The e-mail field of the sign-in and recovery forms: label, left-to-right input, error. */
export function EmailField({ id, label, error, required, marginBottom, ...input }: EmailFieldProps) {
  return (
    <InputField
      id={id}
      label={label}
      required={required}
      error={error}
      marginBottom={marginBottom}
      name="email"
      type="email"
      style={LTR_INPUT_STYLE}
      autoComplete="username"
      {...input}
    />
  );
}
