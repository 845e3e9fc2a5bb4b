import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/**
 * Where passkey answers may come from outside production when no origins are set: the local runner's and the
 * test stacks' gateways, which listen on whatever port is free.
 */
export const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** A domain name as a relying party id is written: no scheme, port or trailing dot. */
export const RP_ID_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const originList = (list: string): string[] =>
  list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/**
 * Whether `origin` is written as browsers write it in an answer (scheme, host and port only, lower case, no default
 * port), so that comparing strings is comparing origins; and whether a browser would let a page there use
 * credentials of `rpId`. Production takes https only.
 */
function isAllowedOrigin(origin: string, rpId: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (production) return url.protocol === 'https:' && onRpId(url.hostname, rpId);
  return ['https:', 'http:'].includes(url.protocol) && (onRpId(url.hostname, rpId) || LOCAL_ORIGIN.test(origin));
}

const onRpId = (hostname: string, rpId: string) => hostname === rpId || hostname.endsWith(`.${rpId}`);

interface WebAuthnSettings {
  WEBAUTHN_RP_ID: string;
  isProduction: boolean;
}

/** A comma list of origins, each one the relying party id allows (see `isAllowedOrigin`). */
export function IsWebAuthnOrigins(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isWebAuthnOrigins',
      target: target.constructor,
      propertyName,
      options: {
        message:
          '$property must be a comma list of origins like https://seedcorp.example, each on WEBAUTHN_RP_ID or a subdomain of it (https in production)',
        ...options,
      },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const settings = args.object as WebAuthnSettings;
          if (typeof value !== 'string' || originList(value).length === 0) return false;
          return originList(value).every((origin) =>
            isAllowedOrigin(origin, settings.WEBAUTHN_RP_ID, settings.isProduction),
          );
        },
      },
    });
}
