import type { SubmitPurchasersBody, SubmitPurchasersAnswer } from '@dealbook/contracts';
import { textEnumLabel } from '@dealbook/contracts';
import type { PurchaseReview } from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { reviewWords } from './purchase-approval.rules.js';

/** Which of a project's purchasers a submission sends to the client, and which it leaves, why. */
export interface SubmissionPlan {
  submit: PurchaseReview[];
  skipped: SubmitPurchasersAnswer['skipped'];
}

/**
 * `all` sends every purchaser never submitted (a rejected one is resubmitted only by name, a
 * deliberate second round); named purchases are sent unless already waiting or approved. A named
 * id that is no purchaser of this project is a bad request naming `purchases`, whether it is
 * unknown or belongs to another project.
 */
export function planSubmission(
  projectPurchases: readonly PurchaseReview[],
  body: Pick<SubmitPurchasersBody, 'all' | 'purchases'>,
): SubmissionPlan {
  const named = body.all ? null : [...new Set(body.purchases ?? [])];
  if (named) {
    const strangers = named.filter((id) => !projectPurchases.some((purchase) => purchase.id === id));
    if (strangers.length > 0) {
      throw new DomainError('validation', `purchases: ${strangers.join(', ')} is no purchaser of this project`, {
        purchases: `not purchasers of this project: ${strangers.join(', ')}`,
      });
    }
  }
  const chosen = named ? projectPurchases.filter((purchase) => named.includes(purchase.id)) : projectPurchases;
  const plan: SubmissionPlan = { submit: [], skipped: [] };
  for (const purchase of chosen) {
    const { state } = purchase.review;
    const submittable = state === 'notSubmitted' || (named !== null && state === 'rejected');
    if (submittable) plan.submit.push(purchase);
    else plan.skipped.push({ _id: purchase.id, companyName: purchase.companyName, reason: skipReason(state) });
  }
  return plan;
}

function skipReason(state: PurchaseReview['review']['state']): string {
  if (state === 'rejected') return 'rejected by the client: name it to submit it again';
  return reviewWords[state];
}

/** An industry as the client reads it, from the one label table: "FoodAndBeverage" -> "Food And Beverage". */
export function sectorOf(industryType: string | null): string | null {
  return industryType ? textEnumLabel(industryType) : null;
}
