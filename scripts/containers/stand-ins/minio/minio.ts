// `minio server <folder> [--console-address …]`, as the MinIO image is run: the embedded S3 server on :9000 over
// that folder, with MINIO_ROOT_USER / MINIO_ROOT_PASSWORD as its one key pair. Bundled into minio.js by the
// container test.
import { startEmbeddedS3 } from '../../../stack/embedded-s3';

const [command, directory] = process.argv.slice(2);
const accessKey = process.env.MINIO_ROOT_USER;
const secretKey = process.env.MINIO_ROOT_PASSWORD;
if (command !== 'server' || !directory || !accessKey || !secretKey) {
  process.stderr.write('usage: MINIO_ROOT_USER=… MINIO_ROOT_PASSWORD=… minio server <folder>\n');
  process.exit(2);
}
startEmbeddedS3(directory, 9000, { address: '0.0.0.0', credentials: { accessKey, secretKey } }).then(({ server }) => {
  process.stdout.write(`S3 API on :9000 over ${directory}\n`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void server.close().then(() => process.exit(0)));
});
