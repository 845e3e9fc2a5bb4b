import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import { bilingualFieldOf, type SettingsGroupProps } from '../settings-group';
import { BilingualField } from './BilingualField';
import { SettingsSection } from './SettingsSection';

/** The corporation's name and tagline. */
export function IdentityFields(group: SettingsGroupProps) {
  const { settings, set } = group;
  return (
    <SettingsSection part="identity" title={TEXTS.sections.identity}>
      <BilingualField
        {...bilingualFieldOf(group, 'name')}
        label={TEXTS.fields.name}
        value={settings.name}
        onChange={(name) => set({ name })}
      />
      <BilingualField
        {...bilingualFieldOf(group, 'tagline')}
        label={TEXTS.fields.tagline}
        value={settings.tagline}
        onChange={(tagline) => set({ tagline })}
      />
    </SettingsSection>
  );
}
