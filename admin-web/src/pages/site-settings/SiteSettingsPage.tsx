import { CONTENT_PLACEHOLDER } from '@seedcorp/contracts';
import { useRef } from 'react';
import { SITE_SETTINGS_TEXTS as TEXTS } from '../../content/site-settings';
import { VersionList } from '../../features/site-content/components/VersionList';
import { SettingsProblemList } from '../../features/site-settings/components/SettingsProblemList';
import { SettingsSection } from '../../features/site-settings/components/SettingsSection';
import { SiteSettingsFields } from '../../features/site-settings/components/SiteSettingsFields';
import { useLandingField } from '../../features/site-settings/hooks/use-landing-field';
import { useSettingsEditor } from '../../features/site-settings/hooks/use-settings-editor';
import { DraftActions, DraftStatus, StaleNotice } from '../../features/workflow/components/DraftEditorControls';
import '../../features/site-settings/site-settings.css';

/**
 * The site settings: every field labelled, English and Hindi side by side, saved as a draft, published, and any
 * earlier version restored. A link to one field (`#settings-contact-phone`, as the placeholder list gives) lands on it.
 */
export default function SiteSettingsPage() {
  const editor = useSettingsEditor();
  const { view, form } = editor;
  const saveButton = useRef<HTMLButtonElement>(null);
  useLandingField(form !== undefined);

  return (
    <article className="manager site-settings">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <p className="field-hint">{TEXTS.placeholderHint(CONTENT_PLACEHOLDER)}</p>
      {view && form ? (
        <>
          <DraftStatus record={view} dirty={editor.dirty} texts={TEXTS.status} />
          <StaleNotice editor={editor} texts={TEXTS.stale} onChosen={() => saveButton.current?.focus()} />
          <form
            className="settings-form"
            aria-label={TEXTS.title}
            aria-busy={editor.busy}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void editor.save();
            }}
          >
            <SettingsProblemList editor={editor} />
            <SiteSettingsFields editor={editor} settings={form.settings} />
            <SettingsSection part="hindi" title={TEXTS.sections.hindi}>
              <label className="show-hindi">
                <input
                  type="checkbox"
                  checked={form.hindiReview === 'reviewed'}
                  onChange={(event) =>
                    editor.edit((current) => ({
                      ...current,
                      hindiReview: event.target.checked ? 'reviewed' : 'drafted',
                    }))
                  }
                />
                {TEXTS.fields.hindiReview}
              </label>
            </SettingsSection>
            <DraftActions record={view} editor={editor} texts={TEXTS.actions} saveButton={saveButton} />
          </form>
          <VersionList
            versions={view.versions}
            rateList={false}
            onRestore={(version) => void editor.restore(version)}
          />
        </>
      ) : (
        <p role="status" className="list-state">
          {editor.loadFailed ? TEXTS.loadFailed : TEXTS.loading}
        </p>
      )}
    </article>
  );
}
