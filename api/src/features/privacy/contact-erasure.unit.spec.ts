import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@dealbook/contracts';
import { toChangeMessage } from '../../platform/realtime/change-message.js';
import { snippetOf } from './contact-erasure.js';

const contactId = '0193a000-0000-7000-8000-000000000001';

describe('the socket push of an erasure (issue 37)', () => {
  it('says the contact changed, with no field and no reason: clients read it again as "Erased person"', () => {
    const erased: RecordedEvent = {
      eventId: 'e',
      streamId: `contact-${contactId}`,
      streamVersion: 7,
      position: { commit: 1n, prepare: 1n },
      type: 'ContactErased',
      schemaVersion: 1,
      data: { contactId, reason: 'Art. 17 request' },
      metadata: { actorId: null, correlationId: 'c', causationId: null },
      recordedAt: new Date(),
    };
    const message = toChangeMessage(erased)!;
    expect(message).toMatchObject({ type: 'contact', id: contactId, version: 7, op: 'updated', changes: {} });
    expect(JSON.stringify(message)).not.toContain('Art. 17');
  });
});

describe('snippetOf', () => {
  it('shows the text around the first place a term names them, marking what was cut', () => {
    const text = `${'a'.repeat(100)} met Zebulon Quennell at the fair ${'b'.repeat(100)}`;
    const snippet = snippetOf(text, ['zebulon quennell', 'zq@example.org']);
    expect(snippet).toContain('Zebulon Quennell');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(text.length);
  });

  it('answers the text whole when short, and its start when no term is in it', () => {
    expect(snippetOf('Call Zebulon', ['Zebulon'])).toBe('Call Zebulon');
    expect(snippetOf('x'.repeat(300), ['Zebulon'])).toHaveLength(120);
  });
});
