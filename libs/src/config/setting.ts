import { Expose } from 'class-transformer';

/** What an operator reads about a variable in docs/configuration.md, which is generated from these. */
export interface SettingDescription {
  description: string;
  /** A credential, or personal data: kept in a secret store (a Kubernetes Secret, compose's `.env`), never logged. */
  secret?: boolean;
}

const DESCRIPTIONS = new Map<object, Map<string, SettingDescription>>();

/**
 * Declares a variable a config class reads (it is `@Expose()`d for `loadConfig`) with its description, so the
 * description is written once, beside the validation, and the configuration reference cannot leave it out.
 */
export function Setting(description: SettingDescription): PropertyDecorator {
  const expose = Expose();
  return (target, property) => {
    expose(target, property);
    const own = DESCRIPTIONS.get(target.constructor) ?? new Map<string, SettingDescription>();
    own.set(String(property), description);
    DESCRIPTIONS.set(target.constructor, own);
  };
}

/** The described variables of a config class and of the classes it extends, the base's first. */
export function describedSettings(type: new (...args: never[]) => object): Map<string, SettingDescription> {
  const chain: object[] = [];
  for (let current: object | null = type; current && current !== Function.prototype;) {
    chain.unshift(current);
    current = Object.getPrototypeOf(current) as object | null;
  }
  return new Map(chain.flatMap((constructor) => [...(DESCRIPTIONS.get(constructor) ?? [])]));
}

/**
 * The description of `<OWNER>_INTERNAL_URL`, one for every service that calls the owner, so the configuration
 * reference names the setting once: the owner's `/internal/` calls are answered on its own address only.
 */
export const internalAddressOf = (owner: string): string =>
  `Where ${owner} answers other services' \`/internal/\` calls (the dashboard's counts, the sales service's seed catalogue): its own address, never the gateway (compose and Kubernetes: \`http://${owner}:<port>\`).`;
