import { API } from '@seedcorp/contracts';
import sharp from 'sharp';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { incompressiblePng } from '@seedcorp/testing/test-images';
import { postImageUpload } from './admin-records';
import { postJson, signIn } from './admin-session';

const uploadImage = (token: string, image: Buffer, name: string) =>
  postImageUpload(token, 'Photo Gallery', image, name);

describe('images through the gateway', () => {
  let token: string;

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.media);
  });

  it('uploads a picture and serves it publicly with long-lived cache headers', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const uploaded = (await (await uploadImage(token, png, 'field.png')).json()) as {
      status: number;
      data: { key: string };
    };
    expect(uploaded.status).toBe(200);

    const list = (await (await postJson(API.files.webGetImages, { location: 'Photo Gallery' })).json()) as {
      data: { key: string; file: string; url: string; srcset: string }[];
    };
    const item = list.data.find((entry) => entry.key === uploaded.data.key);
    expect(item).toBeDefined();
    expect((await sharp(Buffer.from(item!.file, 'base64')).metadata()).width).toBe(900);

    const file = await fetch(`${baseUrl()}${item!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('etag')).toBeTruthy();

    const missing = await fetch(`${baseUrl()}/media/00000000-0000-0000-0000-000000000000/w320.webp`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'Image not found.' });
  });

  it('passes a 2.1 MB image to the service, which answers with the spec message', async () => {
    const big = await incompressiblePng(2.1 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(2.1 * 1024 * 1024);
    const response = await uploadImage(token, big, 'big.png');
    expect(await response.json()).toEqual({ status: 400, message: 'File size exceeds 2MB.' });
  });
});
