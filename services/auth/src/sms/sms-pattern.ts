import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * How a configured pattern is read: searched for anywhere in the gateway's answer unless anchored, and
 * ignoring case, because gateways spell the same word "success", "Success" and "SUCCESS" across versions.
 */
export const compileSmsPattern = (source: string): RegExp => new RegExp(source, 'i');

function compiles(source: unknown): RegExp | undefined {
  if (typeof source !== 'string') return undefined;
  try {
    return compileSmsPattern(source);
  } catch {
    return undefined;
  }
}

/** An alternative that always matches the empty string makes `exec` report every group the pattern declares. */
const captureGroupsOf = (pattern: RegExp): number =>
  (new RegExp(`${pattern.source}|`, pattern.flags).exec('') as RegExpExecArray).length - 1;

/** A regular expression for gateway answers; `oneCaptureGroup` demands exactly one capturing group. */
export function IsSmsPattern({ oneCaptureGroup = false } = {}, options?: ValidationOptions) {
  const shape = oneCaptureGroup ? ' with one capture group' : '';
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isSmsPattern',
      target: target.constructor,
      propertyName,
      options: { message: `$property must be a regular expression${shape}`, ...options },
      validator: {
        validate(value: unknown) {
          const pattern = compiles(value);
          return pattern !== undefined && (!oneCaptureGroup || captureGroupsOf(pattern) === 1);
        },
      },
    });
}
