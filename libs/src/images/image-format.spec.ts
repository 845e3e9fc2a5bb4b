import sharp from 'sharp';
import { testPhoto } from '@seedcorp/testing/test-images';
import { detectImageFormat } from './image-format';

describe('detectImageFormat', () => {
  it('knows JPEG and PNG by their bytes', async () => {
    expect(await detectImageFormat(await testPhoto(8, 8, 'jpeg'))).toBe('jpeg');
    expect(await detectImageFormat(await testPhoto(8, 8, 'png'))).toBe('png');
  });

  it('refuses other images and bytes that are no image, whatever they are called', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
      .webp()
      .toBuffer();
    expect(await detectImageFormat(webp)).toBeUndefined();
    expect(await detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(await detectImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});
