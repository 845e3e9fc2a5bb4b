import { displaySize, fileProblem, IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, type FileRule } from './file-rules';

const rule: FileRule = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: 2 * 1024 * 1024,
  invalidTypeMessage: 'wrong type',
  tooLargeMessage: 'too large',
};

describe('file rules', () => {
  it.each([
    [{ name: 'photo.JPG', type: 'image/jpeg', size: 10 }, undefined],
    [{ name: 'photo.jpeg', type: 'image/jpeg', size: 2 * 1024 * 1024 }, undefined],
    [{ name: 'scan.png', type: '', size: 10 }, undefined],
    [{ name: 'scan.gif', type: 'image/gif', size: 10 }, 'wrong type'],
    [{ name: 'notes.png', type: 'text/plain', size: 10 }, 'wrong type'],
    [{ name: 'noextension', type: 'image/png', size: 10 }, 'wrong type'],
    [{ name: 'big.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'too large'],
  ])('%j → %s', (file, problem) => {
    expect(fileProblem(file, rule)).toBe(problem);
  });

  it('shows sizes in B, KB and MB', () => {
    expect(displaySize(512)).toBe('512 B');
    expect(displaySize(1536)).toBe('1.5 KB');
    expect(displaySize(2 * 1024 * 1024)).toBe('2.0 MB');
  });
});
