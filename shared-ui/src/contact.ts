// The seller's support line shown on the customer dashboard and the new-shipments page (a tel: link, shown in
// Persian digits). The same number as the server's default SELLER_PHONE; the API has no public call that gives a
// deployment's own number yet.
export const SUPPORT_PHONE = '02188776655';
