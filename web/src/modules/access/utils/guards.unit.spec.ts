import { Role } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { guardRedirect, landingFor, refusalReason, secureLayoutRedirect } from './guards.js';

describe('guardRedirect', () => {
  it('sends a signed-out visitor of the secure area to /logged-out', () => {
    expect(guardRedirect('authenticated', null, '/companies')).toBe('/logged-out');
  });

  it('sends a signed-out visitor of a role-guarded screen to sign in, remembering the page', () => {
    expect(guardRedirect('user', null, '/team?x=1')).toBe('/login?returnUrl=%2Fteam%3Fx%3D1');
    expect(guardRedirect('client', null, '/client/status')).toBe('/login?returnUrl=%2Fclient%2Fstatus');
    expect(guardRedirect('external', null, '/ext/console')).toBe('/login?returnUrl=%2Fext%2Fconsole');
  });

  it('lets any signed-in role through the authenticated guard', () => {
    for (const role of Object.values(Role)) expect(guardRedirect('authenticated', role, '/companies')).toBeNull();
  });

  it('applies staff guards hierarchically', () => {
    expect(guardRedirect('admin', Role.superadmin, '/admin')).toBeNull();
    expect(guardRedirect('admin', Role.admin, '/upload')).toBeNull();
    expect(guardRedirect('admin', Role.manager, '/admin')).toBe('/dashboard');
    expect(guardRedirect('manager', Role.manager, '/dashboard/manager')).toBeNull();
    expect(guardRedirect('manager', Role.user, '/dashboard/manager')).toBe('/dashboard');
    expect(guardRedirect('superadmin', Role.admin, '/dashboard/externalusers')).toBe('/dashboard');
    expect(guardRedirect('user', Role.user, '/team')).toBeNull();
  });

  it('applies the client and external guards exactly, sending others to their own landing page', () => {
    expect(guardRedirect('client', Role.client, '/client')).toBeNull();
    expect(guardRedirect('client', Role.superadmin, '/client')).toBe('/dashboard');
    expect(guardRedirect('external', Role.external, '/ext/dashboard')).toBeNull();
    expect(guardRedirect('external', Role.client, '/ext/dashboard')).toBe('/client');
    expect(guardRedirect('user', Role.external, '/dashboard')).toBe('/ext/dashboard');
    expect(guardRedirect('user', Role.client, '/team')).toBe('/client');
  });
});

describe('landingFor', () => {
  it('lands each role where spec §4.1 puts it', () => {
    expect(landingFor(Role.external)).toBe('/ext/dashboard');
    expect(landingFor(Role.client)).toBe('/client');
    expect(landingFor(Role.user)).toBe('/dashboard');
    expect(landingFor(Role.superadmin)).toBe('/dashboard');
  });
});

describe('secureLayoutRedirect', () => {
  it('keeps staff in the secure layout', () => {
    for (const role of [Role.user, Role.manager, Role.admin, Role.superadmin])
      expect(secureLayoutRedirect(role)).toBeNull();
  });

  it('sends external callers and clients who open a staff address (/companies, /contacts) to their own home', () => {
    expect(secureLayoutRedirect(Role.external)).toBe('/ext/dashboard');
    expect(secureLayoutRedirect(Role.client)).toBe('/client');
  });
});

describe('refusalReason', () => {
  it('names who may use the screen and what it does, for every role guard', () => {
    expect(refusalReason('admin', 'upload data')).toBe('Only administrators can upload data.');
    expect(refusalReason('manager', 'see the team dashboard')).toBe(
      'Only managers and administrators can see the team dashboard.',
    );
    expect(refusalReason('user', 'open that page')).toBe('Only staff can open that page.');
  });

  it('gives no reason for the authenticated guard: signed out, the sign-in page speaks for itself', () => {
    expect(refusalReason('authenticated', 'open that page')).toBeNull();
  });
});
