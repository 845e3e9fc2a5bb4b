import { API, type DirectorItem, type Paged } from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { answerConfirm, toasted, WithToasts } from '../../../testing/toasts';
import { deleteDirector, fetchDirectors } from '../../directory/api/directory-api';
import { useRecordManager } from './use-record-manager';

const director = (key: string, name: string): DirectorItem => ({
  key,
  location: 'Head Office',
  name,
  designation: 'Managing Director',
  mobileNo: '9876543210',
  officeNo: '0755 2551234',
  email: `${key}@seedcorp.example.in`,
  address: 'Krishi Bhawan, Bhopal',
  sortOrder: 1,
});

const MEENA = director('d-1', 'Meena Sharma');
const RAVI = director('d-2', 'Ravi Verma');
const pageOf = (...content: DirectorItem[]): Paged<DirectorItem> => ({ content, totalPages: 2, totalItems: 12 });

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});

async function openDirectors() {
  const { result } = renderHook(
    () =>
      useRecordManager<DirectorItem>({
        fetchPage: fetchDirectors,
        remove: deleteDirector,
        deleteFailedMessage: 'The director could not be deleted.',
        searchFields: (row) => [row.name, row.designation],
      }),
    { wrapper: WithToasts },
  );
  await waitFor(() => expect(result.current.list.loading).toBe(false));
  return result;
}

/** The query pages the directors' list was asked for, in order. */
const pagesAsked = () =>
  api.sent.filter((request) => request.path === API.director.getAll).map((request) => request.query.page);

describe('useRecordManager', () => {
  it('opens the create and edit forms, and after a save closes them and shows the first page again', async () => {
    api.answer(API.director.getAll, ok('Directors fetched.', pageOf(MEENA, RAVI)));
    const manager = await openDirectors();
    expect(api.bodiesTo(API.director.getAll)).toEqual([{ location: 'All', includeFile: false, page: 0, size: 10 }]);

    act(() => manager.current.screen.onCreate());
    expect(manager.current.modal).toEqual({ kind: 'create' });
    act(() => manager.current.editAndDelete(manager.current.table.rows[1], 'Ravi Verma').onEdit());
    expect(manager.current.modal).toEqual({ kind: 'edit', item: RAVI });

    act(() => manager.current.list.load(1));
    await waitFor(() => expect(manager.current.list.page).toBe(1));
    act(() => manager.current.formModal.onSaved());
    expect(manager.current.modal).toBeUndefined();
    await waitFor(() => expect(manager.current.list.page).toBe(0));
    expect(pagesAsked()).toEqual(['0', '1', '0']);
  });

  it('deletes a record once confirmed and shows the first page again; No deletes nothing', async () => {
    api.answer(API.director.getAll, ok('Directors fetched.', pageOf(MEENA, RAVI)));
    api.answer(API.director.delete, ok('Director deleted successfully.'));
    const manager = await openDirectors();

    act(() => manager.current.editAndDelete(manager.current.table.rows[0], 'Meena Sharma').onDelete());
    await answerConfirm('Delete Meena Sharma?', false);
    act(() => manager.current.editAndDelete(manager.current.table.rows[1], 'Ravi Verma').onDelete());
    await answerConfirm('Delete Ravi Verma?', true);

    await toasted('Director deleted successfully.');
    expect(api.bodiesTo(API.director.delete)).toEqual([{ key: 'd-2' }]);
    await waitFor(() => expect(pagesAsked()).toEqual(['0', '0']));
  });

  it("shows why a delete failed, in the service's words or the screen's own, and keeps the page", async () => {
    api.answer(API.director.getAll, ok('Directors fetched.', pageOf(MEENA)));
    api.answer(API.director.delete, { status: 404, message: 'Director not found.' }, { status: 500, message: '' });
    const manager = await openDirectors();

    act(() => manager.current.editAndDelete(manager.current.table.rows[0], 'Meena Sharma').onDelete());
    await answerConfirm('Delete Meena Sharma?', true);
    await toasted('Director not found.');

    act(() => manager.current.editAndDelete(manager.current.table.rows[0], 'Meena Sharma').onDelete());
    await answerConfirm('Delete Meena Sharma?', true);
    await toasted('The director could not be deleted.');
    expect(pagesAsked()).toEqual(['0']);
  });
});
