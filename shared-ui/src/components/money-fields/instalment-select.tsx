// Which instalment a payment is for: the open instalments of the schedule, each with its term, Jalali due date
// and what is outstanding.
import { Select } from 'antd';
import type { InstalmentView } from '../receivables/receivable-types';
import { MONEY_FIELD_TEXTS as T } from './money-field-texts';
import { openInstalments } from './money-schema';

export interface InstalmentSelectProps {
  id: string;
  schedule: readonly InstalmentView[];
  value: number | null;
  onChange(value: number | null): void;
  disabled?: boolean;
  error?: string;
}

export function InstalmentSelect({ id, schedule, value, onChange, disabled, error }: InstalmentSelectProps) {
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      allowClear
      disabled={disabled}
      status={error ? 'error' : undefined}
      aria-invalid={Boolean(error)}
      style={{ width: '100%' }}
      // the options wrap inside the field's width, so a phone never scrolls sideways
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
      options={openInstalments(schedule).map((i) => ({
        value: i.id,
        label: T.instalmentOption(i.position, i.term_display, i.due_date, i.outstanding),
      }))}
    />
  );
}
