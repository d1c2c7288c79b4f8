// The default reference of a commission payout: something a person can read and find again,
// the Persian-calendar day in Tehran and the dealer's code, in ASCII like every code (docs/contracts.md):
// 'PAY-1405-09-07-DLR-1001'; several dealers paid at once: the first code and how many more ('…-DLR-1001+2').
import { TEHRAN_TIME_ZONE } from './tehran-time';

const persianDayLatin = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: TEHRAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Persian-calendar day in Tehran with ASCII digits: '1405-09-07'. */
export function jalaliDayAscii(at: Date): string {
  const parts = persianDayLatin.formatToParts(at);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function payoutReference(at: Date, dealerCodes: readonly (string | null | undefined)[]): string {
  const codes = [...new Set(dealerCodes.filter((c): c is string => Boolean(c)))];
  const who =
    codes.length === 0 ? '' : codes.length === 1 ? `-${codes[0]}` : `-${codes[0]}+${codes.length - 1}`;
  return `PAY-${jalaliDayAscii(at)}${who}`;
}
