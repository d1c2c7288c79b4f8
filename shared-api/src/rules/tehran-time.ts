// The product's clock is Tehran's: every screen, PDF, email and SMS prints a date as it is in Tehran, whatever the
// zone of the machine that shows it.
export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: TEHRAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Tehran's offset from UTC in minutes at `at` (210 since 2022; 270 in the summers before). */
export function tehranOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}
