import { registerDecorator } from 'class-validator';
import { firstBrokenRule, type FormMode, type FormRules } from '@seedcorp/contracts';

/** The property the rule list is registered on: none of our forms has a field of this name. */
export const FORM_RULES_PROPERTY = '__formRules';

/**
 * Puts a form's rule list (from the contract, shared with the admin forms) on its DTO for one mode, the DTO's
 * group. It is checked after the fields' own type checks, which are declared first, and its first broken rule
 * is the one message answered. Uploaded files take part as `{size}` stand-ins (see `MultipartInterceptor`).
 */
export function FollowsFormRules<Form>(rules: FormRules<Form>, mode: FormMode): ClassDecorator {
  return (target) => {
    const brokenRule = (object: object | undefined) => firstBrokenRule(rules, object ?? {}, mode);
    registerDecorator({
      name: `formRules:${mode}`,
      target,
      propertyName: FORM_RULES_PROPERTY,
      validator: {
        validate: (_value, args) => brokenRule(args?.object) === undefined,
        defaultMessage: (args) => brokenRule(args?.object) ?? '',
      },
    });
  };
}
