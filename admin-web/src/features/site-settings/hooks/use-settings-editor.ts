import {
  checkSiteSettings,
  SETTINGS_MESSAGES,
  SITE_SETTINGS_KEY,
  type AdminSiteSettings,
  type SettingsProblem,
} from '@seedcorp/contracts';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import {
  fetchSettings,
  publishSettings,
  refusedFields,
  restoreSettings,
  saveSettingsDraft,
} from '../api/site-settings-api';
import { formOf, type SettingsForm } from '../settings-form';
import { useDraftLifecycle, useDraftRecord, type OpenedDraft } from '../../workflow/hooks/use-draft-lifecycle';

const TEXTS = SITE_SETTINGS_TEXTS;
const RECORD_TEXTS = {
  loadFailed: TEXTS.loadFailed,
  keptToast: TEXTS.stale.keptToast,
  confirmDiscard: TEXTS.confirm.discard,
};

const stateOf = (form: SettingsForm) => JSON.stringify(form);

/** The settings in the form, and the saved state to compare it with. */
function openSettings(view: AdminSiteSettings): OpenedDraft<SettingsForm> {
  const form = formOf(view);
  return { fields: form, savedState: stateOf(form) };
}

/**
 * The site settings in the form, and the draft, publish and restore calls. Nothing typed is dropped by a refused
 * change: a stale save or an invalid field leaves the form as it was, with the reason shown.
 */
export function useSettingsEditor() {
  const [form, setForm] = useState<SettingsForm>();
  /** Problems are shown once a save was tried, and follow the edits from then on. */
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<SettingsProblem[]>([]);

  const show = useCallback((fields: SettingsForm) => {
    setForm(fields);
    setAttempted(false);
    setServerProblems([]);
  }, []);
  const draft = useDraftRecord({ load: fetchSettings, open: openSettings, show, texts: RECORD_TEXTS });

  const dirty = draft.savedState !== undefined && !!form && stateOf(form) !== draft.savedState;
  const problems = useMemo(() => (form ? checkSiteSettings(form.settings) : []), [form]);
  const shownProblems = attempted ? (problems.length > 0 ? problems : serverProblems) : [];

  const edit = (change: (previous: SettingsForm) => SettingsForm) => {
    setForm((previous) => (previous ? change(previous) : previous));
    setServerProblems([]);
  };

  /** Lists every problem when there is one, so a save is never sent with settings the service would refuse. */
  const readyToSave = (): boolean => {
    setAttempted(true);
    if (problems.length === 0) return true;
    toast.error(SETTINGS_MESSAGES.refused);
    return false;
  };

  const { save, publish, workflow, restore } = useDraftLifecycle(draft, {
    document: { kind: 'settings', key: SITE_SETTINGS_KEY },
    dirty,
    readyToSave,
    saveDraft: async (baseVersion) => form && saveSettingsDraft(baseVersion, form.settings, form.hindiReview),
    publishDraft: async (baseVersion, reason) => (await publishSettings(baseVersion, reason)).message,
    restoreVersion: async (version, baseVersion) => (await restoreSettings(version, baseVersion)).message,
    showProblems: (error) => {
      const listed = refusedFields(error);
      if (listed.length > 0) {
        setServerProblems(listed);
        setAttempted(true);
      }
    },
    texts: {
      noDraft: SETTINGS_MESSAGES.noDraft,
      confirmPublish: (_record, unsaved) => (unsaved ? TEXTS.confirm.saveAndPublish : TEXTS.confirm.publish),
      confirmRestore: (version, unsaved) =>
        unsaved ? `${TEXTS.confirm.restore(version)} ${TEXTS.confirm.unsaved}` : TEXTS.confirm.restore(version),
    },
  });

  return {
    view: draft.record,
    form,
    loadFailed: draft.loadFailed,
    dirty,
    busy: draft.busy,
    stale: draft.stale,
    shownProblems,
    edit,
    save,
    publish,
    workflow,
    restore,
    discard: draft.discard,
    keepMine: draft.keepMine,
    reloadSaved: draft.reloadSaved,
  };
}

export type SettingsEditor = ReturnType<typeof useSettingsEditor>;
