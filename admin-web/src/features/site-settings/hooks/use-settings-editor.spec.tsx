import {
  API,
  SETTINGS_MESSAGES,
  WORKFLOW_MESSAGES,
  type AdminSiteSettings,
  type SiteSettings,
} from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import { WORKFLOW_TEXTS } from '../../../content/workflow';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { answerConfirm, toasted, WithToasts } from '../../../testing/toasts';
import { NO_WORKFLOW } from '../../../testing/workflow';
import { useSettingsEditor } from './use-settings-editor';

const SETTINGS: SiteSettings = {
  name: { en: 'State Seed Corporation', hi: 'राज्य बीज निगम' },
  tagline: { en: 'Certified seed for every farmer', hi: 'हर किसान के लिए प्रमाणित बीज' },
  logos: [],
  contact: {
    postalAddress: { en: 'Krishi Bhawan, Bhopal', hi: 'कृषि भवन, भोपाल' },
    phone: '0755 2551234',
    email: 'info@seedcorp.example.in',
  },
  copyrightYear: 2026,
  portalLinks: [],
  sidePanelLinks: ['/contact-us'],
};

/** The settings as `getSettings` answers them: published at version 1, with a draft at `draftVersion` if given. */
function settingsAt(draftVersion?: number, settings: SiteSettings = SETTINGS): AdminSiteSettings {
  return {
    published: {
      settings: SETTINGS,
      hindiReview: 'reviewed',
      version: 1,
      publishedAt: '2026-01-05T10:00:00.000Z',
      hindiOutdated: [],
    },
    draft: draftVersion
      ? { settings, hindiReview: 'drafted', version: draftVersion, savedAt: '2026-01-06T10:00:00.000Z' }
      : null,
    versions: [{ version: 1, publishedAt: '2026-01-05T10:00:00.000Z' }],
    currentVersion: draftVersion ?? 1,
    workflow: NO_WORKFLOW,
  };
}

const withPhone = (phone: string) => (form: { settings: SiteSettings; hindiReview: 'drafted' | 'reviewed' }) => ({
  ...form,
  settings: { ...form.settings, contact: { ...form.settings.contact, phone } },
});

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});

async function openEditor(...views: AdminSiteSettings[]) {
  api.answer(API.content.getSettings, ...views.map((view) => ok(SETTINGS_MESSAGES.settingsFetched, view)));
  const editor = renderHook(() => useSettingsEditor(), { wrapper: WithToasts });
  await waitFor(() => expect(editor.result.current.form).toBeDefined());
  return editor.result;
}

describe('useSettingsEditor', () => {
  it('loads the published settings into the form when there is no draft', async () => {
    const editor = await openEditor(settingsAt());

    expect(editor.current.form).toEqual({ settings: SETTINGS, hindiReview: 'reviewed' });
    expect(editor.current.view?.currentVersion).toBe(1);
    expect(editor.current.dirty).toBe(false);
    expect(editor.current.shownProblems).toEqual([]);
  });

  it("reports settings that cannot be loaded with the service's message", async () => {
    api.answer(API.content.getSettings, { status: 404, message: SETTINGS_MESSAGES.notFound });
    const { result } = renderHook(() => useSettingsEditor(), { wrapper: WithToasts });

    await waitFor(() => expect(result.current.loadFailed).toBe(true));
    await toasted(SETTINGS_MESSAGES.notFound);
  });

  it('sends no save while a field is invalid, and lists the problem', async () => {
    const editor = await openEditor(settingsAt(2));

    act(() => editor.current.edit(withPhone('call the office')));
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.shownProblems).toEqual([]);

    expect(await act(() => editor.current.save())).toBe(false);
    expect(editor.current.shownProblems).toEqual([
      { field: 'contact.phone', message: 'Phone: must be a phone number.' },
    ]);
    expect(api.bodiesTo(API.content.saveSettingsDraft)).toEqual([]);
    await toasted(SETTINGS_MESSAGES.refused);

    act(() => editor.current.edit(withPhone('0755 2559999')));
    expect(editor.current.shownProblems).toEqual([]);
  });

  it('saves the form as the draft based on the loaded version, then shows the saved settings', async () => {
    const changed = withPhone('0755 2559999')({ settings: SETTINGS, hindiReview: 'drafted' }).settings;
    const editor = await openEditor(settingsAt(2), settingsAt(3, changed));
    api.answer(API.content.saveSettingsDraft, ok(SETTINGS_MESSAGES.draftSaved, { version: 3 }));

    act(() => editor.current.edit(withPhone('0755 2559999')));
    expect(await act(() => editor.current.save())).toBe(true);

    expect(api.bodiesTo(API.content.saveSettingsDraft)).toEqual([
      { baseVersion: 2, settings: changed, hindiReview: 'drafted' },
    ]);
    await toasted(SETTINGS_MESSAGES.draftSaved);
    expect(editor.current.view?.currentVersion).toBe(3);
    expect(editor.current.dirty).toBe(false);
  });

  it("shows the fields the service refused, and keeps the form's edits after a stale save", async () => {
    const editor = await openEditor(settingsAt(2), settingsAt(3));
    const refusedPhone = { field: 'contact.phone', message: 'Phone: is not a number of the corporation.' };
    const staleMessage = SETTINGS_MESSAGES.staleVersion(3);
    api.answer(
      API.content.saveSettingsDraft,
      { status: 400, message: SETTINGS_MESSAGES.refused, data: [refusedPhone] },
      { status: 409, message: staleMessage },
      ok(SETTINGS_MESSAGES.draftSaved, { version: 4 }),
    );

    act(() => editor.current.edit(withPhone('0755 2559999')));
    expect(await act(() => editor.current.save())).toBe(false);
    expect(editor.current.shownProblems).toEqual([refusedPhone]);
    expect(editor.current.stale).toBeUndefined();

    expect(await act(() => editor.current.save())).toBe(false);
    expect(editor.current.stale).toBe(staleMessage);
    expect(editor.current.form?.settings.contact.phone).toBe('0755 2559999');
    await toasted(staleMessage);

    await act(() => editor.current.keepMine());
    expect(editor.current.stale).toBeUndefined();
    expect(editor.current.form?.settings.contact.phone).toBe('0755 2559999');
    await toasted(SITE_SETTINGS_TEXTS.stale.keptToast(3));

    expect(await act(() => editor.current.save())).toBe(true);
    expect(api.bodiesTo(API.content.saveSettingsDraft).map((body) => body.baseVersion)).toEqual([2, 2, 3]);
  });

  it('publishes the saved draft once the admin confirms, and says when there is none', async () => {
    const editor = await openEditor(settingsAt(), settingsAt(2), settingsAt());
    api.answer(API.content.publishSettings, ok(SETTINGS_MESSAGES.published, { version: 2 }));

    await act(() => editor.current.publish());
    await toasted(SETTINGS_MESSAGES.noDraft);
    expect(api.bodiesTo(API.content.publishSettings)).toEqual([]);

    await act(() => editor.current.reloadSaved());
    expect(editor.current.view?.draft?.version).toBe(2);
    let publishing!: Promise<void>;
    act(() => {
      publishing = editor.current.publish();
    });
    await answerConfirm(SITE_SETTINGS_TEXTS.confirm.publish, true);
    await act(() => publishing);

    expect(api.bodiesTo(API.content.publishSettings)).toEqual([{ baseVersion: 2 }]);
    await toasted(SETTINGS_MESSAGES.published);
    expect(editor.current.view?.draft).toBeNull();
  });

  it('restores an earlier version, warning that unsaved changes are lost', async () => {
    const editor = await openEditor(settingsAt(2), settingsAt(3));
    api.answer(API.content.restoreSettings, ok(SETTINGS_MESSAGES.restored, { version: 3 }));
    act(() => editor.current.edit(withPhone('0755 2559999')));

    let restoring!: Promise<void>;
    act(() => {
      restoring = editor.current.restore(1);
    });
    await answerConfirm(`${SITE_SETTINGS_TEXTS.confirm.restore(1)} ${SITE_SETTINGS_TEXTS.confirm.unsaved}`, true);
    await act(() => restoring);

    expect(api.bodiesTo(API.content.restoreSettings)).toEqual([{ version: 1, baseVersion: 2 }]);
    expect(editor.current.dirty).toBe(false);
    expect(editor.current.form?.settings.contact.phone).toBe(SETTINGS.contact.phone);
  });

  it('takes the draft through the workflow: submitted with unsaved changes saved first, approved, scheduled', async () => {
    const editor = await openEditor(settingsAt(2), settingsAt(3));
    const document = { kind: 'settings', key: 'site-settings' };
    api.answer(API.content.saveSettingsDraft, ok(SETTINGS_MESSAGES.draftSaved, { version: 3 }));
    api.answer(API.content.submitDraft, ok(WORKFLOW_MESSAGES.submitted));
    api.answer(API.content.approveDraft, ok(WORKFLOW_MESSAGES.approved));
    api.answer(API.content.scheduleDraft, { status: 403, message: WORKFLOW_MESSAGES.notApproved });

    act(() => editor.current.edit(withPhone('0755 2559999')));
    let submitting!: Promise<void>;
    act(() => {
      submitting = editor.current.workflow.submit();
    });
    await answerConfirm(WORKFLOW_TEXTS.confirm.submitUnsaved, true);
    await act(() => submitting);
    await toasted(WORKFLOW_MESSAGES.submitted);

    let approving!: Promise<void>;
    act(() => {
      approving = editor.current.workflow.approve();
    });
    await answerConfirm(WORKFLOW_TEXTS.confirm.approve, true);
    await act(() => approving);
    await toasted(WORKFLOW_MESSAGES.approved);

    await act(() => editor.current.workflow.schedule('2026-02-01T09:00:00+05:30'));
    await toasted(WORKFLOW_MESSAGES.notApproved);
    expect(editor.current.stale).toBeUndefined();

    expect(api.sent.map((request) => request.path).filter((path) => path !== API.content.getSettings)).toEqual([
      API.content.saveSettingsDraft,
      API.content.submitDraft,
      API.content.approveDraft,
      API.content.scheduleDraft,
    ]);
    expect(api.bodiesTo(API.content.submitDraft)).toEqual([{ ...document, baseVersion: 3 }]);
    expect(api.bodiesTo(API.content.approveDraft)).toEqual([{ ...document, baseVersion: 3 }]);
    expect(api.bodiesTo(API.content.scheduleDraft)).toEqual([
      { ...document, baseVersion: 3, publishAt: '2026-02-01T09:00:00+05:30' },
    ]);
  });
});
