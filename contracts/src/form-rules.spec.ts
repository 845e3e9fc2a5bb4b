import { ADMIN_FORM_RULES, ADMIN_MESSAGES, ADMIN_NAME_MAX } from './admins';
import { LOGIN_FORM_MESSAGES } from './auth';
import { AUTHORITY_FORM_RULES, DIRECTOR_FORM_RULES, DIRECTORY_MESSAGES, OFFICER_FORM_RULES } from './directories';
import { calendarDate, firstBrokenRule } from './form-rules';
import { MASTER_LIST_MESSAGES, MASTER_LIST_REFUSALS, MASTER_VALUE_FORM_RULES, masterValueRules } from './master-lists';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_RULES } from './media';
import { NOTIFICATION_FORM_RULES, NOTIFICATION_MESSAGES } from './notifications';

const photo = { size: 100 };
const director = { location: 'Directors', name: 'A. Sample', designation: 'Director', image: photo };
const directorProblem = (change: object, mode: 'create' | 'update' = 'create') =>
  firstBrokenRule(DIRECTOR_FORM_RULES, { ...director, ...change }, mode);

describe('director form rules', () => {
  it('needs location, name, designation and, to create, a photo; create and edit word it differently', () => {
    expect(directorProblem({})).toBeUndefined();
    expect(directorProblem({ name: '  ' })).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(directorProblem({ image: undefined })).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(directorProblem({ image: { size: 0 } })).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(directorProblem({ image: undefined }, 'update')).toBeUndefined();
    expect(directorProblem({ designation: undefined }, 'update')).toBe(DIRECTORY_MESSAGES.editRequired);
  });

  it.each([
    ['name@example.org', undefined],
    ['first.last+tag@mail.example.co.in', undefined],
    ['', undefined],
    ['name@example', DIRECTORY_MESSAGES.incorrectEmail],
    ['name example.org', DIRECTORY_MESSAGES.incorrectEmail],
    ['a@b@example.org', DIRECTORY_MESSAGES.incorrectEmail],
    [`${'a'.repeat(250)}@example.org`, DIRECTORY_MESSAGES.incorrectEmail],
  ])('email %s', (email, message) => {
    expect(directorProblem({ email })).toBe(message);
  });

  it.each([
    [{ mobileNo: '9876543210' }, undefined],
    [{ mobileNo: '98765432101' }, DIRECTORY_MESSAGES.mobileDigits],
    [{ mobileNo: '98765-43210' }, DIRECTORY_MESSAGES.mobileDigits],
    [{ officeNo: '01662220123' }, undefined],
    [{ officeNo: '0'.repeat(21) }, DIRECTORY_MESSAGES.officeDigits],
    [{ name: 'n'.repeat(201) }, DIRECTORY_MESSAGES.tooLong],
    [{ address: 'a'.repeat(501) }, DIRECTORY_MESSAGES.tooLong],
    [{ location: 'Branch Office' }, DIRECTORY_MESSAGES.unknownOfficeType],
  ])('%j', (change, message) => {
    expect(directorProblem(change)).toBe(message);
  });

  it('reports in the spec order: required, email, phones, lengths, office type', () => {
    const everythingWrong = { email: 'x', mobileNo: 'x', name: 'n'.repeat(201), location: 'Nowhere' };
    expect(directorProblem({ ...everythingWrong, designation: '' })).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(directorProblem(everythingWrong)).toBe(DIRECTORY_MESSAGES.incorrectEmail);
    expect(directorProblem({ ...everythingWrong, email: '' })).toBe(DIRECTORY_MESSAGES.mobileDigits);
    expect(directorProblem({ ...everythingWrong, email: '', mobileNo: '' })).toBe(DIRECTORY_MESSAGES.tooLong);
  });

  it('takes fields of another type as missing', () => {
    expect(directorProblem({ name: 42 })).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(directorProblem({ image: 'photo.jpg' })).toBe(DIRECTORY_MESSAGES.createRequired);
  });
});

describe('officer and authority form rules', () => {
  const officer = { district: 'Hisar', name: 'B', designation: 'PIO' };
  const authority = { district: 'Head Office', role: 'Appellate Authority', designation: 'MD' };

  it('need district, name (or role) and designation; the district comes from the list', () => {
    expect(firstBrokenRule(OFFICER_FORM_RULES, officer, 'create')).toBeUndefined();
    expect(firstBrokenRule(OFFICER_FORM_RULES, { ...officer, district: '' }, 'create')).toBe(
      DIRECTORY_MESSAGES.createRequired,
    );
    expect(firstBrokenRule(OFFICER_FORM_RULES, { ...officer, name: '' }, 'update')).toBe(
      DIRECTORY_MESSAGES.editRequired,
    );
    expect(firstBrokenRule(OFFICER_FORM_RULES, { ...officer, district: 'Atlantis' }, 'update')).toBe(
      DIRECTORY_MESSAGES.unknownDistrict,
    );
    expect(firstBrokenRule(OFFICER_FORM_RULES, { ...officer, mobileNo: '12ab' }, 'create')).toBe(
      DIRECTORY_MESSAGES.mobileDigits,
    );
    expect(firstBrokenRule(AUTHORITY_FORM_RULES, authority, 'create')).toBeUndefined();
    expect(firstBrokenRule(AUTHORITY_FORM_RULES, { ...authority, role: ' ' }, 'create')).toBe(
      DIRECTORY_MESSAGES.createRequired,
    );
    expect(firstBrokenRule(AUTHORITY_FORM_RULES, { ...authority, role: 'r'.repeat(201) }, 'update')).toBe(
      DIRECTORY_MESSAGES.tooLong,
    );
  });
});

describe('notification form rules', () => {
  const tender = { title: 'Supply of bags', location: 'Tender', submissionDate: '2026-12-01', file: { size: 10 } };
  const problem = (change: object, mode: 'create' | 'update' = 'create') =>
    firstBrokenRule(NOTIFICATION_FORM_RULES, { ...tender, ...change }, mode);

  it('create names every missing field in one message; edit names the title, then the location', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ file: undefined })).toBe(NOTIFICATION_MESSAGES.required);
    expect(problem({ title: ' ' })).toBe(NOTIFICATION_MESSAGES.required);
    expect(problem({ file: undefined }, 'update')).toBeUndefined();
    expect(problem({ title: '', location: '' }, 'update')).toBe(NOTIFICATION_MESSAGES.titleEmpty);
    expect(problem({ location: '' }, 'update')).toBe(NOTIFICATION_MESSAGES.locationEmpty);
  });

  it('then the title length, the location list and the date where the location needs one', () => {
    expect(problem({ title: 't'.repeat(301) })).toBe(NOTIFICATION_MESSAGES.titleTooLong);
    expect(problem({ location: 'Elsewhere' })).toBe(NOTIFICATION_MESSAGES.unknownLocation);
    expect(problem({ submissionDate: '' })).toBe(NOTIFICATION_MESSAGES.dateRequired);
    expect(problem({ submissionDate: '2026-02-30' })).toBe(NOTIFICATION_MESSAGES.dateInvalid);
    expect(problem({ location: 'Circulars', submissionDate: '' })).toBeUndefined();
  });

  it('knows real calendar days', () => {
    expect(calendarDate('2028-02-29')).toBe('2028-02-29');
    expect(calendarDate('2027-02-29')).toBeUndefined();
    expect(calendarDate('29-02-2028')).toBeUndefined();
  });
});

describe('image upload rules', () => {
  it('need a listed location and an image', () => {
    const upload = { location: 'Photo Gallery', file: { size: 1 } };
    expect(firstBrokenRule(IMAGE_UPLOAD_RULES, upload, 'create')).toBeUndefined();
    expect(firstBrokenRule(IMAGE_UPLOAD_RULES, { ...upload, file: undefined }, 'create')).toBe(IMAGE_MESSAGES.required);
    expect(firstBrokenRule(IMAGE_UPLOAD_RULES, { ...upload, location: 'Lobby' }, 'create')).toBe(
      IMAGE_MESSAGES.unknownLocation,
    );
  });
});

describe('master value rules', () => {
  const DESIGNATIONS = ['Chairman', 'Managing Director', 'Director'];
  const problem = (form: object, mode: 'create' | 'update' = 'create', renaming?: string) =>
    firstBrokenRule(masterValueRules(DESIGNATIONS, renaming), { list: 'designation', ...form }, mode);

  it('need a kept list, then a value of at most 100 characters once trimmed', () => {
    expect(problem({ value: ' Seed Officer ' })).toBeUndefined();
    expect(problem({ list: 'district', value: 'Hisar' })).toBe(MASTER_LIST_MESSAGES.unknownList);
    expect(problem({ value: '  ' })).toBe(MASTER_LIST_MESSAGES.valueRequired);
    expect(problem({ value: undefined }, 'update')).toBe(MASTER_LIST_MESSAGES.valueRequired);
    expect(problem({ value: ` ${'x'.repeat(100)} ` })).toBeUndefined();
    expect(problem({ value: 'x'.repeat(101) })).toBe(MASTER_LIST_MESSAGES.valueTooLong);
  });

  it('refuse a value the list holds in any letter case, naming the listed one; a rename may change only the case', () => {
    expect(problem({ value: ' managing director' })).toBe(
      "Designation 'Managing Director' is already in the list (letter case is not a difference).",
    );
    expect(problem({ value: 'DIRECTOR' }, 'update', 'Director')).toBeUndefined();
    expect(problem({ value: 'chairman' }, 'update', 'Director')).toBe(
      MASTER_LIST_REFUSALS.duplicate('designation', 'Chairman'),
    );
    expect(firstBrokenRule(MASTER_VALUE_FORM_RULES, { list: 'designation', value: 'Director' }, 'create')).toBe(
      undefined,
    );
  });

  it('word a refused delete with the count of each kind of record', () => {
    expect(MASTER_LIST_REFUSALS.inUse('authRole', 'Nodal Officer', { authorities: 1 })).toBe(
      "Authority role 'Nodal Officer' cannot be deleted: 1 record uses it (1 RTI authority). " +
        'Give that record another authority role first, or rename the value.',
    );
    expect(MASTER_LIST_REFUSALS.inUse('designation', 'Director', { directors: 2, officers: 0, authorities: 1 })).toBe(
      "Designation 'Director' cannot be deleted: 3 records use it (2 directors, 1 RTI authority). " +
        'Give those records another designation first, or rename the value.',
    );
  });
});

describe('admin form rules', () => {
  const admin = { mobileNo: '9876501234', name: 'Asha Verma', role: 'editor' };
  const adminProblem = (change: object, mode: 'create' | 'update' = 'create') =>
    firstBrokenRule(ADMIN_FORM_RULES, { ...admin, ...change }, mode);

  it('checks the number by the login form’s rules and words, and only when adding', () => {
    expect(adminProblem({})).toBeUndefined();
    expect(adminProblem({ mobileNo: '5876501234' })).toBe(LOGIN_FORM_MESSAGES.mobileStart);
    expect(adminProblem({ mobileNo: '98765' })).toBe(LOGIN_FORM_MESSAGES.mobileLength);
    expect(adminProblem({ mobileNo: '' })).toBe(LOGIN_FORM_MESSAGES.mobileStart);
    expect(adminProblem({ mobileNo: undefined }, 'update')).toBeUndefined();
  });

  it('needs a name of at most the limit, then a known role', () => {
    expect(adminProblem({ name: '   ' })).toBe(ADMIN_MESSAGES.nameRequired);
    expect(adminProblem({ name: 'a'.repeat(ADMIN_NAME_MAX) })).toBeUndefined();
    expect(adminProblem({ name: 'a'.repeat(ADMIN_NAME_MAX + 1) })).toBe(ADMIN_MESSAGES.nameTooLong);
    expect(adminProblem({ role: '' }, 'update')).toBe(ADMIN_MESSAGES.roleInvalid);
    expect(adminProblem({ role: 'admin' })).toBe(ADMIN_MESSAGES.roleInvalid);
  });
});
