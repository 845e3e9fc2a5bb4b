import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderContainerGateway } from './container-gateway';

/**
 * `tsx gateway/render.ts --out-dir DIR`: the gateway image's nginx.conf and auth-rate.default.conf (the sign-in zone
 * container-settings.sh starts from).
 */
function main(): void {
  const outIndex = process.argv.indexOf('--out-dir');
  const outDir = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  if (!outDir) throw new Error('usage: tsx gateway/render.ts --out-dir DIR');
  const { nginxConf, authRateDefault } = renderContainerGateway();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'nginx.conf'), nginxConf);
  writeFileSync(join(outDir, 'auth-rate.default.conf'), authRateDefault);
}

main();
