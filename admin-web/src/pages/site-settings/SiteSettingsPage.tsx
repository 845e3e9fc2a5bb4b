import {
  CONTENT_PLACEHOLDER,
  SETTINGS_LIMITS,
  settingsInputId,
  settingsSectionHeadingId,
  type Bilingual,
  type HeaderLogo,
  type PortalLink,
  type SiteSettings,
} from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_SETTINGS_TEXTS } from '../../content/site-settings';
import { BilingualField, TextInput } from '../../features/site-settings/components/BilingualField';
import { EntryActions } from '../../features/site-settings/components/EntryActions';
import { PictureField } from '../../features/site-settings/components/PictureField';
import { VersionList } from '../../features/site-content/components/VersionList';
import { useSettingsEditor, type SettingsEditor } from '../../features/site-settings/hooks/use-settings-editor';
import { moved, nextId, problemsByField } from '../../features/site-settings/settings-form';
import '../../features/site-settings/site-settings.css';
import { DraftActions, DraftStatus, StaleNotice } from '../../features/workflow/components/DraftEditorControls';
import { digitsOnly } from '../../features/ui/digits';

const TEXTS = SITE_SETTINGS_TEXTS;

/** Moves focus once React has drawn the change, to an element that may only now exist. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** A part of the settings, titled by a heading a link can land on (`CONTENT_ADMIN_PATHS.settingsSection`). */
function Section({ part, title, hint, children }: { part: string; title: string; hint?: string; children: ReactNode }) {
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

function SettingsFields({ editor, settings }: { editor: SettingsEditor; settings: SiteSettings }) {
  const [announcement, setAnnouncement] = useState('');
  const problems = problemsByField(editor.shownProblems);
  const outdated = new Set(editor.view?.published?.hindiOutdated ?? []);
  const set = (change: Partial<SiteSettings>) =>
    editor.edit((form) => ({ ...form, settings: { ...form.settings, ...change } }));
  const text = (
    field: string,
    label: string,
    value: Bilingual,
    onChange: (value: Bilingual) => void,
    multiline = false,
  ) => (
    <BilingualField
      field={field}
      label={label}
      value={value}
      onChange={onChange}
      problems={problems.get(field)}
      hindiOutdated={outdated.has(field)}
      multiline={multiline}
    />
  );

  /** The list actions of one kind of entry: each change announced, focus kept on what was acted on. */
  const listOf = <T,>(
    name: 'logos' | 'portalLinks' | 'sidePanelLinks',
    noun: (number: number) => string,
    firstInput: (entry: T, index: number) => string,
  ) => {
    const list = settings[name] as unknown as T[];
    const update = (next: T[]) => set({ [name]: next } as Partial<SiteSettings>);
    return {
      move: (index: number, delta: number) => {
        const next = moved(list, index, delta);
        update(next);
        setAnnouncement(TEXTS.list.moved(noun(index + 1), index + delta + 1));
        focusSoon(settingsInputId(firstInput(list[index], index + delta)));
      },
      remove: (index: number) => {
        update(list.filter((_, at) => at !== index));
        setAnnouncement(TEXTS.list.removed(noun(index + 1)));
        focusSoon(`${settingsInputId(name)}-add`);
      },
      add: (entry: T) => {
        update([...list, entry]);
        setAnnouncement(TEXTS.list.added(noun(list.length + 1)));
        focusSoon(settingsInputId(firstInput(entry, list.length)));
      },
    };
  };

  const logos = listOf<HeaderLogo>('logos', TEXTS.list.logo, (logo) => `logos.${logo.id}.alt`);
  const links = listOf<PortalLink>('portalLinks', TEXTS.list.portalLink, (link) => `portalLinks.${link.id}.label`);
  const paths = listOf<string>(
    'sidePanelLinks',
    TEXTS.fields.sidePanelLink,
    (_path, index) => `sidePanelLinks.${index}`,
  );
  const updateLogo = (index: number, change: Partial<HeaderLogo>) =>
    set({ logos: settings.logos.map((logo, at) => (at === index ? { ...logo, ...change } : logo)) });
  const updateLink = (index: number, change: Partial<PortalLink>) =>
    set({ portalLinks: settings.portalLinks.map((link, at) => (at === index ? { ...link, ...change } : link)) });

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <Section part="identity" title={TEXTS.sections.identity}>
        {text('name', TEXTS.fields.name, settings.name, (name) => set({ name }))}
        {text('tagline', TEXTS.fields.tagline, settings.tagline, (tagline) => set({ tagline }))}
      </Section>

      <Section part="logos" title={TEXTS.sections.logos}>
        <ol className="settings-entries">
          {settings.logos.map((logo, index) => (
            <li key={logo.id} className="settings-entry">
              <h3>{TEXTS.list.logo(index + 1)}</h3>
              <PictureField
                field={`logos.${logo.id}.image`}
                label={TEXTS.fields.logoPicture(index + 1)}
                value={logo.image}
                onChange={(image) => updateLogo(index, { image })}
                problems={problems.get(`logos.${logo.id}.image`)}
              />
              {text(`logos.${logo.id}.alt`, TEXTS.fields.logoAlt(index + 1), logo.alt, (alt) =>
                updateLogo(index, { alt }),
              )}
              <EntryActions
                name={TEXTS.list.logo(index + 1)}
                index={index}
                count={settings.logos.length}
                onMove={(delta) => logos.move(index, delta)}
                onRemove={() => logos.remove(index)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          id={`${settingsInputId('logos')}-add`}
          className="add-row"
          disabled={settings.logos.length >= SETTINGS_LIMITS.logosMax}
          onClick={() => logos.add({ id: nextId('logo', settings.logos), image: null, alt: { en: '', hi: '' } })}
        >
          {TEXTS.list.addLogo}
        </button>
        {settings.logos.length >= SETTINGS_LIMITS.logosMax && (
          <p className="field-hint">{TEXTS.list.full(SETTINGS_LIMITS.logosMax)}</p>
        )}
      </Section>

      <Section part="contact" title={TEXTS.sections.contact}>
        {text(
          'contact.postalAddress',
          TEXTS.fields.postalAddress,
          settings.contact.postalAddress,
          (postalAddress) => set({ contact: { ...settings.contact, postalAddress } }),
          true,
        )}
        <TextInput
          field="contact.phone"
          label={TEXTS.fields.phone}
          inputMode="tel"
          value={settings.contact.phone}
          onChange={(phone) => set({ contact: { ...settings.contact, phone } })}
          problems={problems.get('contact.phone')}
        />
        <TextInput
          field="contact.email"
          label={TEXTS.fields.email}
          inputMode="email"
          value={settings.contact.email}
          onChange={(email) => set({ contact: { ...settings.contact, email } })}
          problems={problems.get('contact.email')}
        />
      </Section>

      <Section part="footer" title={TEXTS.sections.footer}>
        <TextInput
          field="copyrightYear"
          label={TEXTS.fields.copyrightYear}
          inputMode="numeric"
          value={settings.copyrightYear ? String(settings.copyrightYear) : ''}
          onChange={(year) => set({ copyrightYear: Number(digitsOnly(year, 4)) })}
          problems={problems.get('copyrightYear')}
        />
      </Section>

      <Section part="portalLinks" title={TEXTS.sections.portalLinks} hint={TEXTS.sections.portalLinksHint}>
        <ol className="settings-entries">
          {settings.portalLinks.map((link, index) => (
            <li key={link.id} className="settings-entry">
              <h3>{TEXTS.list.portalLink(index + 1)}</h3>
              {text(`portalLinks.${link.id}.label`, TEXTS.fields.portalLabel(index + 1), link.label, (label) =>
                updateLink(index, { label }),
              )}
              <TextInput
                field={`portalLinks.${link.id}.href`}
                label={TEXTS.fields.portalHref(index + 1)}
                hint={TEXTS.fields.portalHrefHint}
                inputMode="url"
                value={link.href}
                onChange={(href) => updateLink(index, { href })}
                problems={problems.get(`portalLinks.${link.id}.href`)}
              />
              <PictureField
                field={`portalLinks.${link.id}.image`}
                label={TEXTS.fields.portalPicture(index + 1)}
                value={link.image}
                onChange={(image) => updateLink(index, { image })}
                problems={problems.get(`portalLinks.${link.id}.image`)}
              />
              <EntryActions
                name={TEXTS.list.portalLink(index + 1)}
                index={index}
                count={settings.portalLinks.length}
                onMove={(delta) => links.move(index, delta)}
                onRemove={() => links.remove(index)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          id={`${settingsInputId('portalLinks')}-add`}
          className="add-row"
          disabled={settings.portalLinks.length >= SETTINGS_LIMITS.portalLinksMax}
          onClick={() =>
            links.add({
              id: nextId('portal', settings.portalLinks),
              label: { en: '', hi: '' },
              href: CONTENT_PLACEHOLDER,
              image: null,
            })
          }
        >
          {TEXTS.list.addPortalLink}
        </button>
      </Section>

      <Section part="sidePanelLinks" title={TEXTS.sections.sidePanel} hint={TEXTS.sections.sidePanelHint}>
        <ol className="settings-entries">
          {settings.sidePanelLinks.map((path, index) => (
            // A path's place is its identity: keyed by its text, the input would be replaced at each keystroke.
            <li key={index} className="settings-entry settings-path">
              <TextInput
                field={`sidePanelLinks.${index}`}
                label={TEXTS.fields.sidePanelLink(index + 1)}
                value={path}
                onChange={(next) =>
                  set({ sidePanelLinks: settings.sidePanelLinks.map((entry, at) => (at === index ? next : entry)) })
                }
                problems={problems.get(`sidePanelLinks.${index}`)}
              />
              <EntryActions
                name={TEXTS.fields.sidePanelLink(index + 1)}
                index={index}
                count={settings.sidePanelLinks.length}
                onMove={(delta) => paths.move(index, delta)}
                onRemove={() => paths.remove(index)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          id={`${settingsInputId('sidePanelLinks')}-add`}
          className="add-row"
          disabled={settings.sidePanelLinks.length >= SETTINGS_LIMITS.sidePanelLinksMax}
          onClick={() => paths.add('/')}
        >
          {TEXTS.list.addSidePanelLink}
        </button>
      </Section>
    </>
  );
}

/** Every problem of the form, each linking to its field; list-level problems name the list's section. */
function ProblemList({ editor }: { editor: SettingsEditor }) {
  const id = useId();
  if (editor.shownProblems.length === 0) return null;
  return (
    <div className="grid-problems" role="alert" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{TEXTS.problems.heading(editor.shownProblems.length)}</h3>
      <ul>
        {editor.shownProblems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <a href={`#${settingsInputId(problem.field)}`}>{problem.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The site settings: every field labelled, English and Hindi side by side, saved as a draft, published, and any
 * earlier version restored. A link to one field (`#settings-contact-phone`, as the placeholder list gives) lands on it.
 */
export default function SiteSettingsPage() {
  const editor = useSettingsEditor();
  const { view, form } = editor;
  const { hash } = useLocation();
  const saveButton = useRef<HTMLButtonElement>(null);
  const landed = useRef(false);

  useEffect(() => {
    if (!form || landed.current || !hash) return;
    landed.current = true;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [form, hash]);

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
            <ProblemList editor={editor} />
            <SettingsFields editor={editor} settings={form.settings} />
            <Section part="hindi" title={TEXTS.sections.hindi}>
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
            </Section>
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
