import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowRight, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CHARACTER_NAME_MAX } from '@shared/contract/characters';
import { StepPage } from '../components/layout/step-page';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Spinner } from '../components/ui/spinner';
import { useCharacters } from '../features/characters/api/get-characters';
import {
  DUPLICATE_NAME_MESSAGE,
  DUPLICATE_NAME_TITLE,
  NAME_REQUIRED,
  NAME_SAVED,
  NAME_STEP_DELAY_MS,
  SUCCESS_TOAST_MS,
} from '../features/characters/messages';
import { useWizardStep } from '../features/characters/use-wizard-step';
import { isDuplicateName, wizardExitPath, WIZARD_STEPS } from '../features/characters/wizard-steps';
import { useCharacterWizardStore } from '../features/characters/wizard-store';

export default function CharacterNamePage() {
  const navigate = useNavigate();
  const { draft, fromManagement, pathOf } = useWizardStep('name');
  const setName = useCharacterWizardStore((s) => s.setName);
  const { characters } = useCharacters();
  // Until the parent types, the field shows the draft (which a full page load reads in a moment later).
  const [typed, setNameInput] = useState<string | null>(null);
  const name = typed ?? draft.name;
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function submit() {
    if (moving) return;
    const trimmed = name.trim();
    if (!trimmed) {
      // The message under the field says it (and is announced, role=alert): a toast would say it twice.
      setError(NAME_REQUIRED);
      return;
    }
    if (isDuplicateName(trimmed, draft.id, characters)) {
      setError(DUPLICATE_NAME_MESSAGE);
      toast.error(DUPLICATE_NAME_TITLE); // the explanation is the field's own message, announced once
      return;
    }
    setError(null);
    setName(trimmed);
    toast.success(NAME_SAVED, { duration: SUCCESS_TOAST_MS });
    setMoving(true);
    timer.current = setTimeout(() => void navigate(pathOf('hobbies')), NAME_STEP_DELAY_MS);
  }

  return (
    <StepPage
      title={draft.editing ? 'Editar personaje' : '¿Cómo se llama tu personaje?'}
      subtitle={draft.editing ? 'Puedes cambiar su nombre o dejarlo como está.' : 'Dale un nombre al protagonista de tus historias.'}
      backTo={wizardExitPath(fromManagement)}
      progress={{ current: 1, total: WIZARD_STEPS.length }}
      width="lg"
    >
      <form onSubmit={handleSubmit} noValidate className="mx-auto flex w-full max-w-md flex-col gap-6">
        <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-white/85 p-6 shadow-xl shadow-violet-900/5">
          <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-full bg-primary-soft text-primary">
            <UserRound className="h-11 w-11" strokeWidth={1.75} />
          </span>
          <div className="flex w-full flex-col gap-2">
            <Label htmlFor="character-name" className="text-base">
              Nombre del personaje
            </Label>
            <Input
              id="character-name"
              name="name"
              value={name}
              autoFocus
              autoComplete="off"
              maxLength={CHARACTER_NAME_MAX}
              placeholder="Por ejemplo: Luna"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'character-name-error' : undefined}
              onKeyDown={(event) => {
                // Enter submits even while Continue is disabled, so an empty name gets its message.
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                }
              }}
              onChange={(event) => {
                setNameInput(event.target.value);
                if (error) setError(null);
              }}
              className="h-14 text-center text-xl font-bold"
            />
            {error ? (
              <p id="character-name-error" role="alert" className="text-sm font-semibold text-danger">
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!name.trim()} busy={moving}>
          {moving ? <Spinner size="sm" decorative /> : null}
          Continuar
          {moving ? null : <ArrowRight className="h-5 w-5" aria-hidden="true" />}
        </Button>
      </form>
    </StepPage>
  );
}
