import { randomUUID } from 'node:crypto';
import { ObjectStorage } from '@seedcorp/libs';
import { testInfrastructure } from '@seedcorp/libs/testing';

describe('the embedded S3 server', () => {
  const endpoint = () => testInfrastructure.s3Endpoint;
  const bucket = `anon-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    await new ObjectStorage({
      endpoint: endpoint(),
      accessKey: testInfrastructure.s3AccessKey,
      secretKey: testInfrastructure.s3SecretKey,
      bucket,
      region: 'us-east-1',
    }).ensureBucket();
  });

  it.each([
    ['list buckets', 'GET', '/'],
    ['list a bucket', 'GET', `/${bucket}`],
    ['write an object', 'PUT', `/${bucket}/page.html`],
    ['delete an object', 'DELETE', `/${bucket}/page.html`],
  ])('refuses an anonymous request to %s', async (_what, method, path) => {
    const response = await fetch(`${endpoint()}${path}`, {
      method,
      body: method === 'PUT' ? '<script>alert(1)</script>' : undefined,
      headers: method === 'PUT' ? { 'Content-Type': 'text/html' } : {},
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('AccessDenied');
  });

  it('refuses an unknown access key', async () => {
    const storage = new ObjectStorage({
      endpoint: endpoint(),
      accessKey: 'SOMEONE',
      secretKey: 'ELSE',
      bucket,
      region: 'us-east-1',
    });
    await expect(storage.put('x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
});
