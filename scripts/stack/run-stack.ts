import { PrerequisiteError } from './prerequisites';
import { LocalStack, type StackMode } from './stack';
import { stackSettings } from './stack-settings';
import { answerHelp } from '../../libs/src/core/command-help';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** `npm start` and `npm run dev`: the stack until Ctrl-C, which stops everything it started. */
export function runStack(usage: string, mode: StackMode): void {
  answerHelp(usage);
  main(mode).catch((error: unknown) => {
    const message = error instanceof PrerequisiteError ? error.message : ((error as Error).stack ?? String(error));
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}

async function main(mode: StackMode): Promise<void> {
  const stack = new LocalStack(stackSettings(), log, mode);
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
  if (mode === 'dev') {
    log('Edits show at the next reload: web/ at once, admin-web/ once rebuilt (admin-web.log), services/ and libs/');
    log('once rebuilt (services-build.log) and the service started again; a new migration runs at the next start.');
  }
  log('Platform ready. Press Ctrl-C to stop.');
}
