import { describe, expect, it } from 'vitest';
import { mentionedRecord, suggestRedaction } from './redaction.js';

const mention = {
  recordType: 'note',
  recordId: 'n',
  recordName: 'Note',
  field: 'Text',
  textField: 'content',
  snippet: '',
};

describe('redaction suggestions (issue 37)', () => {
  it('replaces the name and e-mail in any letter case, the longest first', () => {
    expect(
      suggestRedaction('Met ANN LEE (ann.lee@example.org); Ann Lee said yes', ['Ann Lee', 'ann.lee@example.org']),
    ).toBe('Met [redacted] ([redacted]); [redacted] said yes');
  });

  it('takes terms literally and leaves text alone without usable terms', () => {
    expect(suggestRedaction('a+b met c.d', ['a+b', 'c.d'])).toBe(
      'a+b met c.d'.replace('a+b', '[redacted]').replace('c.d', '[redacted]'),
    );
    expect(suggestRedaction('Met Al', ['Al', ' '])).toBe('Met Al');
    expect(suggestRedaction('Ann and Annual Lee', ['Ann', 'Lee'])).toBe('[redacted] and Annual [redacted]');
  });

  it('names the record by its type in words, and its name where it has one', () => {
    expect(mentionedRecord(mention)).toBe('Note');
    expect(mentionedRecord({ ...mention, recordType: 'task', recordName: 'Send the teaser' })).toBe(
      'Task “Send the teaser”',
    );
    expect(
      mentionedRecord({ ...mention, recordType: 'communication', recordName: 'Communication of 2026-11-02' }),
    ).toBe('Call or message “Communication of 2026-11-02”');
  });
});
