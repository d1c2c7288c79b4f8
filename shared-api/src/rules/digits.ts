// Persian, Arabic-Indic and ASCII digits: what users type is read with ASCII digits, what they see has Persian ones.
const PERSIAN_ZERO = 0x06f0; // ۰
const ARABIC_ZERO = 0x0660; // ٠

/** Replaces Persian (۰-۹) and Arabic-Indic (٠-٩) digits with ASCII digits. Other characters are kept. */
export function normalizeDigits(s: string): string {
  if (s == null) return '';
  return String(s).replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** Replaces ASCII digits with Persian digits (۰-۹); other characters are kept. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/\d/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
}
