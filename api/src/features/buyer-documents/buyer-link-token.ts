import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters, the only form a link's token takes. */
export const buyerLinkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newBuyerLinkToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a copy of the database or of the log hands out no working link. */
export const buyerLinkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
