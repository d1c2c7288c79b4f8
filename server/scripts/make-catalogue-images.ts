// Writes the catalogue illustrations (one SVG per demo product and announcement) to server/assets/catalogue/.
// Run: npx tsx server/scripts/make-catalogue-images.ts   (the files are committed; rerun after changing data.ts)
import fs from 'node:fs';
import path from 'node:path';
import { ANNOUNCEMENTS, CATEGORIES, PRODUCTS } from '../src/seed/catalogue-data';
import { CATALOGUE_ASSETS_DIR, catalogueSvg } from '../src/modules/catalogue/images';

const colors = Object.fromEntries(CATEGORIES.map((c) => [c.name, c.colors]));

fs.mkdirSync(CATALOGUE_ASSETS_DIR, { recursive: true });
const files = new Map<string, string>();
for (const product of PRODUCTS)
  files.set(`${product.slug}.svg`, catalogueSvg(product.name, product.shape, colors[product.category]));
for (const a of ANNOUNCEMENTS)
  files.set(`${a.slug}.svg`, catalogueSvg(`محموله ${a.origin_country}`, 'ship', colors[a.category]));

for (const name of fs.readdirSync(CATALOGUE_ASSETS_DIR))
  if (name.endsWith('.svg') && !files.has(name)) fs.rmSync(path.join(CATALOGUE_ASSETS_DIR, name));
let largest = 0;
for (const [name, svg] of files) {
  fs.writeFileSync(path.join(CATALOGUE_ASSETS_DIR, name), svg);
  largest = Math.max(largest, Buffer.byteLength(svg));
}
console.log(`${files.size} images in ${CATALOGUE_ASSETS_DIR} (largest ${largest} bytes)`);
