// Persian texts of the person picker of the filters.
import { toPersianDigits } from '@sefaresh/shared-ui';

export const USER_PICKER_TEXTS = {
  userPlaceholder: 'جستجوی نام، ایمیل یا تلفن',
  userNumber: (id: number) => `کاربر شماره ${toPersianDigits(id)}`,
  noUsers: 'کاربری با این مشخصات پیدا نشد',
  searchingUsers: 'در حال جستجو…',
  typeToSearchUsers: 'بخشی از نام، ایمیل یا تلفن را بنویسید',
} as const;
