import sharp from 'sharp';

/** A real picture of the given format, made on the spot. */
export function pictureOf(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b03060' } })
    .toFormat(format)
    .toBuffer();
}
