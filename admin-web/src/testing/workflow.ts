import type { DraftWorkflow } from '@seedcorp/contracts';

/** A document's workflow before anyone submitted, approved or scheduled its draft. */
export const NO_WORKFLOW: DraftWorkflow = {
  editors: [],
  submitted: null,
  approved: null,
  schedule: null,
  onePersonPublishing: false,
};
