// The demo catalogue's drawings through the same path as uploads: each committed SVG is rasterised by
// sharp, then rendered and stored like an upload (WebP display size and thumbnail, content-addressed), so demo
// data and real uploads are served alike. Without a file store (tests that seed only rows) the SVG path is kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../lib/file-store';
import { CATALOGUE_ASSETS_DIR, catalogueImagePath } from '../modules/catalogue/images';
import { loadSharp, storeImage } from '../modules/catalogue/image-pipeline';

export interface DemoImage {
  image: string;
  thumbnail: string | null;
}

export async function demoImage(slug: string, files?: FileStore): Promise<DemoImage> {
  if (!files) return { image: catalogueImagePath(slug), thumbnail: null };
  const svg = await fs.readFile(path.join(CATALOGUE_ASSETS_DIR, `${slug}.svg`));
  // the SVG is the committed drawing, rasterised here; uploads never accept SVG
  const sharp = await loadSharp();
  const png = await sharp(svg, { density: 144 }).png().toBuffer();
  const { image, thumbnail } = await storeImage(files, png);
  return { image, thumbnail };
}
