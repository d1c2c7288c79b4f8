// Generated catalogue illustrations: a small SVG per product / announcement (coloured background per category,
// a drawn shape, the Persian name). scripts/make-catalogue-images.ts writes them to assets/catalogue/.
import path from 'node:path';
import { SERVER_ROOT } from '../../lib/paths';

/** The illustration drawn on a product's or announcement's image. */
export type Shape = 'bean' | 'seed' | 'leaf' | 'nut' | 'candy' | 'cup' | 'ship';

/** Directory of the committed images, served at MEDIA_PREFIX. */
export const CATALOGUE_ASSETS_DIR = path.join(SERVER_ROOT, 'assets', 'catalogue');

const FONT = "Vazirmatn, Vazir, Tahoma, 'Noto Sans Arabic', sans-serif";

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Shape drawings centred at (200,125), in the accent colour `a` with details in the dark colour `d`. */
const SHAPES: Record<Shape, (a: string, d: string) => string> = {
  bean: (a, d) =>
    `<g transform="rotate(-25 200 125)"><ellipse cx="200" cy="125" rx="46" ry="66" fill="${a}" stroke="${d}" stroke-width="4"/>` +
    `<path d="M200 62c-22 30 22 64 0 126" fill="none" stroke="${d}" stroke-width="6" stroke-linecap="round"/></g>`,
  seed: (a, d) =>
    `<path d="M200 55c38 40 48 80 30 112-14 24-46 24-60 0-18-32-8-72 30-112z" fill="${a}" stroke="${d}" stroke-width="4"/>` +
    `<path d="M200 80v90" stroke="${d}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
  leaf: (a, d) =>
    `<path d="M140 185C140 110 190 70 265 62c-4 80-48 124-125 123z" fill="${a}" stroke="${d}" stroke-width="4"/>` +
    `<path d="M140 185L240 90M175 150l-2-30M205 122l-2-26M175 150l30 2M205 122l28 2" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>`,
  nut: (a, d) =>
    `<path d="M200 58c44 0 66 40 62 76-4 38-30 56-62 56s-58-18-62-56c-4-36 18-76 62-76z" fill="${a}" stroke="${d}" stroke-width="4"/>` +
    `<path d="M200 62c-10 30 10 60-4 124" fill="none" stroke="${d}" stroke-width="4"/><circle cx="222" cy="100" r="6" fill="${d}" opacity=".35"/>`,
  candy: (a, d) =>
    `<path d="M150 125l-42-32v64zM250 125l42-32v64z" fill="${a}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/>` +
    `<ellipse cx="200" cy="125" rx="54" ry="40" fill="${a}" stroke="${d}" stroke-width="4"/>` +
    `<path d="M172 96c10 20 10 38 0 58M200 86c10 24 10 54 0 78M228 96c10 20 10 38 0 58" fill="none" stroke="${d}" stroke-width="3" opacity=".5"/>`,
  cup: (a, d) =>
    `<path d="M140 90h110v50c0 30-24 52-55 52s-55-22-55-52z" fill="${a}" stroke="${d}" stroke-width="4"/>` +
    `<path d="M250 104h12c16 0 16 34 0 34h-14" fill="none" stroke="${d}" stroke-width="5"/>` +
    `<path d="M175 78c-8-10 8-18 0-28M200 78c-8-10 8-18 0-28M225 78c-8-10 8-18 0-28" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>`,
  ship: (a, d) =>
    `<path d="M110 150h180l-24 36H134z" fill="${a}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M135 110h40v40h-40zM180 110h40v40h-40zM225 120h40v30h-40zM158 75h40v35h-40z" fill="${d}" opacity=".75"/>` +
    `<path d="M90 198q15-10 30 0t30 0 30 0 30 0 30 0 30 0 30 0" fill="none" stroke="${a}" stroke-width="4"/>`,
};

/** An SVG illustration (400×300) with the Persian label; colours = [background, accent]. */
export function catalogueSvg(label: string, shape: Shape, [bg, accent]: [string, string]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="400" height="300" fill="${bg}"/>` +
    `<circle cx="200" cy="125" r="98" fill="#fff" opacity=".12"/>` +
    SHAPES[shape](accent, '#2b1d14') +
    `<rect x="20" y="226" width="360" height="54" rx="14" fill="#000" opacity=".22"/>` +
    `<text x="200" y="262" fill="#fff" font-family="${FONT}" font-size="${label.length > 20 ? 21 : 26}" font-weight="700" text-anchor="middle" direction="rtl">${escapeXml(label)}</text>` +
    `</svg>\n`
  );
}

/** The stored `image` value of a generated file and its public URL. */
export const catalogueImagePath = (slug: string) => `catalogue/${slug}.svg`;

/** Public URL of a stored image value: absolute URLs as they are, `catalogue/<file>` under /api/media/. */
export function imageUrl(image: string): string {
  if (/^https?:\/\//i.test(image) || image.startsWith('/')) return image;
  return `/api/media/${image}`;
}
