import type { FactorAdded } from '../api/second-factor-api';

/** What a form adding a second factor is given; `token` is a sign-in's set-up step, else the signed-in admin adds it. */
export interface EnrolFormProps {
  token?: string;
  onAdded: (result: FactorAdded) => void;
  onCancel: () => void;
  cancelLabel?: string;
}
