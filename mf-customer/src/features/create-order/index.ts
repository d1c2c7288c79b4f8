// The create-order feature: `CreateOrderForm` is the /orders/create page's content and the body of the customer
// dashboard's create-order modal (spec 000 §2). `onCreated` receives the new order.
export { CreateOrderForm } from './create-order-form';
export type { CreateOrderFormProps } from './create-order-form';
