import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

export class ConfigError extends Error {}

function firstProblem(errors: ValidationError[]): string {
  const [error] = errors;
  const reason = Object.values(error.constraints ?? {})[0] ?? 'is invalid';
  // Never echo the offending value: it may be a secret.
  return `Invalid configuration: ${reason.includes(error.property) ? reason : `${error.property} ${reason}`}`;
}

/**
 * Reads the declared (`@Setting`, so `@Expose()`d) variables of `type` from `env` and validates them.
 * Undeclared variables are ignored, so nothing else from the environment is kept.
 */
export function loadConfig<T extends object>(type: ClassConstructor<T>, env: NodeJS.ProcessEnv = process.env): T {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = plainToInstance(type, present, { excludeExtraneousValues: true, exposeDefaultValues: true });
  const errors = validateSync(config, { forbidUnknownValues: false });
  if (errors.length > 0) throw new ConfigError(firstProblem(errors));
  return config;
}

/** For a service's entry point: one line naming the bad variable, then exit non-zero. */
export function loadConfigOrExit<T extends object>(type: ClassConstructor<T>): T {
  try {
    return loadConfig(type);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
