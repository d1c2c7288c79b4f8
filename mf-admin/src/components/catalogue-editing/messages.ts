// The texts of the editing pieces the product and announcement pages share: a card's toggles and buttons, the
// bulk actions, and the upload form modal's buttons and progress.
export const EDITING_TEXTS = Object.freeze({
  active: 'فعال',
  featured: 'ویژه',
  edit: 'ویرایش',
  delete: 'حذف',
  yes: 'بله',
  no: 'خیر',
  bulk: {
    activate: 'فعال کردن',
    deactivate: 'غیرفعال کردن',
    feature: 'ویژه کردن',
    unfeature: 'حذف از ویژه',
    delete: 'حذف',
  },
  save: 'ذخیره',
  cancel: 'انصراف',
  uploading: 'در حال بارگذاری',
});
