// Persian text for pdfkit: number formatting, bidi reordering and right-aligned drawing.
import { toPersianDigits } from '@sefaresh/shared-api/rules';
import bidiFactory from 'bidi-js';
import { tehranPersianDate, tehranWallClock } from '../../lib/tehran-time';

const bidi = bidiFactory();

/** Persian digits (the rules module's toPersianDigits). */
export const faDigits = (s: string): string => toPersianDigits(s);

/** Keeps a left-to-right value (number, code, phone) in one piece inside Persian text. */
export function ltr(s: string): string {
  return `\u2066${s}\u2069`;
}

/** '18500000' → '۱۸٬۵۰۰٬۰۰۰' (string ops only: money never becomes a float). */
export function formatAmount(amount: string): string {
  const m = /^(-?)0*(\d+?)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) throw new Error(`invalid amount: ${amount}`);
  const [, sign, whole, fraction] = m;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '٬');
  return faDigits(sign + grouped + (fraction ? `٫${fraction}` : ''));
}

/** '12.50' → '۱۲٫۵٪' */
export function formatPercent(value: string): string {
  const [whole, fraction = ''] = value.trim().split('.');
  const f = fraction.replace(/0+$/, '');
  return faDigits(String(Number(whole)) + (f ? `٫${f}` : '')) + '٪';
}

export function isZero(amount: string): boolean {
  return /^-?0*(\.0*)?$/.test(amount.trim());
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Jalali date (and time) in Tehran, from lib/tehran-time: 'jYYYY/jMM/jDD' or 'jYYYY/jMM/jDD HH:mm'. */
export function jalaliDate(date: Date, withTime = false): string {
  const { jy, jm, jd } = tehranPersianDate(date);
  let text = `${String(jy).padStart(4, '0')}/${pad2(jm)}/${pad2(jd)}`;
  if (withTime) {
    const { hour, minute } = tehranWallClock(date);
    text += ` ${pad2(hour)}:${pad2(minute)}`;
  }
  return faDigits(text);
}

const ARABIC_LETTER =
  /[\u0610-\u061A\u0620-\u065F\u0670-\u06D3\u06D5-\u06ED\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC\u200C\u200D]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const INVISIBLE = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

type Kind = 'letter' | 'arabic-other' | 'other';

/**
 * Splits one line into pieces in visual order (left to right). Each piece is handed to pdfkit as is;
 * fontkit shapes it and, for Arabic script, reverses its glyphs. So Arabic-letter words stay in
 * logical order, Arabic-script digits in a left-to-right run are passed reversed (fontkit would
 * otherwise reverse them), and spaces and other characters of right-to-left runs are passed one by one,
 * mirrored where needed.
 */
export function visualPieces(text: string): string[] {
  const embedding = bidi.getEmbeddingLevels(text, 'rtl');
  const levels = embedding.levels;
  const order = Array.from({ length: text.length }, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(text, embedding)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }

  const pieces: string[] = [];
  let run: number[] = [];
  let runKind: Kind = 'other';
  const flush = () => {
    if (!run.length) return;
    const rtl = (levels[run[0]] & 1) === 1;
    const first = rtl ? run[run.length - 1] : run[0];
    const logical = text.slice(first, first + run.length);
    pieces.push(!rtl && runKind !== 'other' ? [...logical].reverse().join('') : logical);
    run = [];
  };

  for (const i of order) {
    const ch = text[i];
    if (INVISIBLE.test(ch)) continue;
    const rtl = (levels[i] & 1) === 1;
    if (/\s/.test(ch) || (rtl && !ARABIC_LETTER.test(ch))) {
      flush();
      pieces.push(/\s/.test(ch) ? ' ' : rtl ? (bidi.getMirroredCharacter(ch) ?? ch) : ch);
      continue;
    }
    const kind: Kind = ARABIC_LETTER.test(ch) ? 'letter' : ARABIC_SCRIPT.test(ch) ? 'arabic-other' : 'other';
    const last = run[run.length - 1];
    const continues =
      run.length > 0 &&
      kind === runKind &&
      (levels[last] & 1) === (levels[i] & 1) &&
      i === last + (rtl ? -1 : 1);
    if (!continues) flush();
    run.push(i);
    runKind = kind;
  }
  flush();
  return pieces;
}

export interface Font {
  name: string;
  size: number;
}

/** Draws right-to-left text with pdfkit; every call sets its own font. */
export class RtlText {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private use(font: Font): void {
    this.doc.font(font.name).fontSize(font.size);
  }

  private pieceWidth(piece: string): number {
    return this.doc.widthOfString(piece);
  }

  width(text: string, font: Font): number {
    this.use(font);
    return visualPieces(text).reduce((w, p) => w + this.pieceWidth(p), 0);
  }

  /** Greedy word wrap in logical order; a word longer than the width gets a line of its own. */
  wrap(text: string, font: Font, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.width(candidate, font) > maxWidth) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws one line so that it ends at `right` (or is centred in [right - width, right]). */
  line(
    text: string,
    font: Font,
    right: number,
    y: number,
    opts: { center?: number; color?: string } = {},
  ): void {
    const pieces = visualPieces(text);
    this.use(font);
    const total = pieces.reduce((w, p) => w + this.pieceWidth(p), 0);
    let x = opts.center !== undefined ? right - (opts.center + total) / 2 : right - total;
    this.doc.fillColor(opts.color ?? '#000000');
    for (const piece of pieces) {
      const w = this.pieceWidth(piece);
      if (piece !== ' ') this.doc.text(piece, x, y, { lineBreak: false });
      x += w;
    }
  }
}

/**
 * pdftotext and pdf.js put right-to-left text back into logical order by reversing it character by
 * character, which also reverses the characters of a ligature glyph (lam-alef 'لا' came out as 'ال').
 * So, just before the document ends, Arabic ligature glyphs get their characters reversed in the
 * fonts' ToUnicode data. This reaches into pdfkit's embedded fonts, which have no public API for it.
 */
export function fixRtlLigatureText(doc: PDFKit.PDFDocument): void {
  for (const unicode of embeddedUnicodeTables(doc)) {
    unicode.forEach((codePoints, gid) => {
      if (
        Array.isArray(codePoints) &&
        codePoints.length > 1 &&
        codePoints.every((cp) => typeof cp === 'number' && ARABIC_LETTER.test(String.fromCodePoint(cp)))
      ) {
        unicode[gid] = [...codePoints].reverse();
      }
    });
  }
}

/**
 * The ToUnicode tables (glyph id → code points) of the document's embedded fonts, read from pdfkit's private
 * `_fontFamilies`; throws when pdfkit no longer keeps them there, so a pdfkit upgrade that moves them fails the
 * invoice tests instead of printing reversed ligatures.
 */
function embeddedUnicodeTables(doc: PDFKit.PDFDocument): unknown[][] {
  const families: unknown = Reflect.get(doc, '_fontFamilies');
  if (typeof families !== 'object' || families === null) throw new Error('pdfkit: no _fontFamilies');
  const tables = new Set<unknown[]>();
  for (const font of Object.values(families)) {
    const unicode: unknown = typeof font === 'object' && font !== null ? Reflect.get(font, 'unicode') : null;
    if (Array.isArray(unicode)) tables.add(unicode);
  }
  return [...tables];
}
