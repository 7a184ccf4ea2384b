import { Role, type Purchase, type SessionUser } from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * DECISION: a purchase's internal comments are the firm's own notes (what it thinks of the
 * buyer, fee talk); external callers, who are not the firm's staff, work the purchase without
 * them. They read them blank, may not write them, nor filter on them (a filter would answer
 * whether a word is in them).
 */
export function withoutInternalComments(user: SessionUser, purchases: Purchase[]): Purchase[] {
  return user.role === Role.external ? purchases.map((purchase) => ({ ...purchase, internalComments: '' })) : purchases;
}

export function refuseInternalCommentsTo(user: SessionUser, named: unknown): void {
  if (user.role === Role.external && named !== undefined) {
    throw new DomainError(
      'forbidden',
      'Internal comments are for the firm’s staff: external callers cannot see or change them',
    );
  }
}
