// Reading a rendered PDF's words back with poppler (pdftotext -bbox), in the order a reader sees them: the
// invoice and statement PDF tests check Persian word order with it.
import { execFileSync } from 'node:child_process';

export interface Word {
  page: number;
  x: number;
  y: number;
  text: string;
}

const RTL_LETTER = /[\u0620-\u064A\u067E-\u06D3]/;
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * pdftotext -bbox lists each word's characters in visual (left to right) order, so words holding
 * Persian letters are reversed here to get their logical spelling; numbers and Latin stay as they are.
 */
export function readWords(pdf: string): Word[] {
  const xml = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  const words: Word[] = [];
  let page = 0;
  for (const m of xml.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)) {
    if (m[0].startsWith('<page')) {
      page++;
      continue;
    }
    const raw = unescape(m[3]);
    const text = RTL_LETTER.test(raw) ? [...raw].reverse().join('') : raw;
    words.push({ page, x: Number(m[1]), y: Number(m[2]), text });
  }
  return words;
}

/** Finds the words of `phrase` on one line, each to the left of the previous one (right-to-left order). */
export function findRtlPhrase(words: Word[], phrase: string): Word[] | null {
  const parts = phrase.split(' ');
  for (const first of words.filter((w) => w.text === parts[0])) {
    const found = [first];
    for (const part of parts.slice(1)) {
      const prev = found[found.length - 1];
      const next = words
        .filter((w) => w.page === prev.page && Math.abs(w.y - prev.y) < 2 && w.x < prev.x && w.text === part)
        .sort((a, b) => b.x - a.x)[0];
      if (!next) break;
      found.push(next);
    }
    if (found.length === parts.length) return found;
  }
  return null;
}
