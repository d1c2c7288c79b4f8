// Persian texts of the customers module.
export const INVOICE_INFO_TEXTS = {
  updated: 'اطلاعات با موفقیت به‌روزرسانی شد',
} as const;
