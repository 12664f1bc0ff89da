import { describe, expect, it } from 'vitest';
import { isDuplicateName, missingWizardStep, wizardExitPath, wizardPath } from './wizard-steps';
import { emptyDraft } from './wizard-store';

describe('character wizard steps', () => {
  it('carries from=management through every step and back to where it started', () => {
    expect(wizardPath('hobbies', true)).toBe('/character-hobbies?from=management');
    expect(wizardPath('profession', false)).toBe('/character-profession');
    expect(wizardExitPath(true)).toBe('/characters-management');
    expect(wizardExitPath(false)).toBe('/character-selection');
  });

  it('sends a skipped step back to the first missing answer', () => {
    expect(missingWizardStep('name', emptyDraft)).toBeNull();
    expect(missingWizardStep('hobbies', emptyDraft)).toBe('name');
    const named = { ...emptyDraft, name: 'Luna', id: 'x' };
    expect(missingWizardStep('hobbies', named)).toBeNull();
    expect(missingWizardStep('profession', named)).toBe('hobbies');
    expect(missingWizardStep('profession', { ...named, hobbies: ['music' as const] })).toBe('personality');
    expect(missingWizardStep('profession', { ...named, hobbies: ['music' as const], personality: ['alegre' as const] })).toBeNull();
  });

  it('finds a duplicate name ignoring case and spaces, but not the character itself', () => {
    const saved = [
      { id: '1', name: 'Luna' },
      { id: '2', name: 'Ñandú Veloz' },
    ];
    expect(isDuplicateName('  LUNA ', 'new', saved)).toBe(true);
    expect(isDuplicateName('ñandú veloz', 'new', saved)).toBe(true);
    expect(isDuplicateName('Luna', '1', saved)).toBe(false);
    expect(isDuplicateName('Lunita', 'new', saved)).toBe(false);
  });
});
