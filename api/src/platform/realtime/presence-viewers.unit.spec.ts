import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@dealbook/contracts';
import { viewersOf } from './presence-viewers.js';

const room = 'record:company:0193a000-0000-7000-8000-0000000000aa';
const otherRoom = 'record:company:0193a000-0000-7000-8000-0000000000bb';

const user = (id: string, fullName: string): SessionUser => ({
  _id: id,
  email: `${id}@example.com`,
  firstName: fullName.split(' ')[0]!,
  lastName: fullName.split(' ')[1]!,
  fullName,
  role: 2,
});
const alice = user('a', 'Alice Smith');
const bob = user('b', 'Bob Jones');

describe('viewersOf', () => {
  it('lists each person once, by name, however many tabs they have open', () => {
    const viewers = viewersOf(
      [
        { user: bob, editing: {} },
        { user: alice, editing: {} },
        { user: bob, editing: {} },
      ],
      room,
    );
    expect(viewers).toEqual([
      { _id: 'a', fullName: 'Alice Smith', editing: false },
      { _id: 'b', fullName: 'Bob Jones', editing: false },
    ]);
  });

  it('marks a person editing when any of their tabs edits this record, and only this one', () => {
    const viewers = viewersOf(
      [
        { user: alice, editing: {} },
        { user: alice, editing: { [room]: true } },
        { user: bob, editing: { [otherRoom]: true } },
      ],
      room,
    );
    expect(viewers.map((v) => [v.fullName, v.editing])).toEqual([
      ['Alice Smith', true],
      ['Bob Jones', false],
    ]);
  });

  it('orders namesakes by id, so every instance sends the same list', () => {
    const twin = user('c', 'Alice Smith');
    expect(viewersOf([{ user: twin }, { user: alice }], room).map((v) => v._id)).toEqual(['a', 'c']);
  });

  it('skips a socket that carries no user', () => {
    expect(viewersOf([{}, { user: bob }], room)).toEqual([{ _id: 'b', fullName: 'Bob Jones', editing: false }]);
  });
});
