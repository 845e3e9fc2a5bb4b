import type { AdminFactors } from '@seedcorp/contracts';
import type { FactorChanges, FactorFocus } from '../hooks/use-factor-changes';
import type { FocusTargets } from '../hooks/use-focus-after-render';

/** What each section of the Sign-in security screen is given: the factors, the changes, and its focus targets. */
export interface FactorSectionProps {
  factors: AdminFactors;
  changes: FactorChanges;
  target: FocusTargets<FactorFocus>['target'];
}
