import { API, type NotificationTypeItem, type OfficeTypeItem } from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { useMasterList, type MasterName } from './use-master-list';

const OFFICE_TYPES: OfficeTypeItem[] = [{ type: 'Head Office' }, { type: 'Regional Office' }];
const NOTIFICATION_TYPES: NotificationTypeItem[] = [
  { type: 'Tender', needsSubmissionDate: true },
  { type: 'Home Page', needsSubmissionDate: false },
];

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
});

const openList = (name: MasterName) =>
  renderHook(({ list }) => useMasterList(list), { wrapper: WithToasts, initialProps: { list: name } });

describe('useMasterList', () => {
  it('answers the values of a list of plain names', async () => {
    api.answer(API.master.district, ok('Districts fetched.', ['Head Office', 'Karnal', 'Panipat']));
    const { result } = openList('district');
    expect(result.current).toEqual({ values: [], entries: [] });

    await waitFor(() => expect(result.current.values).toEqual(['Head Office', 'Karnal', 'Panipat']));
    expect(result.current.entries).toEqual(['Head Office', 'Karnal', 'Panipat']);
    expect(api.sent.map((request) => request.path)).toEqual([API.master.district]);
  });

  it('answers the names of a list of entries, and the entries as they came for what else they carry', async () => {
    api.answer(API.master.notificationType, ok('Notification types fetched.', NOTIFICATION_TYPES));
    const { result } = openList('notificationType');

    await waitFor(() => expect(result.current.values).toEqual(['Tender', 'Home Page']));
    expect(result.current.entries).toEqual(NOTIFICATION_TYPES);
  });

  it('fetches the other list when the field asks for one', async () => {
    api.answer(API.master.district, ok('Districts fetched.', ['Karnal']));
    api.answer(API.master.officeType, ok('Office types fetched.', OFFICE_TYPES));
    const { result, rerender } = openList('district');
    await waitFor(() => expect(result.current.values).toEqual(['Karnal']));

    rerender({ list: 'officeType' });

    await waitFor(() => expect(result.current.values).toEqual(['Head Office', 'Regional Office']));
    expect(api.sent.map((request) => request.path)).toEqual([API.master.district, API.master.officeType]);
  });

  it('shows the list asked for last, though the one asked for before answers after it', async () => {
    api.answer(API.master.district, ok('Districts fetched.', ['Karnal']));
    api.answer(API.master.officeType, ok('Office types fetched.', OFFICE_TYPES));
    // The network holds the districts' answer back until the office types have arrived.
    const network = globalThis.fetch;
    let officeTypesArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (officeTypesArrived = resolve));
    globalThis.fetch = async (input, init) => {
      if (String(input).startsWith(API.master.district)) await arrived;
      return network(input, init);
    };
    const { result, rerender } = openList('district');

    rerender({ list: 'officeType' });
    await waitFor(() => expect(result.current.values).toEqual(['Head Office', 'Regional Office']));
    await act(async () => officeTypesArrived());
    await act(() => new Promise((settle) => setTimeout(settle, 50)));

    // The stub sees a request once the network lets it through: the districts went last.
    expect(api.sent.map((request) => request.path)).toEqual([API.master.officeType, API.master.district]);
    expect(result.current.values).toEqual(['Head Office', 'Regional Office']);
  });

  it("says why a list cannot be fetched, in the service's words or the spec's own, and offers no values", async () => {
    api.answer(API.master.designation, { status: 503, message: 'The master lists are not available right now.' });
    api.answer(API.master.authRole, ok('Authority roles fetched.'));

    const designations = openList('designation').result;
    await toasted('The master lists are not available right now.');
    expect(designations.current).toEqual({ values: [], entries: [] });

    const roles = openList('authRole').result;
    await toasted('Failed to fetch locations.');
    expect(roles.current).toEqual({ values: [], entries: [] });
  });
});
