import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import { digitsOnly } from '../../ui/digits';
import type { SettingsGroupProps } from '../settings-group';
import { TextInput } from './BilingualField';
import { SettingsSection } from './SettingsSection';

/** The footer's copyright year. */
export function FooterFields({ settings, set, problems }: SettingsGroupProps) {
  return (
    <SettingsSection part="footer" title={TEXTS.sections.footer}>
      <TextInput
        field="copyrightYear"
        label={TEXTS.fields.copyrightYear}
        inputMode="numeric"
        value={settings.copyrightYear ? String(settings.copyrightYear) : ''}
        onChange={(year) => set({ copyrightYear: Number(digitsOnly(year, 4)) })}
        problems={problems.get('copyrightYear')}
      />
    </SettingsSection>
  );
}
