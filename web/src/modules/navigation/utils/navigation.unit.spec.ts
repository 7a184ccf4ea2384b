import { Role } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { canSearch, entryName, navigationFor } from './navigation.js';

const labelsFor = (role: number) =>
  navigationFor(role, 'u-7').flatMap((group) => group.entries.map((entry) => `${group.title ?? ''}/${entry.label}`));

const titlesFor = (role: number) => navigationFor(role, 'u-7').map((group) => group.title ?? '');

describe('navigationFor', () => {
  it('gives a plain user the staff groups but no admin entries', () => {
    const labels = labelsFor(Role.user);
    expect(titlesFor(Role.user)).toEqual([
      '',
      'Contacts',
      'Velocity',
      'Deal Management',
      'Reporting',
      'Events Management',
      'Administration',
      '',
    ]);
    expect(labels).toContain('Contacts/Companies');
    expect(labels).toContain('Administration/Team');
    expect(labels).not.toContain('Reporting/Data Upload');
    expect(labels).not.toContain('Administration/Users');
    expect(labels).not.toContain('Administration/Guests');
    expect(labels).not.toContain('/Team');
  });

  it('adds the team dashboard for managers', () => {
    expect(labelsFor(Role.manager)).toContain('/Team');
    expect(labelsFor(Role.manager)).not.toContain('Administration/Users');
  });

  it('adds Data Upload, Guests and Users for admins, and External Callers for super admins', () => {
    const admin = labelsFor(Role.admin);
    expect(admin).toEqual(
      expect.arrayContaining(['Reporting/Data Upload', 'Administration/Guests', 'Administration/Users']),
    );
    expect(admin).not.toContain('/External Callers');
    expect(labelsFor(Role.superadmin)).toContain('/External Callers');
  });

  it('shows external callers and clients only their own entries (exact role checks)', () => {
    expect(labelsFor(Role.external)).toEqual(['/Dashboard', '/Projects']);
    expect(labelsFor(Role.client)).toEqual(['Client/Approvals', 'Client/Project Status']);
    expect(labelsFor(Role.admin)).not.toContain('Client/Approvals');
  });
});

describe('the own team page entry', () => {
  it('links staff to their own /team/{userId} page', () => {
    const entries = navigationFor(Role.user, 'u-7').flatMap((group) => group.entries);
    expect(entries.find((entry) => entry.label === 'My Team Page')?.to).toBe('/team/u-7');
  });

  it('is not offered to external callers or clients, who have no team page', () => {
    expect(labelsFor(Role.external)).not.toContain('/My Team Page');
    expect(labelsFor(Role.client)).not.toContain('/My Team Page');
  });
});

describe('canSearch', () => {
  it('hides the top-bar search from external callers and clients', () => {
    expect(canSearch(Role.user)).toBe(true);
    expect(canSearch(Role.external)).toBe(false);
    expect(canSearch(Role.client)).toBe(false);
  });
});

describe('the mini sidebar (issue 13)', () => {
  const roles: number[] = Object.values(Role);
  const entriesFor = (role: number) => navigationFor(role, 'u-7').flatMap((group) => group.entries);

  it('gives no two entries anyone sees the same icon or the same name', () => {
    for (const role of roles) {
      const entries = entriesFor(role);
      expect(new Set(entries.map((entry) => entry.icon)).size, `icons for role ${role}`).toBe(entries.length);
      expect(new Set(entries.map(entryName)).size, `names for role ${role}`).toBe(entries.length);
    }
  });

  it('names repeated labels after their group, keeping the visible label in the name', () => {
    const names = entriesFor(Role.superadmin).map((entry) => [entry.label, entryName(entry)]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Team', 'Team dashboard'],
        ['Team', 'Team'],
        // The Velocity board and the list of every service, told apart by their labels alone.
        ['Velocity deals', 'Velocity deals'],
        ['All deals', 'All deals'],
        ['Velocity opportunities', 'Velocity opportunities'],
        ['All opportunities', 'All opportunities'],
      ]),
    );
    for (const [label, name] of names) expect(name!.toLowerCase()).toContain(label!.toLowerCase());
  });
});
