import sharp from 'sharp';

/** A plain picture of the given size, as a camera or phone would hand it over. */
export function testPhoto(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Random pixels do not compress: a valid PNG of at least `bytesAtLeast`, for size limits. */
export function incompressiblePng(bytesAtLeast: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytesAtLeast / 3)) + 10;
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A valid PNG of more pixels than the services' decode budget (100 x 399,000) in a few KB. */
export function overBudgetPng(): Promise<Buffer> {
  return sharp({ create: { width: 100, height: 399_000, channels: 3, background: '#2a7' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
