import { Role } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { defaultUserSort, roleChangeQuestion, roleLabel, roleOptions, usersQuery } from './userAdmin.js';

describe('usersQuery', () => {
  it('sends only the filters that are set, with the page', () => {
    expect(usersQuery({ search: '', role: null, isActive: null }, defaultUserSort, { index: 0, size: 20 })).toBe(
      'limit=20&offset=0&sort=lastName',
    );
  });

  it('trims the search and sends role and active flag, including falsy values', () => {
    const query = new URLSearchParams(
      usersQuery(
        { search: '  ann ', role: Role.client, isActive: false },
        { field: 'email', descending: true },
        { index: 2, size: 50 },
      ),
    );
    expect(query.get('search')).toBe('ann');
    expect(query.get('role')).toBe('0');
    expect(query.get('isActive')).toBe('false');
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('100');
    expect(query.get('sort')).toBe('-email');
  });
});

describe('roleChangeQuestion', () => {
  it('asks before raising a role, naming what the new role may do, loudest for admin and above', () => {
    const toAdmin = roleChangeQuestion('Oliver Grant', Role.user, Role.admin);
    expect(toAdmin.question).toBe('Raise Oliver Grant from User to Admin?');
    expect(toAdmin.detail).toBe(
      'As Admin they can also add, change and remove users (up to administrator), upload data and manage guests.',
    );
    expect(toAdmin.intent).toBe('danger');
    expect(roleChangeQuestion('Oliver Grant', Role.user, Role.manager).intent).toBe('warning');
  });

  it('asks before lowering a role, saying access is lost and what is left', () => {
    const toUser = roleChangeQuestion('Helen Marsh', Role.manager, Role.user);
    expect(toUser.question).toBe('Lower Helen Marsh from Manager to User?');
    expect(toUser.detail).toMatch(/^They lose what Manager allowed\. As User they can work with every company/);
  });
});

describe('roles as shown', () => {
  it('lists the six roles in their order with readable labels', () => {
    expect(roleOptions.map((option) => option.label)).toEqual([
      'Client',
      'External caller',
      'User',
      'Manager',
      'Admin',
      'Super admin',
    ]);
    expect(roleLabel(Role.superadmin)).toBe('Super admin');
    expect(roleLabel(9)).toBe('Role 9');
  });
});
