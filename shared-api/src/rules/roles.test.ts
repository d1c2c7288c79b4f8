import { isStaffAccount } from './roles';

describe('isStaffAccount', () => {
  it('counts staff and super admins as staff', () => {
    expect(isStaffAccount({ is_staff: true, is_superuser: false })).toBe(true);
    expect(isStaffAccount({ is_staff: false, is_superuser: true })).toBe(true);
  });

  it('refuses customers and dealers, and missing flags', () => {
    expect(isStaffAccount({ is_staff: false, is_superuser: false })).toBe(false);
    expect(isStaffAccount({})).toBe(false);
    expect(isStaffAccount({ is_staff: null })).toBe(false);
  });
});
