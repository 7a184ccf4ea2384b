import { submitPurchasersBodySchema, type SubmitPurchasersAnswer } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

export interface SubmitPurchasersFormValues {
  note: string;
  shareSector: boolean;
}

export const submitPurchasersFieldLabels = {
  note: 'Note to the client',
  shareSector: "Share each purchaser's sector",
  purchases: 'Purchasers',
} as const;

export const submitPurchasersFormValues: SubmitPurchasersFormValues = { note: '', shareSector: false };

/** Which purchasers go: the ticked ones, or every one of the project not yet submitted. */
export type SubmitPurchasersScope = { purchases: string[] } | { all: true };

/** The body of POST /api/project/{id}/purchasers/approval, checked by the server's own schema. */
export const submitPurchasersFormSchema = (scope: SubmitPurchasersScope) =>
  formSchema((values: SubmitPurchasersFormValues) => ({ ...scope, ...values }), submitPurchasersBodySchema);

/** "2 submitted, 1 skipped (Acme Ltd: already approved)": what the submission did, in one toast. */
export function submissionSummary({ submitted, skipped }: SubmitPurchasersAnswer): string {
  const done = `${submitted.length} submitted`;
  if (skipped.length === 0) return done;
  const reasons = skipped.map((item) => `${item.companyName}: ${item.reason}`).join('; ');
  return `${done}, ${skipped.length} skipped (${reasons})`;
}
