import { Role } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { isDemotion, pageRange, roleLabel, roleOptions, usersQuery } from './userAdmin.js';

describe('usersQuery', () => {
  it('sends only the filters that are set, with the page', () => {
    expect(usersQuery({ search: '', role: null, isActive: null }, 20, 0)).toBe('limit=20&offset=0');
  });

  it('trims the search and sends role and active flag, including falsy values', () => {
    const query = new URLSearchParams(usersQuery({ search: '  ann ', role: Role.client, isActive: false }, 50, 100));
    expect(query.get('search')).toBe('ann');
    expect(query.get('role')).toBe('0');
    expect(query.get('isActive')).toBe('false');
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('100');
  });
});

describe('isDemotion', () => {
  it('is true only when the new role is lower', () => {
    expect(isDemotion(Role.admin, Role.user)).toBe(true);
    expect(isDemotion(Role.user, Role.admin)).toBe(false);
    expect(isDemotion(Role.user, Role.user)).toBe(false);
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

describe('pageRange', () => {
  it('describes the rows on screen', () => {
    expect(pageRange(20, 20, 57)).toBe('Showing 21–40 of 57');
    expect(pageRange(0, 0, 0)).toBe('No users');
  });
});
