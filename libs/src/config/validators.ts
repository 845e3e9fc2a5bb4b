import { registerDecorator, type ValidationOptions } from 'class-validator';

function urlWithProtocol(value: unknown, protocols: string[]): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

function urlDecorator(name: string, protocols: string[], example: string, needsPath: boolean) {
  return (options?: ValidationOptions) => (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message: `$property must be a URL like ${example}`, ...options },
      validator: {
        validate(value: unknown) {
          const url = urlWithProtocol(value, protocols);
          return url !== undefined && (!needsPath || url.pathname.length > 1);
        },
      },
    });
}

export const IsPostgresUrl = urlDecorator(
  'isPostgresUrl',
  ['postgres:', 'postgresql:'],
  'postgres://user:password@host:5432/database',
  true,
);
export const IsRedisUrl = urlDecorator('isRedisUrl', ['redis:', 'rediss:'], 'redis://host:6379/0', false);
export const IsHttpUrl = urlDecorator('isHttpUrl', ['http:', 'https:'], 'http://host:9000', false);
