import { settingsSectionHeadingId } from '@seedcorp/contracts';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  part: string;
  title: string;
  hint?: string;
  children: ReactNode;
}

/** A part of the settings, titled by a heading a link can land on (`CONTENT_ADMIN_PATHS.settingsSection`). */
export function SettingsSection({ part, title, hint, children }: SettingsSectionProps) {
  return (
    <section className="settings-section" aria-labelledby={settingsSectionHeadingId(part)}>
      <h2 id={settingsSectionHeadingId(part)} tabIndex={-1}>
        {title}
      </h2>
      {hint && <p className="field-hint">{hint}</p>}
      {children}
    </section>
  );
}
