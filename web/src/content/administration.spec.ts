import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_LOCATIONS } from '@seedcorp/contracts';
import { ROUTE_TABLE } from '../routes';
import {
  ADMINISTRATION_EMPTY_TEXT,
  ADMINISTRATION_SECTIONS,
  administrationSection,
  ANTI_STUBBLE_CAMPAIGN,
} from './administration';

const ADMINISTRATION_ROUTES = ROUTE_TABLE.filter((entry) => entry.nav === 'administration');

describe('administration pages', () => {
  it('maps every administration document route to a real notification section, once each', () => {
    const documentRoutes = ADMINISTRATION_ROUTES.filter((entry) => entry.path !== ANTI_STUBBLE_CAMPAIGN.path);
    expect(documentRoutes.map((entry) => entry.path).sort()).toEqual(
      ADMINISTRATION_SECTIONS.map((section) => section.path).sort(),
    );
    for (const entry of documentRoutes) {
      expect(entry.page).toBe('administration/AdministrationDocumentsPage');
      expect(NOTIFICATION_LOCATIONS).toContain(administrationSection(entry.path)?.location);
    }
    expect(new Set(ADMINISTRATION_SECTIONS.map((section) => section.location)).size).toBe(9);
  });

  it('reads the spec sections the contract names', () => {
    expect(
      Object.fromEntries(ADMINISTRATION_SECTIONS.map((s) => [s.path.replace('/administration/', ''), s.location])),
    ).toEqual({
      'service-rules': 'Service Rules',
      circulars: 'Circulars',
      forms: 'Forms',
      manuals: 'Manuals',
      notifications: 'Administration Notifications',
      placement: 'Placement',
      policies: 'Policies',
      transfers: 'Transfers',
      miscellaneous: 'Miscellaneous',
    });
    expect(ADMINISTRATION_EMPTY_TEXT).toBe('None.');
    expect(administrationSection('/administration/unknown')).toBeUndefined();
  });

  it('shows the campaign documents from their section and no picture or recording not supplied', () => {
    const campaign = ADMINISTRATION_ROUTES.find((entry) => entry.path === ANTI_STUBBLE_CAMPAIGN.path);
    expect(campaign?.page).toBe('administration/AntiStubbleCampaignPage');
    expect(NOTIFICATION_LOCATIONS).toContain(ANTI_STUBBLE_CAMPAIGN.location);
    expect(ANTI_STUBBLE_CAMPAIGN.images).toHaveLength(3);
    // No file has been supplied: none may be shown until one is, with its description or captions.
    expect(ANTI_STUBBLE_CAMPAIGN.images.filter((image) => image.file)).toEqual([]);
    expect(ANTI_STUBBLE_CAMPAIGN.video.file).toBeUndefined();
    expect(ANTI_STUBBLE_CAMPAIGN.audio.file).toBeUndefined();
    expect(ANTI_STUBBLE_CAMPAIGN.pending.video).toMatch(/video recording and its captions are to be supplied/);
    expect(ANTI_STUBBLE_CAMPAIGN.pending.audio).toMatch(/audio recording and its transcript are to be supplied/);
  });
});
