// The fields a payment carries, shared by the customer's receipt upload and the cheque registration of customers
// and staff.
export { MONEY_FIELD_TEXTS, CHEQUE_FORM_TEXTS } from './money-field-texts';
export { amountSchema, byProblem, oldestOpenId, openInstalments } from './money-schema';
export { InstalmentSelect, type InstalmentSelectProps } from './instalment-select';
export { ChequeForm, type ChequeFormProps } from './cheque-form';
export type { ChequePayload, ChequeValues } from './cheque-values';
export { formikGrid } from './formik-grid';
