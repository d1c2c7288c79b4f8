// Links between areas that carry data in the address, written and read in one place.
//
// /orders/create (mf-customer) takes:
//   product=<id>   the product to preselect in the first item row (when it is active and in stock)
//   inquiry=1      inquiry mode: the form says it is an inquiry (from /product/newarrivals)
//   comment=<text> the customer comment to start with (the inquiry's product and shipment)
// The catalogue's order button writes product; the new-shipments page's inquiry button writes all three.
// A visitor who is not signed in is sent to /login by the shell's guard and brought back to the same address.

export const CREATE_ORDER_PATH = '/orders/create';

export interface CreateOrderLink {
  productId?: number;
  inquiry?: boolean;
  comment?: string;
}

/** The address of the order form with these presets. */
export function createOrderHref(link: CreateOrderLink = {}): string {
  const params = new URLSearchParams();
  if (link.productId !== undefined) params.set('product', String(link.productId));
  if (link.inquiry) params.set('inquiry', '1');
  if (link.comment) params.set('comment', link.comment);
  const query = params.toString();
  return query ? `${CREATE_ORDER_PATH}?${query}` : CREATE_ORDER_PATH;
}

/** The presets an address carries; anything unreadable is left out. */
export function readCreateOrderLink(search: string | URLSearchParams): CreateOrderLink {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const link: CreateOrderLink = {};
  const product = params.get('product');
  if (product && /^\d{1,9}$/.test(product) && Number(product) > 0) link.productId = Number(product);
  if (params.get('inquiry') === '1') link.inquiry = true;
  const comment = params.get('comment')?.trim();
  if (comment) link.comment = comment.slice(0, 2000);
  return link;
}

/** The comment an inquiry from a shipment announcement starts with. */
export function inquiryComment(productName: string, shipmentTitle: string): string {
  return `استعلام قیمت و موجودی «${productName}» از محموله «${shipmentTitle}»`;
}
