import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Select, theme } from 'antd';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-value';

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

export interface FilterOption<V> {
  value: V;
  label: string;
}

/** The options of a select from a record of labels, in the record's order: { all: 'همه', active: 'فعال' }. */
export function optionsOf<K extends string>(labels: Record<K, string>): Array<FilterOption<K>> {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

export interface FilterSelectProps<V extends string | number> {
  /** The select's id, which its visible label names. */
  id: string;
  label: ReactNode;
  value: V;
  options: Array<FilterOption<V>>;
  onChange(value: V): void;
}

/** A list page's select filter: the width of its column, under its visible label. */
export function FilterSelect<V extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <FilterField label={label} htmlFor={id}>
      <Select<V>
        id={id}
        style={{ width: '100%' }}
        value={value}
        options={options}
        onChange={(v) => onChange(v)}
      />
    </FilterField>
  );
}

/**
 * The text of a search box that applies itself once the user stops typing for `delay` ms (trimmed, and only when
 * it differs from the search applied). When the applied search changes from outside (a clear button, the
 * address), the box shows it. `onApply` may be a new function at each render: the wait does not start again.
 */
export function useSearchText(
  applied: string,
  onApply: (search: string) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const apply = useRef(onApply);
  useEffect(() => {
    apply.current = onApply;
  });
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    if (text.trim() === applied) return undefined;
    const timer = setTimeout(() => apply.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, applied, delay]);
  return [text, setText];
}
