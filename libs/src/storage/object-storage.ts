import type { Readable } from 'node:stream';
import { Client } from 'minio';

export interface StorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface StoredObjectInfo {
  size: number;
  etag: string;
  contentType: string;
  lastModified: Date;
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/** The one wrapper around the MinIO client: every service stores objects through it. */
export class ObjectStorage {
  readonly bucket: string;
  private readonly client: Client;
  private readonly region: string;

  constructor(settings: StorageSettings) {
    const url = new URL(settings.endpoint);
    const useSSL = url.protocol === 'https:';
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
    });
    this.bucket = settings.bucket;
    this.region = settings.region;
  }

  /**
   * Creates the bucket unless it is there. The services sharing a bucket migrate side by side (the local runner, a
   * deployment's migration jobs), so another may create it between the look and the creation: that is success.
   */
  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
  }

  async isReachable(): Promise<boolean> {
    return this.client.bucketExists(this.bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<Readable> {
    return this.client.getObject(this.bucket, key);
  }

  async getBuffer(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** `undefined` when there is no such object. */
  async stat(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const stat = await this.client.statObject(this.bucket, key);
      return {
        size: stat.size,
        etag: stat.etag,
        contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        lastModified: stat.lastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(this.bucket, keys);
  }

  async list(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
    }
    return keys;
  }
}
