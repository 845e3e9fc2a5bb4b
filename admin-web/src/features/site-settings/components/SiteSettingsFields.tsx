import type { SiteSettings } from '@seedcorp/contracts';
import { useState } from 'react';
import type { SettingsEditor } from '../hooks/use-settings-editor';
import { problemsByField } from '../settings-form';
import type { SettingsGroupProps } from '../settings-group';
import { ContactFields } from './ContactFields';
import { FooterFields } from './FooterFields';
import { IdentityFields } from './IdentityFields';
import { LogoEntries } from './LogoEntries';
import { PortalLinkEntries } from './PortalLinkEntries';
import { SidePanelLinkEntries } from './SidePanelLinkEntries';

/** Every field of the settings, a section per part, with one status line saying what a list's change did. */
export function SiteSettingsFields({ editor, settings }: { editor: SettingsEditor; settings: SiteSettings }) {
  const [announcement, setAnnouncement] = useState('');
  const group: SettingsGroupProps = {
    settings,
    set: (change) => editor.edit((form) => ({ ...form, settings: { ...form.settings, ...change } })),
    problems: problemsByField(editor.shownProblems),
    outdated: new Set(editor.view?.published?.hindiOutdated ?? []),
    announce: setAnnouncement,
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <IdentityFields {...group} />
      <LogoEntries {...group} />
      <ContactFields {...group} />
      <FooterFields {...group} />
      <PortalLinkEntries {...group} />
      <SidePanelLinkEntries {...group} />
    </>
  );
}
