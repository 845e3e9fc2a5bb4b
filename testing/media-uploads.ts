import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { API } from '@seedcorp/contracts';
import { testPhoto } from './test-images';

/** An image upload as the admin app sends it; a field left undefined is left out of the form. */
export function postImageUpload(
  app: INestApplication,
  authorization: string,
  upload: { location?: string; file?: Buffer; filename?: string },
): request.Test {
  let call = request(app.getHttpServer()).post(API.files.uploadFile).set('Authorization', authorization);
  if (upload.location !== undefined) call = call.field('location', upload.location);
  return upload.file ? call.attach('file', upload.file, upload.filename ?? 'picture.png') : call;
}

/** Uploads a small PNG to `location` and answers its key. */
export async function uploadTestImage(app: INestApplication, authorization: string, location: string): Promise<string> {
  const response = await postImageUpload(app, authorization, { location, file: await testPhoto(64, 48) });
  if (response.body.status !== 200) throw new Error(`upload refused: ${JSON.stringify(response.body)}`);
  return response.body.data.key as string;
}

export async function deleteTestImage(app: INestApplication, authorization: string, key: string): Promise<void> {
  const response = await request(app.getHttpServer())
    .post(API.files.deleteImage)
    .set('Authorization', authorization)
    .send({ key });
  if (response.body.status !== 200) throw new Error(`delete refused: ${JSON.stringify(response.body)}`);
}
