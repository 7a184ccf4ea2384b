import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out whether it may by
 * trying: under our Content-Security-Policy (no 'unsafe-eval') that try is a CSP violation on
 * every page that parses a form. The interpreted parser is fast enough for forms, so the browser
 * never tries. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
