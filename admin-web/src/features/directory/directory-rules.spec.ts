import { DIRECTORY_MESSAGES } from '@seedcorp/contracts';
import { authorityProblem, directorProblem, mobileDigits, officeDigits, officerProblem } from './directory-rules';

const photo = { name: 'photo.jpg', type: 'image/jpeg', size: 100 } as File;
const director = {
  location: 'Directors',
  name: 'A. Sample',
  designation: 'Director',
  email: '',
  address: '',
  mobileNo: '',
  officeNo: '',
  image: photo,
};

describe('directory rules', () => {
  it('needs location, image, name and designation to create a director', () => {
    expect(directorProblem(director, false)).toBeUndefined();
    expect(directorProblem({ ...director, image: undefined }, false)).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(directorProblem({ ...director, name: ' ' }, false)).toBe(DIRECTORY_MESSAGES.createRequired);
  });

  it('needs location, name and designation to edit; the image is optional', () => {
    expect(directorProblem({ ...director, image: undefined }, true)).toBeUndefined();
    expect(directorProblem({ ...director, designation: '' }, true)).toBe(DIRECTORY_MESSAGES.editRequired);
  });

  it('takes an empty email or a well-formed one', () => {
    expect(directorProblem({ ...director, email: 'md@example.org' }, false)).toBeUndefined();
    expect(directorProblem({ ...director, email: 'md@example' }, false)).toBe(DIRECTORY_MESSAGES.incorrectEmail);
    expect(directorProblem({ ...director, email: 'md example.org' }, true)).toBe(DIRECTORY_MESSAGES.incorrectEmail);
  });

  it('keeps digits only in phone numbers, at most ten for a mobile', () => {
    expect(mobileDigits('98a76-54 32109')).toBe('9876543210');
    expect(officeDigits('01662-220 123')).toBe('01662220123');
  });

  it('needs district, name and designation for an officer; district, role and designation for an authority', () => {
    const officer = { district: 'Hisar', name: 'B', designation: 'PIO', address: '', mobileNo: '', officeNo: '' };
    expect(officerProblem(officer, false)).toBeUndefined();
    expect(officerProblem({ ...officer, district: '' }, false)).toBe(DIRECTORY_MESSAGES.createRequired);
    expect(officerProblem({ ...officer, name: '' }, true)).toBe(DIRECTORY_MESSAGES.editRequired);
    const authority = { district: 'Hisar', role: 'Appellate Authority', designation: 'MD' };
    expect(authorityProblem(authority, false)).toBeUndefined();
    expect(authorityProblem({ ...authority, role: '' }, false)).toBe(DIRECTORY_MESSAGES.createRequired);
  });
});
