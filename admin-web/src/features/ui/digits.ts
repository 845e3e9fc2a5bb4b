/** The digits of what was typed or pasted, in order, at most `max` of them: '98765 43210' is '9876543210'. */
export const digitsOnly = (value: string, max = Infinity): string => value.replace(/\D/g, '').slice(0, max);
