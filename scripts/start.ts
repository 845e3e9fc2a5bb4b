import { PrerequisiteError } from './stack/prerequisites';
import { LocalStack } from './stack/stack';
import { stackSettings } from './stack/stack-settings';
import { answerHelp } from '../libs/src/core/command-help';

const USAGE = `usage: npm start
  builds, migrates, seeds and serves the whole platform at http://localhost:8080 (GATEWAY_PORT moves it);
  Ctrl-C stops it`;

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  answerHelp(USAGE);
  const stack = new LocalStack(stackSettings(), log);
  let stopping = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches this process twice (from the terminal and relayed by tsx): stop once.
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping everything that was started...`);
    await stack.stop();
    log('stopped.');
    process.exit(0);
  };
  // Registered before anything starts, so an interrupted start-up cleans up too.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await stack.start();
  log('');
  log(`Public site:  ${stack.gatewayUrl}/`);
  log(`Admin login:  ${stack.gatewayUrl}/login`);
  log(`Service logs: ${stack.settings.dataDir}/logs/`);
  log('Platform ready. Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  const message = error instanceof PrerequisiteError ? error.message : ((error as Error).stack ?? String(error));
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
