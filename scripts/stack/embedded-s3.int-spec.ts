import { randomUUID } from 'node:crypto';
import { Client } from 'minio';
import { ObjectStorage } from '@seedcorp/libs';
import { testInfrastructure } from '@seedcorp/testing';

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

  it('lets services that share a bucket create it side by side, as their migrations do', async () => {
    for (let round = 0; round < 10; round += 1) {
      const shared = `shared-${randomUUID().slice(0, 8)}`;
      const storages = [1, 2, 3].map(
        () =>
          new ObjectStorage({
            endpoint: endpoint(),
            accessKey: testInfrastructure.s3AccessKey,
            secretKey: testInfrastructure.s3SecretKey,
            bucket: shared,
            region: 'us-east-1',
          }),
      );
      await Promise.all(storages.map((storage) => storage.ensureBucket()));
      expect(await storages[0].isReachable()).toBe(true);
    }
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

  it('deletes the objects of one folder in one request, every time', async () => {
    const url = new URL(endpoint());
    // Without retries, so that a single refused delete shows.
    const client = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: testInfrastructure.s3AccessKey,
      secretKey: testInfrastructure.s3SecretKey,
      region: 'us-east-1',
      pathStyle: true,
      retryOptions: { disableRetry: true },
    });
    for (let round = 0; round < 20; round += 1) {
      const keys = ['original', 'large', 'medium', 'thumb'].map((name) => `images/${round}/${name}.webp`);
      for (const key of keys) await client.putObject(bucket, key, Buffer.from(key));
      await client.removeObjects(bucket, keys);
      const left = await client.listObjectsV2(bucket, `images/${round}/`, true).toArray();
      expect(left).toEqual([]);
    }
  });
});
