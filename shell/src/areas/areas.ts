// The areas (remotes) of the product and how the shell gets their root component.
import type { ComponentType } from 'react';
import { homePathFor, type AuthUser } from '@sefaresh/shared-api';

export const AREAS = ['mf_auth', 'mf_customer', 'mf_dealer', 'mf_admin', 'mf_catalogue'] as const;
export type AreaName = (typeof AREAS)[number];

/** Persian names, for the loading and error panels. */
export const AREA_TITLES: Record<AreaName, string> = {
  mf_auth: 'ورود و ثبت‌نام',
  mf_customer: 'پنل مشتری',
  mf_dealer: 'پنل نماینده فروش',
  mf_admin: 'پنل مدیریت',
  mf_catalogue: 'کاتالوگ محصولات',
};

/**
 * What a remote's `./App` expose is: a module whose default export is a component with no props, and optionally
 * `preload(path)`, which starts loading what the area's page at `path` needs first (its code, its first data)
 * before the shell renders it.
 */
export interface AreaModule {
  default: ComponentType;
  preload?: (path: string) => void;
}

/** Loads an area's `./App`. Injected into the app, so tests need no federation. */
export interface AreaLoader {
  (area: AreaName): Promise<AreaModule>;
  /** Forgets what the loader knows of an area's release, so its next load reads the current manifest. */
  forget?: (area: AreaName) => void;
}

/** The area behind each role's home page. */
const AREA_OF_HOME: Readonly<Record<string, AreaName>> = {
  '/admin': 'mf_admin',
  '/dealer': 'mf_dealer',
  '/dashboard': 'mf_customer',
};

/** The area a signed-in user most likely opens next: the one of their home page (shared-api's homePathFor). */
export function areaForUser(user: Pick<AuthUser, 'is_staff' | 'is_dealer' | 'is_superuser'>): AreaName {
  return AREA_OF_HOME[homePathFor(user)] ?? 'mf_customer';
}

export class AreaLoadError extends Error {
  readonly area: AreaName;
  constructor(area: AreaName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AreaLoadError';
    this.area = area;
  }
}
