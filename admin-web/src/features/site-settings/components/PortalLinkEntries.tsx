import { CONTENT_PLACEHOLDER, SETTINGS_LIMITS, type PortalLink } from '@seedcorp/contracts';
import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import { entryListActions } from '../entry-list';
import { nextId } from '../settings-form';
import { bilingualFieldOf, type SettingsGroupProps } from '../settings-group';
import { BilingualField, TextInput } from './BilingualField';
import { AddEntryButton, EntryActions } from './EntryActions';
import { PictureField } from './PictureField';
import { SettingsSection } from './SettingsSection';

/** The home page's portal links, each a label, an address and a picture. */
export function PortalLinkEntries(group: SettingsGroupProps) {
  const { settings, set, problems, announce } = group;
  const { portalLinks } = settings;
  const actions = entryListActions<PortalLink>({
    name: 'portalLinks',
    list: portalLinks,
    update: (next) => set({ portalLinks: next }),
    noun: TEXTS.list.portalLink,
    firstInput: (link) => `portalLinks.${link.id}.label`,
    announce,
  });
  const update = (index: number, change: Partial<PortalLink>) =>
    set({ portalLinks: portalLinks.map((link, at) => (at === index ? { ...link, ...change } : link)) });

  return (
    <SettingsSection part="portalLinks" title={TEXTS.sections.portalLinks} hint={TEXTS.sections.portalLinksHint}>
      <ol className="settings-entries">
        {portalLinks.map((link, index) => (
          <li key={link.id} className="settings-entry">
            <h3>{TEXTS.list.portalLink(index + 1)}</h3>
            <BilingualField
              {...bilingualFieldOf(group, `portalLinks.${link.id}.label`)}
              label={TEXTS.fields.portalLabel(index + 1)}
              value={link.label}
              onChange={(label) => update(index, { label })}
            />
            <TextInput
              field={`portalLinks.${link.id}.href`}
              label={TEXTS.fields.portalHref(index + 1)}
              hint={TEXTS.fields.portalHrefHint}
              inputMode="url"
              value={link.href}
              onChange={(href) => update(index, { href })}
              problems={problems.get(`portalLinks.${link.id}.href`)}
            />
            <PictureField
              field={`portalLinks.${link.id}.image`}
              label={TEXTS.fields.portalPicture(index + 1)}
              value={link.image}
              onChange={(image) => update(index, { image })}
              problems={problems.get(`portalLinks.${link.id}.image`)}
            />
            <EntryActions
              name={TEXTS.list.portalLink(index + 1)}
              index={index}
              count={portalLinks.length}
              actions={actions}
            />
          </li>
        ))}
      </ol>
      <AddEntryButton
        list="portalLinks"
        disabled={portalLinks.length >= SETTINGS_LIMITS.portalLinksMax}
        onAdd={() =>
          actions.add({
            id: nextId('portal', portalLinks),
            label: { en: '', hi: '' },
            href: CONTENT_PLACEHOLDER,
            image: null,
          })
        }
      >
        {TEXTS.list.addPortalLink}
      </AddEntryButton>
    </SettingsSection>
  );
}
