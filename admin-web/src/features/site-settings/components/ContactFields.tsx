import { SITE_SETTINGS_TEXTS as TEXTS } from '../../../content/site-settings';
import { bilingualFieldOf, type SettingsGroupProps } from '../settings-group';
import { BilingualField, TextInput } from './BilingualField';
import { SettingsSection } from './SettingsSection';

/** The contact record: the postal address in both languages, the phone and the e-mail. */
export function ContactFields(group: SettingsGroupProps) {
  const { settings, set, problems } = group;
  const { contact } = settings;
  return (
    <SettingsSection part="contact" title={TEXTS.sections.contact}>
      <BilingualField
        {...bilingualFieldOf(group, 'contact.postalAddress')}
        label={TEXTS.fields.postalAddress}
        value={contact.postalAddress}
        onChange={(postalAddress) => set({ contact: { ...contact, postalAddress } })}
        multiline
      />
      <TextInput
        field="contact.phone"
        label={TEXTS.fields.phone}
        inputMode="tel"
        value={contact.phone}
        onChange={(phone) => set({ contact: { ...contact, phone } })}
        problems={problems.get('contact.phone')}
      />
      <TextInput
        field="contact.email"
        label={TEXTS.fields.email}
        inputMode="email"
        value={contact.email}
        onChange={(email) => set({ contact: { ...contact, email } })}
        problems={problems.get('contact.email')}
      />
    </SettingsSection>
  );
}
