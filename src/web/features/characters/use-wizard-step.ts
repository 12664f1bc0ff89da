import { useSearchParams } from 'react-router';
import { useStepGuard } from '../../lib/use-step-guard';
import { isFromManagement, missingWizardStep, wizardPath, type WizardStep } from './wizard-steps';
import { useCharacterWizardStore } from './wizard-store';

/**
 * What every wizard page needs: the draft, where the wizard started, and a guard that sends a skipped
 * step back to the first missing answer (`blocked` is true meanwhile; the page then renders nothing).
 * `finished` turns the guard off once the character is saved and the draft is cleared on the way out.
 */
export function useWizardStep(step: WizardStep, finished = false) {
  const [params] = useSearchParams();
  const fromManagement = isFromManagement(params);
  const draft = useCharacterWizardStore((s) => s.draft);
  useStepGuard(() => {
    const missing = missingWizardStep(step, useCharacterWizardStore.getState().draft);
    return missing ? wizardPath(missing, fromManagement) : null;
  }, finished);
  return {
    draft,
    fromManagement,
    blocked: !finished && missingWizardStep(step, draft) !== null,
    pathOf: (target: WizardStep) => wizardPath(target, fromManagement),
  };
}
