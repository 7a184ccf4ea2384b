import { clientDecisionBodySchema, type ClientDecision } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

export interface ClientDecisionFormValues {
  comment: string;
}

export const clientDecisionFieldLabels = { comment: 'Comment' } as const satisfies Record<
  keyof ClientDecisionFormValues,
  string
>;

export const clientDecisionFormValues: ClientDecisionFormValues = { comment: '' };

/** The client's words for each decision, on buttons, titles and toasts. */
export const decisionVerbs: Record<ClientDecision, { action: string; done: string }> = {
  approved: { action: 'Approve', done: 'Approved' },
  rejected: { action: 'Reject', done: 'Rejected' },
};

/**
 * The body of the decision, checked by the contract. A rejection must say why (the API would
 * take none): the team can only find another purchaser or mend a document if they know what
 * is wrong with this one. An approval's comment stays optional.
 */
export const clientDecisionFormSchema = (decision: ClientDecision) =>
  formSchema((values: ClientDecisionFormValues, problems) => {
    if (decision === 'rejected' && values.comment.trim() === '') {
      problems.add('comment', 'Say why, so the team can act on it');
    }
    return { decision, comment: values.comment };
  }, clientDecisionBodySchema);
