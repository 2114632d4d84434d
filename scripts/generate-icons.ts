/**
 * Draws the app icons of the web manifest and the iPhone home screen from the salon's logo (public/logo.svg), with
 * sharp, as palette PNGs (a third of the size of full-colour ones, and the browser fetches icon-192 for the manifest
 * as a page loads: docs/architecture.md#fast-public-pages). Run it again when the logo changes:
 * `node --import tsx scripts/generate-icons.ts`; the PNGs it writes under public/icons/ are committed.
 *
 * - icon-192.png, icon-512.png: the round logo on a transparent square (purpose "any").
 * - icon-maskable-192.png, icon-maskable-512.png: the logo at 76 % on a full rose square, so the launcher's mask
 *   (a circle, a squircle...) never cuts into it: the safe zone is the centred circle of 80 % diameter.
 * - apple-touch-icon.png (180): the same full square; iOS rounds the corners itself and shows no transparency.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logoFile = path.join(root, 'public', 'logo.svg');
const outDir = path.join(root, 'public', 'icons');

/** The theme's primary (rose 7 in src/web/theme.ts): the manifest's theme_color too. */
const ROSE = '#9a3763';

async function logoPng(size: number): Promise<Buffer> {
  // Render the vector at the target size (density scales the 64-unit viewBox) rather than scaling a bitmap.
  const density = Math.ceil((72 * size) / 64);
  return sharp(fs.readFileSync(logoFile), { density }).resize(size, size).png().toBuffer();
}

async function plainIcon(size: number, file: string): Promise<void> {
  await sharp(await logoPng(size))
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(path.join(outDir, file));
}

async function fullBleedIcon(size: number, file: string, logoShare: number): Promise<void> {
  const logoSize = Math.round(size * logoShare);
  const offset = Math.round((size - logoSize) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: ROSE } })
    .composite([{ input: await logoPng(logoSize), top: offset, left: offset }])
    .flatten({ background: ROSE })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(path.join(outDir, file));
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  await plainIcon(192, 'icon-192.png');
  await plainIcon(512, 'icon-512.png');
  await fullBleedIcon(192, 'icon-maskable-192.png', 0.76);
  await fullBleedIcon(512, 'icon-maskable-512.png', 0.76);
  await fullBleedIcon(180, 'apple-touch-icon.png', 0.84);
  for (const file of fs.readdirSync(outDir).sort()) {
    console.log(`public/icons/${file}  ${fs.statSync(path.join(outDir, file)).size} bytes`);
  }
}

await main();
