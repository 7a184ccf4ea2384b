import { describe, expect, it } from 'vitest';
import { mayOpenSocket } from './socket-origin.js';

describe('mayOpenSocket', () => {
  it("lets the app's own page in: the origin whose host is the one the request was sent to", () => {
    expect(mayOpenSocket('http://localhost:5173', 'localhost:5173', [])).toBe(true);
    expect(mayOpenSocket('https://crm.example.com', 'crm.example.com', [])).toBe(true);
    // A default port named or not is the same host.
    expect(mayOpenSocket('https://crm.example.com', 'crm.example.com:443', [])).toBe(true);
    expect(mayOpenSocket('http://[::1]:3000', '[::1]:3000', [])).toBe(true);
  });

  it('refuses a page of any other origin, another port of the same host included', () => {
    expect(mayOpenSocket('https://evil.example', 'crm.example.com', [])).toBe(false);
    expect(mayOpenSocket('http://localhost:8080', 'localhost:5173', [])).toBe(false);
    expect(mayOpenSocket('https://crm.example.com.evil.example', 'crm.example.com', [])).toBe(false);
    expect(mayOpenSocket('null', 'crm.example.com', [])).toBe(false);
    expect(mayOpenSocket('file://', 'crm.example.com', [])).toBe(false);
  });

  it('lets in the origins TRUSTED_ORIGINS lists, whatever the Host', () => {
    expect(mayOpenSocket('https://crm.example.com', 'internal-lb:3000', ['https://crm.example.com'])).toBe(true);
  });

  it('refuses a page when the Host header is missing or is no host, without throwing', () => {
    expect(mayOpenSocket('https://crm.example.com', undefined, [])).toBe(false);
    expect(mayOpenSocket('https://crm.example.com', 'not a host', [])).toBe(false);
  });

  it('lets a program in that names no page: it holds the credential it sends itself', () => {
    expect(mayOpenSocket(undefined, 'crm.example.com', [])).toBe(true);
  });
});
