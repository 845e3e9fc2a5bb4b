import { SETTINGS_LIMITS, type HeaderLogo } from '@seedcorp/contracts';
import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import { entryListActions } from '../entry-list';
import { nextId } from '../settings-form';
import { bilingualFieldOf, type SettingsGroupProps } from '../settings-group';
import { BilingualField } from './BilingualField';
import { AddEntryButton, EntryActions } from './EntryActions';
import { PictureField } from './PictureField';
import { SettingsSection } from './SettingsSection';

/** The header's logos, each a picture with its alt text, in the order the header shows them. */
export function LogoEntries(group: SettingsGroupProps) {
  const { settings, set, problems, announce } = group;
  const { logos } = settings;
  const actions = entryListActions<HeaderLogo>({
    name: 'logos',
    list: logos,
    update: (next) => set({ logos: next }),
    noun: TEXTS.list.logo,
    firstInput: (logo) => `logos.${logo.id}.alt`,
    announce,
  });
  const update = (index: number, change: Partial<HeaderLogo>) =>
    set({ logos: logos.map((logo, at) => (at === index ? { ...logo, ...change } : logo)) });
  const full = logos.length >= SETTINGS_LIMITS.logosMax;

  return (
    <SettingsSection part="logos" title={TEXTS.sections.logos}>
      <ol className="settings-entries">
        {logos.map((logo, index) => (
          <li key={logo.id} className="settings-entry">
            <h3>{TEXTS.list.logo(index + 1)}</h3>
            <PictureField
              field={`logos.${logo.id}.image`}
              label={TEXTS.fields.logoPicture(index + 1)}
              value={logo.image}
              onChange={(image) => update(index, { image })}
              problems={problems.get(`logos.${logo.id}.image`)}
            />
            <BilingualField
              {...bilingualFieldOf(group, `logos.${logo.id}.alt`)}
              label={TEXTS.fields.logoAlt(index + 1)}
              value={logo.alt}
              onChange={(alt) => update(index, { alt })}
            />
            <EntryActions name={TEXTS.list.logo(index + 1)} index={index} count={logos.length} actions={actions} />
          </li>
        ))}
      </ol>
      <AddEntryButton
        list="logos"
        disabled={full}
        onAdd={() => actions.add({ id: nextId('logo', logos), image: null, alt: { en: '', hi: '' } })}
      >
        {TEXTS.list.addLogo}
      </AddEntryButton>
      {full && <p className="field-hint">{TEXTS.list.full(SETTINGS_LIMITS.logosMax)}</p>}
    </SettingsSection>
  );
}
