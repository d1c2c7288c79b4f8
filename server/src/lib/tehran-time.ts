// Tehran time, written once: the wall clock of a moment in Tehran, the moment a Tehran civil day begins, the
// Persian calendar year and month around a moment. Used by the admin order list (date filter, export dates),
// the admin dashboard and the activity log (reports), and invoice numbering. Offsets are computed from the
// time-zone database, never assumed (+03:30 since 2022, +04:30 in summer before).

import moment from 'moment-jalaali';

export const TEHRAN = 'Asia/Tehran';
const DAY_MS = 86_400_000;

const gregorianParts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
const persianDayFormat = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: TEHRAN,
  day: 'numeric',
});
const persianYearFormat = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  year: 'numeric',
  timeZone: TEHRAN,
});

/** The Gregorian wall clock in Tehran at a moment (month 1–12). */
export function tehranWallClock(at: Date) {
  const p = Object.fromEntries(gregorianParts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Tehran's offset from UTC (ms) at a moment. */
function tehranOffset(at: Date): number {
  const p = tehranWallClock(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment Tehran's civil day (year, month 1–12, day; the day may be 0 or negative and overflows) begins. */
export function tehranDayStart(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  const guess = new Date(wall - tehranOffset(new Date(wall)));
  return new Date(wall - tehranOffset(guess)); // again, in case the offset differs at the guess
}

/** 'YYYY-MM-DD' → the moment that Tehran day begins (plus `days`). */
export function tehranDayStartOf(isoDate: string, days = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return tehranDayStart(y, m, d + days);
}

/**
 * 'YYYY-MM-DD' → the last second of that Tehran day: a calendar day given as an instant that every screen reads as
 * the same date, whether it formats in Tehran's time or in UTC (the day's first moment is the evening before in UTC).
 */
export function tehranDayEndOf(isoDate: string): Date {
  return new Date(tehranDayStartOf(isoDate, 1).getTime() - 1000);
}

/** The Tehran civil day of a moment, as a UTC-midnight Date carrying y/m/d. */
function civilDay(at: Date): Date {
  const p = tehranWallClock(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

const dayStartOfCivil = (civil: Date) =>
  tehranDayStart(civil.getUTCFullYear(), civil.getUTCMonth() + 1, civil.getUTCDate());

const persianDayOfMonth = (at: Date) =>
  Number(persianDayFormat.formatToParts(at).find((p) => p.type === 'day')?.value);

/** The Tehran day `days` after `now`'s, as YYYY-MM-DD. */
export function tehranIsoDay(now: Date, days = 0): string {
  const wall = tehranWallClock(now);
  const start = tehranDayStart(wall.year, wall.month, wall.day + days);
  const p = tehranWallClock(new Date(start.getTime() + 12 * 3_600_000));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** [start, end) of today and of the current Persian month, in Tehran time. */
export function todayAndPersianMonth(now: Date) {
  const today = civilDay(now);
  const monthFirst = new Date(today.getTime() - (persianDayOfMonth(now) - 1) * DAY_MS);
  // 32 days on is inside the next Persian month (months have 29 to 31 days)
  const probe = new Date(monthFirst.getTime() + 32 * DAY_MS);
  const probeDay = persianDayOfMonth(new Date(probe.getTime() + 12 * 3_600_000));
  const nextMonthFirst = new Date(probe.getTime() - (probeDay - 1) * DAY_MS);
  return {
    today: { from: dayStartOfCivil(today), to: dayStartOfCivil(new Date(today.getTime() + DAY_MS)) },
    month: { from: dayStartOfCivil(monthFirst), to: dayStartOfCivil(nextMonthFirst) },
  };
}

/** The Persian (Solar Hijri) year of a moment, in Tehran. */
export function persianYear(at: Date): number {
  return Number(persianYearFormat.formatToParts(at).find((p) => p.type === 'year')?.value);
}

const tehranCivil = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Persian (jalaali) date of a moment in Tehran. */
export function tehranPersianDate(at: Date): { jy: number; jm: number; jd: number } {
  const p = Object.fromEntries(tehranCivil.formatToParts(at).map((x) => [x.type, x.value]));
  const j = jConvert.toJalaali(Number(p.year), Number(p.month) - 1, Number(p.day));
  return { jy: j.jy, jm: j.jm + 1, jd: j.jd };
}

/** The moment (Tehran midnight) a Persian month begins; month 13 is Farvardin of the next year. */
export function persianMonthStart(jy: number, jm: number): Date {
  const y = jm > 12 ? jy + 1 : jy;
  const m = jm > 12 ? 1 : jm;
  const g = jConvert.toGregorian(y, m - 1, 1);
  return tehranDayStart(g.gy, g.gm + 1, g.gd);
}

/** The moment (Tehran midnight) a Persian day begins (the day may overflow its month: 1405/01/32 = 1405/02/01). */
export function persianDayStart(jy: number, jm: number, jd: number): Date {
  const g = jConvert.toGregorian(jy, jm - 1, 1);
  return tehranDayStart(g.gy, g.gm + 1, g.gd + jd - 1);
}

/**
 * One of moment-jalaali's calendar conversions, which its typings leave out, checked at load and on each answer.
 * Months count from 0, as in moment.
 */
function conversion<K extends string>(name: string, keys: readonly [K, K, K]) {
  const convert: unknown = Reflect.get(Reflect.get(moment, 'jConvert') ?? {}, name);
  if (typeof convert !== 'function') throw new Error(`moment-jalaali has no jConvert.${name}`);
  return (a: number, b: number, c: number): Record<K, number> => {
    const answer: unknown = convert(a, b, c);
    const out = {} as Record<K, number>;
    for (const key of keys) {
      const value: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, key) : null;
      if (typeof value !== 'number') throw new Error(`moment-jalaali's ${name} answered no ${key}`);
      out[key] = value;
    }
    return out;
  };
}

const jConvert = {
  toJalaali: conversion('toJalaali', ['jy', 'jm', 'jd'] as const),
  toGregorian: conversion('toGregorian', ['gy', 'gm', 'gd'] as const),
};
