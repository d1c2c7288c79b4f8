import { ValidationError } from 'yup';
import { checkCustomerInfo, INVOICE_INFO_REQUIRED_FIELDS } from '@sefaresh/shared-api/rules';
import { CUSTOMER_INFO_CASES, VALID_CUSTOMER_INFO } from '@sefaresh/shared-api/testing';
import { invoiceInfoSchema, toPayload, toValues } from './invoice-info-schema';

/** The schema's first message per field, as formik shows them. */
function problemsOf(values: object): Record<string, string> {
  try {
    invoiceInfoSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('the invoice-info form reads customer info as the rules module and the server do', () => {
  test.each(CUSTOMER_INFO_CASES)('$field «$typed» → $stored$problem', ({ field, typed, stored, problem }) => {
    const values = toValues({ ...VALID_CUSTOMER_INFO, [field]: typed });
    if (problem) expect(problemsOf(values)).toEqual({ [field]: problem });
    else {
      expect(problemsOf(values)).toEqual({});
      expect(toPayload(values)[field]).toBe(stored);
    }
    expect(checkCustomerInfo(values, INVOICE_INFO_REQUIRED_FIELDS).problems?.[field]).toBe(problem);
  });

  test('only name and phone are required', () => {
    expect(problemsOf(toValues(null))).toEqual({
      name: 'نام الزامی است',
      phone: 'شماره موبایل الزامی است',
    });
  });
});
