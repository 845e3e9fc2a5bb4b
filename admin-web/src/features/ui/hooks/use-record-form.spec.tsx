import {
  API,
  AUTHORITY_FORM_RULES,
  DIRECTORY_MESSAGES,
  type AuthorityFormFields,
  type RtiAuthorityItem,
} from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, toastTexts, WithToasts } from '../../../testing/toasts';
import type { UploadProgress } from '../../api/api-client';
import { AUTHORITY_CALLS } from '../../directory/components/AuthorityForm';
import { DIRECTORY_SAVE_FAILED } from '../../directory/components/DirectorForm';
import type { FormDraft } from '../form-draft';
import { useRecordForm } from './use-record-form';

type AuthorityDraft = FormDraft<AuthorityFormFields>;

const BLANK: AuthorityDraft = { district: '', role: '', designation: '' };

const KARNAL: RtiAuthorityItem = {
  key: 'r-7',
  district: 'Karnal',
  role: 'First Appellate Authority',
  designation: 'Regional Manager',
};

let api: ApiStub;
let onSaved: jest.Mock;
beforeEach(() => {
  api = stubApi();
  onSaved = jest.fn();
});

interface FormOptions {
  editing?: RtiAuthorityItem;
  create?: (draft: AuthorityDraft, onProgress: UploadProgress) => Promise<string>;
  sentFields?: (draft: AuthorityDraft) => AuthorityDraft;
}

/** The RTI authority form, as the directory screen opens it. */
function openForm({ editing, create = AUTHORITY_CALLS.create, sentFields }: FormOptions = {}) {
  return renderHook(
    () =>
      useRecordForm({
        rules: AUTHORITY_FORM_RULES,
        blank: BLANK,
        editing,
        create,
        update: AUTHORITY_CALLS.update,
        failedMessage: DIRECTORY_SAVE_FAILED,
        onSaved,
        sentFields,
      }),
    { wrapper: WithToasts },
  ).result;
}

type Form = ReturnType<typeof openForm>;

function fill(form: Form, fields: Partial<AuthorityDraft>) {
  for (const [name, value] of Object.entries(fields) as [keyof AuthorityDraft, string][]) {
    act(() => form.current.field(name).onChange(value));
  }
}

/** Submits the form as its button does; answers whether the browser was kept from sending the page's own form. */
function submit(form: Form): boolean {
  const event = { preventDefault: jest.fn() };
  act(() => form.current.submit.onSubmit(event as unknown as FormEvent));
  return event.preventDefault.mock.calls.length === 1;
}

describe('useRecordForm', () => {
  it('starts blank, creates the record from the filled fields and tells the screen it was saved', async () => {
    api.answer(API.authorities.create, ok(DIRECTORY_MESSAGES.authorityCreated, { key: 'r-9' }));
    const form = openForm();
    expect(form.current.draft).toEqual(BLANK);
    expect(form.current.submit).toMatchObject({ submitLabel: 'Create', busy: false });

    fill(form, { district: 'Karnal', role: '  Public Information Officer ', designation: 'Assistant Manager' });
    expect(form.current.field('role').value).toBe('  Public Information Officer ');
    expect(submit(form)).toBe(true);

    await toasted(DIRECTORY_MESSAGES.authorityCreated);
    expect(api.bodiesTo(API.authorities.create)).toEqual([
      { district: 'Karnal', role: 'Public Information Officer', designation: 'Assistant Manager' },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(form.current.submit.busy).toBe(false);
  });

  it("fills the form from the edited record and updates it under the record's key", async () => {
    api.answer(API.authorities.update, ok(DIRECTORY_MESSAGES.authorityUpdated));
    const form = openForm({ editing: KARNAL });
    expect(form.current.draft).toEqual({
      district: 'Karnal',
      role: 'First Appellate Authority',
      designation: 'Regional Manager',
    });
    expect(form.current.submit.submitLabel).toBe('Update');

    fill(form, { designation: 'General Manager' });
    submit(form);

    await toasted(DIRECTORY_MESSAGES.authorityUpdated);
    expect(api.bodiesTo(API.authorities.update)).toEqual([
      { key: 'r-7', district: 'Karnal', role: 'First Appellate Authority', designation: 'General Manager' },
    ]);
    expect(api.bodiesTo(API.authorities.create)).toEqual([]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("shows the first rule the form breaks, in the spec's words for creating or editing, and sends nothing", async () => {
    const creating = openForm();
    fill(creating, { district: 'Karnal', role: '   ' });
    submit(creating);
    await toasted(DIRECTORY_MESSAGES.createRequired);

    const editing = openForm({ editing: KARNAL });
    fill(editing, { designation: '' });
    submit(editing);
    await toasted(DIRECTORY_MESSAGES.editRequired);

    fill(editing, { district: 'Atlantis', designation: 'Regional Manager' });
    submit(editing);
    await toasted(DIRECTORY_MESSAGES.unknownDistrict);

    expect(api.sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows why a save failed, in the service's words or the form's own, and keeps the form open", async () => {
    api.answer(
      API.authorities.create,
      { status: 400, message: DIRECTORY_MESSAGES.unknownRole },
      { status: 500, message: '' },
    );
    const form = openForm();
    fill(form, { district: 'Karnal', role: 'Gatekeeper', designation: 'Regional Manager' });

    submit(form);
    await toasted(DIRECTORY_MESSAGES.unknownRole);
    await waitFor(() => expect(form.current.submit.busy).toBe(false));

    submit(form);
    await toasted(DIRECTORY_SAVE_FAILED);
    await waitFor(() => expect(form.current.submit.busy).toBe(false));

    expect(api.bodiesTo(API.authorities.create)).toHaveLength(2);
    expect(form.current.draft).toEqual({ district: 'Karnal', role: 'Gatekeeper', designation: 'Regional Manager' });
    expect(onSaved).not.toHaveBeenCalled();
    expect(toastTexts()).not.toContain(DIRECTORY_MESSAGES.authorityCreated);
  });

  it('is busy while sending and shows how much of the upload has gone, which a failure clears', async () => {
    const uploads: { progress: UploadProgress; settle: (message: string) => void; fail: () => void }[] = [];
    const create = (_draft: AuthorityDraft, progress: UploadProgress) =>
      new Promise<string>((settle, reject) => uploads.push({ progress, settle, fail: () => reject(new Error()) }));
    const form = openForm({ create });
    fill(form, { district: 'Karnal', role: 'Public Information Officer', designation: 'Assistant Manager' });

    submit(form);
    expect(form.current.submit.busy).toBe(true);
    expect(form.current.progress).toBeUndefined();
    act(() => uploads[0].progress(0.4));
    expect(form.current.progress).toBe(0.4);
    await act(async () => uploads[0].fail());
    expect(form.current.submit.busy).toBe(false);
    expect(form.current.progress).toBeUndefined();
    await toasted(DIRECTORY_SAVE_FAILED);

    submit(form);
    act(() => uploads[1].progress(1));
    expect(form.current.progress).toBe(1);
    await act(async () => uploads[1].settle(DIRECTORY_MESSAGES.authorityCreated));
    expect(form.current.submit.busy).toBe(false);
    await toasted(DIRECTORY_MESSAGES.authorityCreated);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('checks and sends only the fields the screen shows, though the draft still holds the hidden ones', async () => {
    api.answer(API.authorities.create, ok(DIRECTORY_MESSAGES.authorityCreated, { key: 'r-9' }));
    const shown = (draft: AuthorityDraft): AuthorityDraft =>
      draft.district === 'Head Office' ? { ...draft, role: 'Appellate Authority' } : draft;
    const form = openForm({ sentFields: shown });

    fill(form, { district: 'Karnal', designation: 'Regional Manager' });
    submit(form);
    await toasted(DIRECTORY_MESSAGES.createRequired);

    fill(form, { district: 'Head Office' });
    submit(form);
    await toasted(DIRECTORY_MESSAGES.authorityCreated);

    expect(api.bodiesTo(API.authorities.create)).toEqual([
      { district: 'Head Office', role: 'Appellate Authority', designation: 'Regional Manager' },
    ]);
    expect(form.current.draft.role).toBe('');
  });
});
