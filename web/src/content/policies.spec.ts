import { describe, expect, it } from '@jest/globals';
import { ROUTE_TABLE } from '../routes';
import { PLACEHOLDER } from './content-types';
import { GIGW_WEBSITE_POLICIES, POLICY_PAGES, sectionId, TERMS_AND_CONDITIONS, WEBSITE_POLICIES } from './policies';

const section = (heading: string) => {
  const found = WEBSITE_POLICIES.sections.find((candidate) => candidate.heading === heading);
  if (!found) throw new Error(`No section ${heading}`);
  return found;
};

/** What each policy leaves to the corporation: the start of the paragraph that names it. */
const COMMITMENTS: Record<string, readonly string[]> = {
  'Content Contribution, Moderation and Approval Policy': [
    'Who contributes content for each part of the website, who moderates it and who approves it',
    'Web Information Manager',
  ],
  'Content Review Policy': ['How often each kind of content is reviewed', 'Officer responsible for the review'],
  'Website Monitoring Policy': [
    'How often the performance, functionality, links and traffic of the website are reviewed',
    'Officer responsible for monitoring the website',
  ],
  'Contingency Management Policy': [
    'How often backups are taken and how long they are kept',
    'Officer to be informed of a failure',
  ],
  'Security Policy': ['Security audit of the website, and how often it is repeated'],
};

describe('website policies (GIGW 3.0)', () => {
  it('publishes the ten policies: nine sections here and the terms and conditions on their own page', () => {
    expect(WEBSITE_POLICIES.sections.map((s) => s.heading)).toEqual(GIGW_WEBSITE_POLICIES);
    expect(POLICY_PAGES).toContain(TERMS_AND_CONDITIONS);
    for (const path of [WEBSITE_POLICIES.path, TERMS_AND_CONDITIONS.path]) {
      expect(ROUTE_TABLE.find((entry) => entry.path === path)?.page).toBe('policies/PolicyPage');
    }
    expect(TERMS_AND_CONDITIONS.path).toBe('/terms-and-conditions');
  });

  it('gives each section a stable id made from its heading', () => {
    expect(WEBSITE_POLICIES.sections.map((s) => sectionId(s.heading))).toEqual([
      'copyright-policy',
      'hyperlinking-policy',
      'privacy-policy',
      'content-archival-policy',
      'content-contribution-moderation-and-approval-policy',
      'content-review-policy',
      'website-monitoring-policy',
      'contingency-management-policy',
      'security-policy',
    ]);
  });

  it('keeps the section ids of every policy page unique and usable as fragments', () => {
    for (const page of POLICY_PAGES) {
      const ids = page.sections.map((s) => sectionId(s.heading));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('opens the website policies and the help page with a contents list, not the one-section pages', () => {
    expect(POLICY_PAGES.filter((page) => page.contents).map((page) => page.path)).toEqual([
      '/website-policies',
      '/help',
    ]);
  });

  it.each(Object.entries(COMMITMENTS))(
    '%s leaves the corporation’s commitments and contact to it',
    (heading, labels) => {
      const policy = section(heading);
      expect(policy.contact).toBe(PLACEHOLDER);
      for (const label of labels) {
        const paragraph = policy.paragraphs.find((text) => text.startsWith(label));
        expect(paragraph).toMatch(new RegExp(`: ${PLACEHOLDER}\\.$`));
      }
    },
  );

  it('states as fact only what the software does, in its own words', () => {
    const text = (heading: string) => section(heading).paragraphs.join(' ');
    expect(text('Security Policy')).toContain('one-time password of 6 digits');
    expect(text('Security Policy')).toContain('kept for 180 days and then removed');
    expect(text('Security Policy')).toContain('allows no inline script');
    expect(text('Content Review Policy')).toContain('moves to the Archived Tenders page automatically');
    expect(text('Contingency Management Policy')).toContain('backed up together and how they are restored');
    expect(text('Privacy Policy')).not.toMatch(/visitor counter[^.]*external/);
  });

  it('links the review policy to the archived tenders and the security policy to the feedback form', () => {
    expect(section('Content Review Policy').links).toEqual([{ title: 'Archived Tenders', path: '/tenders/archived' }]);
    expect(section('Security Policy').links).toEqual([{ title: 'Feedback', path: '/feedback' }]);
  });
});
