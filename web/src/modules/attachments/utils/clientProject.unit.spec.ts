import { describe, expect, it } from 'vitest';
import { clientProjectOf } from './clientProject.js';

describe('clientProjectOf', () => {
  it('keeps the project a document was shared for, else takes the project whose files these are', () => {
    expect(clientProjectOf({ clientProjectId: 'p-2' }, { type: 'project', id: 'p-1' })).toBe('p-2');
    expect(clientProjectOf({ clientProjectId: null }, { type: 'project', id: 'p-1' })).toBe('p-1');
    expect(clientProjectOf({ clientProjectId: null }, { type: 'company', id: 'c-1' })).toBeNull();
    expect(clientProjectOf({ clientProjectId: 'p-2' }, { type: 'company', id: 'c-1' })).toBe('p-2');
  });
});
