import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface FilterFieldProps {
  /** The filter's name, shown above it («وضعیت», «مرتب‌سازی»): a select reading «همه» says what it is all of. */
  label: ReactNode;
  /** The id given to the control (antd's Select and Input pass it to their input), so the label names it. */
  htmlFor: string;
  children: ReactNode;
}

/** A list page's filter with its visible label. Put it in a Row with `align="bottom"`. */
export function FilterField({ label, htmlFor, children }: FilterFieldProps) {
  const { token } = theme.useToken();
  return (
    <div data-filter={htmlFor}>
      <label
        htmlFor={htmlFor}
        style={{ display: 'block', marginBottom: 4, fontSize: token.fontSizeSM, color: token.colorText }}
      >
        {label}
      </label>
      {children}
    </div>
  );
}
