import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_LOCATIONS } from '@seedcorp/contracts';
import { routeEntry } from '../routes';
import { PROACTIVE_DISCLOSURE_PAGES } from './rti';
import {
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_SEE_ALSO,
  disclosureItem,
  findDisclosure,
  RTI_APPLICATION_FORM,
  RTI_PAGES,
  RTI_REPLIES_EMPTY,
} from './rti-pages';

describe('RTI pages', () => {
  it('links the index to every RTI page of the route table', () => {
    expect(RTI_PAGES.map((page) => page.path)).toEqual([
      '/rti/application-form',
      '/rti/list-of-authorities',
      '/rti/fees',
      '/rti/rti-replies',
      '/rti/proactive-disclouser',
    ]);
    for (const page of RTI_PAGES) expect(routeEntry(page.path)?.title).toBe(page.title);
  });

  it('numbers the disclosure pages as the items (i) to (xvii) of section 4(1)(b)', () => {
    const items = PROACTIVE_DISCLOSURE_PAGES.map(disclosureItem);
    expect(items[0]).toBe('Item (i) of section 4(1)(b) of the RTI Act, 2005.');
    expect(items[8]).toBe('Item (ix) of section 4(1)(b) of the RTI Act, 2005.');
    expect(items[16]).toBe('Item (xvii) of section 4(1)(b) of the RTI Act, 2005.');
    expect(new Set(items).size).toBe(17);
  });

  it('serves every disclosure page from a module, by its source', () => {
    for (const page of PROACTIVE_DISCLOSURE_PAGES) {
      expect(findDisclosure(page.path)).toBe(page);
      const entry = routeEntry(page.path);
      expect(entry?.title).toBe(page.title);
      expect(entry?.page).toBe(page.source === 'server' ? 'rti/OfficersDirectoryPage' : 'rti/DisclosurePage');
      if (page.source === 'pdf') expect(NOTIFICATION_LOCATIONS).toContain(DISCLOSURE_DOCUMENTS[page.slug]);
    }
    expect(DISCLOSURE_DOCUMENTS['monthly-remuneration']).toBe('Monthly Remuneration');
    expect(DISCLOSURE_SEE_ALSO['public-information-officers'].path).toBe('/rti/list-of-authorities');
  });

  it('prints an application form that states the fees and says no reply is published yet', () => {
    expect(RTI_APPLICATION_FORM.fields.length).toBeGreaterThan(0);
    expect(RTI_APPLICATION_FORM.feeNote).toContain('Rs 50');
    expect(RTI_APPLICATION_FORM.feeNote).toContain('Rs 2 per page');
    expect(RTI_REPLIES_EMPTY).toBe('Content is not available');
  });
});
