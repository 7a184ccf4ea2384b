import { describe, expect, it } from 'vitest';
import { RoomRegistry } from './roomRegistry.js';

describe('RoomRegistry', () => {
  it('subscribes a room once however many screens watch it, and leaves after the last', () => {
    const registry = new RoomRegistry();
    expect(registry.acquire('record:company:1')).toBe(true);
    expect(registry.acquire('record:company:1')).toBe(false);
    expect(registry.release('record:company:1')).toBe(false);
    expect(registry.rooms()).toEqual(['record:company:1']);
    expect(registry.holds('record:company:1')).toBe(true);
    expect(registry.release('record:company:1')).toBe(true);
    expect(registry.rooms()).toEqual([]);
    expect(registry.holds('record:company:1')).toBe(false);
  });

  it('lists every held room for re-subscribing after a reconnect', () => {
    const registry = new RoomRegistry();
    registry.acquire('list:company');
    registry.acquire('record:company:1');
    registry.acquire('list:company');
    expect(registry.rooms().sort()).toEqual(['list:company', 'record:company:1']);
  });

  it('ignores a release of a room that is not held', () => {
    const registry = new RoomRegistry();
    expect(registry.release('list:company')).toBe(false);
    expect(registry.rooms()).toEqual([]);
  });
});
