import { SETTINGS_LIMITS } from '@seedcorp/contracts';
import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import { entryListActions } from '../entry-list';
import type { SettingsGroupProps } from '../settings-group';
import { TextInput } from './BilingualField';
import { AddEntryButton, EntryActions } from './EntryActions';
import { SettingsSection } from './SettingsSection';

/** The side panel's links, each a path of this site. */
export function SidePanelLinkEntries({ settings, set, problems, announce }: SettingsGroupProps) {
  const { sidePanelLinks } = settings;
  const actions = entryListActions<string>({
    name: 'sidePanelLinks',
    list: sidePanelLinks,
    update: (next) => set({ sidePanelLinks: next }),
    noun: TEXTS.fields.sidePanelLink,
    firstInput: (_path, index) => `sidePanelLinks.${index}`,
    announce,
  });

  return (
    <SettingsSection part="sidePanelLinks" title={TEXTS.sections.sidePanel} hint={TEXTS.sections.sidePanelHint}>
      <ol className="settings-entries">
        {sidePanelLinks.map((path, index) => (
          // A path's place is its identity: keyed by its text, the input would be replaced at each keystroke.
          <li key={index} className="settings-entry settings-path">
            <TextInput
              field={`sidePanelLinks.${index}`}
              label={TEXTS.fields.sidePanelLink(index + 1)}
              value={path}
              onChange={(next) =>
                set({ sidePanelLinks: sidePanelLinks.map((entry, at) => (at === index ? next : entry)) })
              }
              problems={problems.get(`sidePanelLinks.${index}`)}
            />
            <EntryActions
              name={TEXTS.fields.sidePanelLink(index + 1)}
              index={index}
              count={sidePanelLinks.length}
              actions={actions}
            />
          </li>
        ))}
      </ol>
      <AddEntryButton
        list="sidePanelLinks"
        disabled={sidePanelLinks.length >= SETTINGS_LIMITS.sidePanelLinksMax}
        onAdd={() => actions.add('/')}
      >
        {TEXTS.list.addSidePanelLink}
      </AddEntryButton>
    </SettingsSection>
  );
}
