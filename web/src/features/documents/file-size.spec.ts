import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says KB below a megabyte and MB above', () => {
    expect(formatFileSize(247808)).toBe('242 KB');
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
