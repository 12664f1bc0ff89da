// The wizard's paths. `from=management` travels through every step (SPEC section 2) so the end and the
// first back button know where the parent started.
import type { CharacterDraft } from './wizard-store';

export const WIZARD_STEPS = ['name', 'hobbies', 'personality', 'profession'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const PATHS: Record<WizardStep, string> = {
  name: '/character-name',
  hobbies: '/character-hobbies',
  personality: '/character-personality',
  profession: '/character-profession',
};

export function wizardPath(step: WizardStep, fromManagement: boolean): string {
  return fromManagement ? `${PATHS[step]}?from=management` : PATHS[step];
}

export function isFromManagement(search: URLSearchParams): boolean {
  return search.get('from') === 'management';
}

/** Where the wizard started: back from the name step, and the end of a management edit. */
export function wizardExitPath(fromManagement: boolean): string {
  return fromManagement ? '/characters-management' : '/character-selection';
}

/** The first step whose answer is missing before `step`, or null when `step` may be shown. */
export function missingWizardStep(step: WizardStep, draft: CharacterDraft): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  if (index > 0 && !draft.name.trim()) return 'name';
  if (index > 1 && draft.hobbies.length === 0) return 'hobbies';
  if (index > 2 && draft.personality.length === 0) return 'personality';
  return null;
}

/** Case-insensitive duplicate among the other saved characters (SPEC section 5). */
export function isDuplicateName(name: string, id: string, saved: readonly { id: string; name: string }[]): boolean {
  const wanted = name.trim().toLocaleLowerCase('es');
  return saved.some((c) => c.id !== id && c.name.trim().toLocaleLowerCase('es') === wanted);
}
