// The filters of the activity log: order number (as screens show it, «#۱۲»), user (picked by name), Persian date
// range and note text, in a formik form checked by its yup schema; applied on submit, cleared at once.
import { useFormik, type FormikProps } from 'formik';
import * as yup from 'yup';
import { Button, Col, Flex, Input, Row } from 'antd';
import { parseOrderNumber } from '@sefaresh/shared-api/rules';
import { FormField, PersianDatePicker } from '@sefaresh/shared-ui';
import { textFieldProps, touchedError } from '../../lib/formik-field';
import { ACTIVITY_TEXTS as T } from './messages';
import type { ActivityFilters } from './use-activity-log';
import { UserPicker } from '../../components/user-picker';

export interface FilterDraft {
  orderId: string;
  /** The chosen user's id, and their name when known. */
  user: number | null;
  userName?: string;
  /** Gregorian days 'YYYY-MM-DD' from the Persian date pickers, '' for none. */
  dateFrom: string;
  dateTo: string;
  search: string;
}

export const EMPTY_DRAFT: FilterDraft = { orderId: '', user: null, dateFrom: '', dateTo: '', search: '' };

const filtersSchema = yup.object({
  orderId: yup
    .string()
    .test('order', T.invalidNumber, (text) => !text?.trim() || parseOrderNumber(text) !== null),
  dateTo: yup.string().test('after', T.dateOrder, function after(to) {
    const from = (this.parent as FilterDraft).dateFrom;
    return !from || !to || from <= to;
  }),
});

/** A checked draft → the request's filters. */
export function draftFilters(draft: FilterDraft): ActivityFilters {
  const filters: ActivityFilters = {};
  const orderId = draft.orderId.trim() ? parseOrderNumber(draft.orderId) : null;
  if (orderId) filters.order_id = orderId;
  if (draft.user) filters.user = draft.user;
  if (draft.dateFrom) filters.date_from = draft.dateFrom;
  if (draft.dateTo) filters.date_to = draft.dateTo;
  const search = draft.search.trim();
  if (search) filters.search = search;
  return filters;
}

/** The filters' form, kept by the page so a click on a user in the table can fill the user in. */
export function useFiltersForm(initial: FilterDraft, onApply: (filters: ActivityFilters) => void) {
  return useFormik<FilterDraft>({
    initialValues: initial,
    validationSchema: filtersSchema,
    validateOnChange: false,
    onSubmit: (draft) => onApply(draftFilters(draft)),
  });
}

const id = (field: keyof FilterDraft) => `activity-filter-${field}`;

export function ActivityLogFilters({
  formik,
  onClear,
}: {
  formik: FormikProps<FilterDraft>;
  onClear(): void;
}) {
  const { values } = formik;
  const date = (field: 'dateFrom' | 'dateTo') => ({
    id: id(field),
    value: values[field] || null,
    onChange: (value: string | null) => void formik.setFieldValue(field, value ?? ''),
    status: touchedError(formik, field) ? ('error' as const) : undefined,
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="فیلترها" role="search">
      <Row gutter={12}>
        <Col xs={12} md={4}>
          <FormField label={T.orderFilter} htmlFor={id('orderId')} error={touchedError(formik, 'orderId')}>
            <Input {...textFieldProps(formik, 'orderId', id('orderId'))} inputMode="numeric" allowClear />
          </FormField>
        </Col>
        <Col xs={24} md={6}>
          <FormField label={T.userFilter} htmlFor={id('user')}>
            <UserPicker
              id={id('user')}
              label={T.userFilter}
              value={values.user}
              knownName={values.userName}
              onChange={(user, userName) => void formik.setValues({ ...values, user, userName })}
            />
          </FormField>
        </Col>
        <Col xs={12} md={4}>
          <FormField label={T.dateFrom} htmlFor={id('dateFrom')} error={touchedError(formik, 'dateFrom')}>
            <PersianDatePicker {...date('dateFrom')} max={values.dateTo || undefined} />
          </FormField>
        </Col>
        <Col xs={12} md={4}>
          <FormField label={T.dateTo} htmlFor={id('dateTo')} error={touchedError(formik, 'dateTo')}>
            <PersianDatePicker {...date('dateTo')} min={values.dateFrom || undefined} />
          </FormField>
        </Col>
        <Col xs={24} md={6}>
          <FormField label={T.search} htmlFor={id('search')}>
            <Input {...textFieldProps(formik, 'search', id('search'))} allowClear maxLength={200} />
          </FormField>
        </Col>
      </Row>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit">
          {T.apply}
        </Button>
        <Button onClick={onClear}>{T.clear}</Button>
      </Flex>
    </form>
  );
}
