// The official-invoice fields of the order form and the invoice-info form: one yup field per field, each asking
// the rules module's one rule (customerInfoFieldProblem, which the server runs too), and the order both forms
// show the fields in.
import { object, string, type TestContext } from 'yup';
import {
  CUSTOMER_INFO_FIELDS,
  customerInfoFieldProblem,
  type CustomerInfoField,
} from '@sefaresh/shared-api/rules';

/** The fields as the forms lay them out: the address last, on a row of its own. */
export const CUSTOMER_INFO_FORM_ORDER: readonly CustomerInfoField[] = [
  ...CUSTOMER_INFO_FIELDS.filter((field) => field !== 'complete_address'),
  'complete_address',
];

/** The yup schema of the official-invoice fields, `required` naming the fields that must be filled. */
export function customerInfoSchema(required: readonly CustomerInfoField[]) {
  const field = (name: CustomerInfoField) =>
    string()
      .default('')
      .test('customer-info', function (this: TestContext, value) {
        const problem = customerInfoFieldProblem(name, value, required.includes(name));
        return problem ? this.createError({ message: problem }) : true;
      });
  return object(
    Object.fromEntries(CUSTOMER_INFO_FIELDS.map((name) => [name, field(name)])) as Record<
      CustomerInfoField,
      ReturnType<typeof field>
    >,
  );
}
