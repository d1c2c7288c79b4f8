// The customers list's page size.
export const CUSTOMERS_PAGE_SIZE = 20;
