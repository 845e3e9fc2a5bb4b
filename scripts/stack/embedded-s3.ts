import S3rver from 's3rver';

/** The credentials the embedded server knows (s3rver accepts only these). */
export const EMBEDDED_S3_CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

interface KoaContext {
  headers: Record<string, unknown>;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: string;
}

/**
 * s3rver serves anonymous requests (list, write, delete) to anyone who can reach the port;
 * this refuses every request that carries no credentials, before s3rver sees it.
 */
async function requireCredentials(context: KoaContext, next: () => Promise<void>): Promise<void> {
  const signed =
    'authorization' in context.headers || 'X-Amz-Algorithm' in context.query || 'Signature' in context.query;
  if (signed) {
    await next();
    return;
  }
  context.status = 403;
  context.type = 'application/xml';
  context.body =
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
}

interface FilesystemStore {
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver deletes the keys of one multi-object delete at once, and each then removes its folder if it looks
 * empty: two keys of one folder (an image's variants) race, and the loser's ENOENT becomes a 500. The
 * files are gone by then, so a missing folder is the delete having succeeded.
 */
function tolerateFolderRaces(server: S3rver): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  const deleteObject = store.deleteObject.bind(store);
  store.deleteObject = async (bucket, key) => {
    try {
      await deleteObject(bucket, key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
}

export interface EmbeddedS3Options {
  /** Loopback unless given: the container test's stand-in for MinIO listens on its container's network. */
  address?: string;
  /** The one key pair it accepts, instead of EMBEDDED_S3_CREDENTIALS. */
  credentials?: { accessKey: string; secretKey: string };
}

interface S3Account {
  createKeyPair(accessKey: string, secretKey: string): void;
  revokeAccessKey(accessKey: string): void;
}

/** The embedded S3-compatible server of local runs and tests, on loopback only, with credentials required. */
export async function startEmbeddedS3(
  directory: string,
  port: number,
  options: EmbeddedS3Options = {},
): Promise<{ server: S3rver; port: number }> {
  if (options.credentials) {
    // s3rver keeps its key pairs on one account of its own.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const account = (require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: S3Account }).DUMMY_ACCOUNT;
    account.revokeAccessKey(EMBEDDED_S3_CREDENTIALS.accessKey);
    account.createKeyPair(options.credentials.accessKey, options.credentials.secretKey);
  }
  // Path-style only, as every client here asks: a host name such as `minio` is not taken for a bucket.
  const server = new S3rver({
    address: options.address ?? '127.0.0.1',
    port,
    directory,
    silent: true,
    vhostBuckets: false,
  });
  (server as unknown as { middleware: unknown[] }).middleware.unshift(requireCredentials);
  tolerateFolderRaces(server);
  const address = await server.run();
  return { server, port: address.port };
}
