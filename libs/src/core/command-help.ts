/**
 * A command asked `--help` (or `-h`) prints what it does and ends, before it reads any setting or touches any
 * server, so that an operator, and the test of the commands the documentation names, can ask any of them safely.
 */
export function answerHelp(usage: string, args: readonly string[] = process.argv.slice(2)): void {
  if (!args.includes('--help') && !args.includes('-h')) return;
  process.stdout.write(`${usage.trim()}\n`);
  process.exit(0);
}
