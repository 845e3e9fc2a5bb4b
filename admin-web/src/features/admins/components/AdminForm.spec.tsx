import {
  ADMIN_MESSAGES,
  API,
  SALES_MESSAGES,
  type AdminAccount,
  type Paged,
  type SaleCounterItem,
} from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ADMINS_TEXTS } from '../../../content/admins';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { AdminForm } from './AdminForm';

const counter = (key: string, name: string): SaleCounterItem => ({
  key,
  regionalUnit: { en: name, hi: name },
  name: { en: `Seed Sale Counter, ${name}`, hi: name },
  district: name,
  address: { en: name, hi: name },
  official: 'Ram Kumar',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '9876543210',
  openingHours: { en: '9 to 5', hi: '9 से 5' },
  latitude: null,
  longitude: null,
  position: 0,
  closed: false,
  closedAt: null,
  closedReason: null,
  version: 1,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});

const SIRSA = counter('counter-sirsa', 'Sirsa');
const HISAR = counter('counter-hisar', 'Hisar');
const COUNTERS: Paged<SaleCounterItem> = { content: [SIRSA, HISAR], totalPages: 1, totalItems: 2 };

const OPERATOR: AdminAccount = {
  id: 'admin-7',
  mobile: '9876507777',
  name: 'Kamla Devi',
  role: 'counter',
  active: true,
  secondFactor: false,
  lastLoginAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('administrator-token');
  api = stubApi();
  api.answer(API.sales.getCounters, ok(SALES_MESSAGES.countersFetched, COUNTERS));
});

function renderForm(editing?: AdminAccount) {
  const onSaved = jest.fn();
  const onPartlySaved = jest.fn();
  render(
    <WithToasts>
      <AdminForm editing={editing} onSaved={onSaved} onPartlySaved={onPartlySaved} />
    </WithToasts>,
  );
  return { onSaved, onPartlySaved };
}

const submit = (label: string) => act(async () => fireEvent.click(screen.getByRole('button', { name: label })));

async function fillNewOperator() {
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: OPERATOR.mobile } });
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: OPERATOR.name } });
  fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'counter' } });
  await screen.findByRole('checkbox', { name: /Sirsa/ });
}

describe('AdminForm for a counter operator', () => {
  it('offers the counter operator role, and once chosen every counter to tick', async () => {
    renderForm();
    expect(screen.getByRole('option', { name: 'Counter operator' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Sale counters they keep/ })).toBeNull();
    await fillNewOperator();
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Seed Sale Counter, Sirsa, Sirsa',
      'Seed Sale Counter, Hisar, Hisar',
    ]);
  });

  it('needs a counter ticked before anything is saved', async () => {
    renderForm();
    await fillNewOperator();
    await submit(ADMINS_TEXTS.form.add);
    await toasted(ADMINS_TEXTS.operator.chooseOne);
    expect(api.bodiesTo(API.admins.create)).toEqual([]);
  });

  it('saves the admin, then their counters under the new admin’s id', async () => {
    api.answer(API.admins.create, ok(ADMIN_MESSAGES.created, OPERATOR));
    api.answer(
      API.sales.setOperatorCounters,
      ok(SALES_MESSAGES.operatorSaved, { adminId: OPERATOR.id, counterKeys: [] }),
    );
    const { onSaved } = renderForm();
    await fillNewOperator();
    fireEvent.click(screen.getByRole('checkbox', { name: /Hisar/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Sirsa/ }));
    await submit(ADMINS_TEXTS.form.add);

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.bodiesTo(API.admins.create)).toEqual([
      { mobileNo: OPERATOR.mobile, name: OPERATOR.name, role: 'counter' },
    ]);
    expect(api.bodiesTo(API.sales.setOperatorCounters)).toEqual([
      { adminId: 'admin-7', counterKeys: ['counter-sirsa', 'counter-hisar'] },
    ]);
    await toasted(SALES_MESSAGES.operatorSaved);
  });

  it('says clearly when the admin is saved but not their counters, and the next save sends the counters again', async () => {
    api.answer(API.admins.create, ok(ADMIN_MESSAGES.created, OPERATOR));
    api.answer(API.admins.update, ok(ADMIN_MESSAGES.updated, OPERATOR));
    api.answer(
      API.sales.setOperatorCounters,
      { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' },
      ok(SALES_MESSAGES.operatorSaved, { adminId: OPERATOR.id, counterKeys: ['counter-sirsa'] }),
    );
    const { onSaved, onPartlySaved } = renderForm();
    await fillNewOperator();
    fireEvent.click(screen.getByRole('checkbox', { name: /Sirsa/ }));
    await submit(ADMINS_TEXTS.form.add);

    const said = ADMINS_TEXTS.operator.notSaved('The service is temporarily unavailable. Please try again shortly.');
    expect((await screen.findAllByText(said)).some((shown) => shown.getAttribute('role') === 'alert')).toBe(true);
    expect(onPartlySaved).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
    // The admin exists now: the number is not asked again, the ticks stay, and the next save changes, not adds.
    expect(screen.queryByLabelText(/Mobile number/)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Sirsa/ }).checked).toBe(true);

    await submit(ADMINS_TEXTS.form.save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.bodiesTo(API.admins.create)).toHaveLength(1);
    expect(api.bodiesTo(API.admins.update)).toEqual([
      { id: 'admin-7', name: OPERATOR.name, role: 'counter', active: true },
    ]);
    expect(api.bodiesTo(API.sales.setOperatorCounters).map((body) => body.counterKeys)).toEqual([
      ['counter-sirsa'],
      ['counter-sirsa'],
    ]);
  });

  it('shows an operator’s own counters ticked when editing them, and saves nothing while they cannot be read', async () => {
    api.answer(
      API.sales.getOperatorCounters,
      ok(SALES_MESSAGES.operatorFetched, { adminId: OPERATOR.id, counterKeys: ['counter-hisar'] }),
    );
    renderForm(OPERATOR);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Hisar/ }).checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Sirsa/ }).checked).toBe(false);
    expect(api.bodiesTo(API.sales.getOperatorCounters)).toEqual([{ adminId: 'admin-7' }]);
  });

  it('saves nothing when the operator’s own counters could not be read, rather than saving none', async () => {
    api.answer(API.sales.getOperatorCounters, { status: 500, message: '' });
    renderForm(OPERATOR);
    await screen.findByText(ADMINS_TEXTS.operator.assignedFailed);
    await submit(ADMINS_TEXTS.form.save);
    await toasted(ADMINS_TEXTS.operator.assignedFailed);
    expect(api.bodiesTo(API.admins.update)).toEqual([]);
    expect(api.bodiesTo(API.sales.setOperatorCounters)).toEqual([]);
  });
});
