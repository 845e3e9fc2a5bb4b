/** The Act numbers the items of section 4(1)(b) (i) to (xvii): the index of their pages keeps that numbering. */
export const ACT_NUMBERED_LINKS: Readonly<Record<string, readonly string[]>> = {
  '/rti/proactive-disclouser': ['disclosure-pages'],
};
