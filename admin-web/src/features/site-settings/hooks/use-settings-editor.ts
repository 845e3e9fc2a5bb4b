import {
  checkSiteSettings,
  SETTINGS_MESSAGES,
  SITE_SETTINGS_KEY,
  type AdminSiteSettings,
  type SettingsProblem,
} from '@seedcorp/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import {
  fetchSettings,
  isStale,
  publishSettings,
  refusedFields,
  restoreSettings,
  saveSettingsDraft,
} from '../api/site-settings-api';
import { formOf, type SettingsForm } from '../settings-form';
import { useOneChangeAtATime, useWarnBeforeLeaving } from '../../ui/hooks/use-draft-editing';
import { useDraftWorkflow } from '../../workflow/hooks/use-draft-workflow';

const TEXTS = SITE_SETTINGS_TEXTS;

interface Loaded {
  view: AdminSiteSettings;
  /** The version every change is based on; a change based on an older one is refused. */
  baseVersion: number;
  /** What the service holds now, to tell unsaved changes from saved ones. */
  savedState: string;
}

const stateOf = (form: SettingsForm) => JSON.stringify(form);

/**
 * The site settings in the form, and the draft, publish and restore calls. Nothing typed is dropped by a refused
 * change: a stale save or an invalid field leaves the form as it was, with the reason shown.
 */
export function useSettingsEditor() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [form, setForm] = useState<SettingsForm>();
  /** Problems are shown once a save was tried, and follow the edits from then on. */
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<SettingsProblem[]>([]);
  const [stale, setStale] = useState<string>();
  const { busy, exclusive } = useOneChangeAtATime();

  const take = useCallback((view: AdminSiteSettings) => {
    const next = formOf(view);
    setLoaded({ view, baseVersion: view.currentVersion, savedState: stateOf(next) });
    setForm(next);
    setAttempted(false);
    setServerProblems([]);
    setStale(undefined);
  }, []);

  useEffect(() => {
    let live = true;
    fetchSettings()
      .then((view) => {
        if (live) take(view);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoadFailed(true);
        toast.error(messageOf(error, TEXTS.loadFailed));
      });
    return () => {
      live = false;
    };
  }, [take]);

  const dirty = !!loaded && !!form && stateOf(form) !== loaded.savedState;
  const problems = useMemo(() => (form ? checkSiteSettings(form.settings) : []), [form]);
  const shownProblems = attempted ? (problems.length > 0 ? problems : serverProblems) : [];

  useWarnBeforeLeaving(dirty);

  const reload = useCallback(async () => take(await fetchSettings()), [take]);

  const edit = (change: (previous: SettingsForm) => SettingsForm) => {
    setForm((previous) => (previous ? change(previous) : previous));
    setServerProblems([]);
  };

  /** A refused change: the form keeps what it holds, and the reason is shown. */
  const refused = (error: unknown) => {
    const message = messageOf(error);
    if (isStale(error)) setStale(message);
    const listed = refusedFields(error);
    if (listed.length > 0) {
      setServerProblems(listed);
      setAttempted(true);
    }
    toast.error(message);
  };

  /** Lists every problem when there is one, so a save is never sent with settings the service would refuse. */
  const readyToSave = (): boolean => {
    setAttempted(true);
    if (problems.length === 0) return true;
    toast.error(SETTINGS_MESSAGES.refused);
    return false;
  };

  /** Saves the form as the draft; the draft's version when saved. */
  const send = async (): Promise<number | undefined> => {
    if (!loaded || !form) return undefined;
    try {
      const { message, version } = await saveSettingsDraft(loaded.baseVersion, form.settings, form.hindiReview);
      toast.success(message);
      await reload();
      return version;
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  const save = () => exclusive(false, async () => readyToSave() && (await send()) !== undefined);

  /** With `reason` (an administrator publishing alone), the dialog that asked for it was the confirmation. */
  const publish = (reason?: string) =>
    exclusive(undefined, async () => {
      if (!loaded) return;
      if (!dirty && !loaded.view.draft) {
        toast.error(SETTINGS_MESSAGES.noDraft);
        return;
      }
      if (dirty && !readyToSave()) return;
      const question = dirty ? TEXTS.confirm.saveAndPublish : TEXTS.confirm.publish;
      if (reason === undefined && !(await confirmInToast(question))) return;
      const baseVersion = dirty ? await send() : loaded.baseVersion;
      if (baseVersion === undefined) return;
      try {
        toast.success((await publishSettings(baseVersion, reason)).message);
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  const workflow = useDraftWorkflow({
    document: { kind: 'settings', key: SITE_SETTINGS_KEY },
    baseVersion: loaded?.baseVersion,
    hasDraft: !!loaded?.view.draft,
    dirty,
    save: async () => (readyToSave() ? send() : undefined),
    reload,
    refused,
    exclusive,
  });

  const restore = (version: number) =>
    exclusive(undefined, async () => {
      if (!loaded) return;
      const question = TEXTS.confirm.restore(version);
      if (!(await confirmInToast(dirty ? `${question} ${TEXTS.confirm.unsaved}` : question))) return;
      try {
        toast.success((await restoreSettings(version, loaded.baseVersion)).message);
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  /** True when the form shows the settings as saved again. */
  const discard = () =>
    exclusive(false, async () => {
      if (!(await confirmInToast(TEXTS.confirm.discard))) return false;
      try {
        await reload();
        return true;
      } catch (error) {
        toast.error(messageOf(error, TEXTS.loadFailed));
        return false;
      }
    });

  /** After a stale refusal: the form stays, now based on the version saved since, for the next save to replace. */
  const keepMine = () =>
    exclusive(undefined, async () => {
      try {
        const view = await fetchSettings();
        setLoaded({ view, baseVersion: view.currentVersion, savedState: stateOf(formOf(view)) });
        setStale(undefined);
        toast.info(TEXTS.stale.keptToast(view.currentVersion));
      } catch (error) {
        toast.error(messageOf(error, TEXTS.loadFailed));
      }
    });

  const reloadSaved = () =>
    exclusive(undefined, async () => {
      try {
        await reload();
      } catch (error) {
        toast.error(messageOf(error, TEXTS.loadFailed));
      }
    });

  return {
    view: loaded?.view,
    form,
    loadFailed,
    dirty,
    busy,
    stale,
    shownProblems,
    edit,
    save,
    publish,
    workflow,
    restore,
    discard,
    keepMine,
    reloadSaved,
  };
}

export type SettingsEditor = ReturnType<typeof useSettingsEditor>;
