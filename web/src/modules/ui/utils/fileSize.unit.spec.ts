import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.js';

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(26214400)).toBe('25 MB');
  });
});
