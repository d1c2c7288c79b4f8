// Who counts as staff, written once for the server, the shell's guards and the auth store: a staff account or a
// super admin (a super admin may do everything staff may).

/** The account flags as the API answers them (snake_case) or as the server's rows hold them (camelCase). */
export interface StaffFlags {
  readonly is_staff?: boolean | null;
  readonly is_superuser?: boolean | null;
}

/** True for staff and for super admins. */
export function isStaffAccount(account: StaffFlags): boolean {
  return account.is_staff === true || account.is_superuser === true;
}
