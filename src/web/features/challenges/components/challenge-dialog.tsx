// The viewer's educational challenge (SPEC section 4): category, then (for languages) the language, then
// the questions one by one with big answer buttons and feedback. After a wrong answer: try again or
// change the challenge; after a right one: continue to the next question or finish.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ArrowLeft,
  BookOpenCheck,
  Calculator,
  CircleCheck,
  CircleX,
  GraduationCap,
  Languages,
  RotateCcw,
  Shuffle,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import type { Challenge } from '@shared/contract/challenges';
import { CHALLENGE_FAILED, type ChallengeCategoryId, LANGUAGE_NOT_SELECTED } from '@shared/contract/challenge-texts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { createChallenge } from '../api/create-challenge';
import { useChallengeLanguages } from '../api/get-challenge-languages';

// Icons rather than emoji: flags and emoji do not render on every system (Windows shows no flags).
const CATEGORIES: { id: ChallengeCategoryId; label: string; Icon: LucideIcon; description: string }[] = [
  { id: 'language', label: 'Idiomas', Icon: Languages, description: 'Aprende palabras del cuento en otro idioma' },
  { id: 'math', label: 'Matemáticas', Icon: Calculator, description: 'Cuenta y calcula con las cosas del cuento' },
  { id: 'comprehension', label: 'Comprensión', Icon: BookOpenCheck, description: '¿Qué ha pasado en el capítulo?' },
];

type Step = 'category' | 'language' | 'question' | 'finished';

export interface ChallengeDialogProps {
  storyId: string;
  /** The language the story is written in: never offered as a language to learn. */
  storyLanguage: string;
  chapterIndex: number;
  profileLanguage?: string;
}

export function ChallengeDialog({ storyId, storyLanguage, chapterIndex, profileLanguage }: ChallengeDialogProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('category');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [current, setCurrent] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const languages = useChallengeLanguages({ profileLanguage, storyLanguage }, open);

  const mutation = useMutation({
    mutationFn: createChallenge,
    onSuccess: (result) => {
      setChallenge(result);
      setCurrent(0);
      setChosen(null);
      setStep('question');
      toast.success('¡Pregunta lista!');
    },
    onError: (error) => {
      toast.error(CHALLENGE_FAILED, { description: error instanceof ApiError ? error.message : 'Inténtalo de nuevo.' });
    },
  });

  const reset = () => {
    setStep('category');
    setChallenge(null);
    setCurrent(0);
    setChosen(null);
    mutation.reset();
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const start = (category: ChallengeCategoryId, targetLanguage?: string) => {
    if (category === 'language' && !targetLanguage) {
      toast.error(LANGUAGE_NOT_SELECTED);
      return;
    }
    mutation.mutate({ storyId, category, targetLanguage, chapterIndex });
  };

  const question = challenge?.questions[current];
  const answered = chosen !== null;
  const right = question && chosen === question.correctOptionIndex;
  const total = challenge?.questions.length ?? 0;

  let title = 'Reto educativo';
  if (step === 'language') title = 'Elige un idioma';
  if (step === 'question' && total > 1) title = `Pregunta ${current + 1} de ${total}`;
  if (step === 'finished') title = '¡Reto completado!';

  return (
    <>
      <Button size="lg" variant="secondary" onClick={() => setOpen(true)}>
        <GraduationCap className="h-5 w-5" aria-hidden="true" />
        Reto educativo
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange} title={title} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {mutation.isPending ? (
          <div className="flex flex-col items-center gap-3 py-8" role="status" aria-live="polite">
            <Spinner size="lg" label="Generando pregunta..." />
            <p className="font-semibold text-ink">Generando pregunta...</p>
          </div>
        ) : step === 'category' ? (
          <div className="grid gap-3" role="group" aria-label="Tipo de reto">
            <p className="text-sm text-muted">¿Qué tipo de reto quieres hacer?</p>
            {CATEGORIES.map((category) => (
              <button
                key={category.id}
                type="button"
                onClick={() => (category.id === 'language' ? setStep('language') : start(category.id))}
                className="flex min-h-16 items-center gap-4 rounded-2xl border-2 border-border bg-white p-4 text-left transition hover:border-primary hover:bg-primary-soft"
              >
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                  <category.Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-lg font-bold text-ink">{category.label}</span>
                  <span className="block text-sm text-muted">{category.description}</span>
                </span>
              </button>
            ))}
          </div>
        ) : step === 'language' ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted">¿En qué idioma quieres aprender palabras del cuento?</p>
            {languages.languages ? (
              <div className="grid grid-cols-2 gap-3" role="group" aria-label="Idioma del reto">
                {languages.languages.map((language) => (
                  <button
                    key={language.code}
                    type="button"
                    onClick={() => start('language', language.code)}
                    className="flex min-h-14 items-center gap-3 rounded-2xl border-2 border-border bg-white p-3 text-left font-bold text-ink transition hover:border-primary hover:bg-primary-soft"
                  >
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-extrabold uppercase text-primary" aria-hidden="true">
                      {language.code}
                    </span>
                    {language.name}
                  </button>
                ))}
              </div>
            ) : (
              <Spinner label="Cargando idiomas..." showLabel />
            )}
            <Button variant="ghost" onClick={() => setStep('category')}>
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              Cambiar de reto
            </Button>
          </div>
        ) : step === 'question' && question ? (
          <div className="grid gap-4">
            <p className="text-lg font-bold leading-snug text-ink" id="challenge-question">
              {question.question}
            </p>
            <div className="grid gap-3" role="group" aria-labelledby="challenge-question">
              {question.options.map((option, i) => {
                const isChosen = chosen === i;
                const isRight = i === question.correctOptionIndex;
                return (
                  <button
                    key={`${i}-${option}`}
                    type="button"
                    disabled={answered}
                    aria-pressed={isChosen}
                    onClick={() => setChosen(i)}
                    className={cn(
                      'min-h-14 rounded-2xl border-2 px-4 py-3 text-left text-lg font-bold transition',
                      !answered && 'border-border bg-white text-ink hover:border-primary hover:bg-primary-soft',
                      answered && isChosen && isRight && 'border-emerald-500 bg-emerald-50 text-emerald-900',
                      answered && isChosen && !isRight && 'border-red-400 bg-red-50 text-red-900',
                      answered && !isChosen && 'border-border bg-white text-ink opacity-60',
                    )}
                  >
                    {option}
                  </button>
                );
              })}
            </div>
            <div aria-live="polite">
              {answered ? (
                <div
                  className={cn(
                    'rounded-2xl border p-4',
                    right ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900',
                  )}
                >
                  <p className="flex items-center gap-2 text-lg font-extrabold">
                    {right ? <CircleCheck className="h-6 w-6" aria-hidden="true" /> : <CircleX className="h-6 w-6" aria-hidden="true" />}
                    {right ? '¡Genial! Has acertado' : 'Respuesta incorrecta'}
                  </p>
                  <p className="mt-1">{question.explanation}</p>
                </div>
              ) : null}
            </div>
            {answered ? (
              right ? (
                <Button
                  size="lg"
                  autoFocus
                  onClick={() => {
                    setChosen(null);
                    if (current + 1 < total) setCurrent(current + 1);
                    else setStep('finished');
                  }}
                >
                  Continuar
                </Button>
              ) : (
                <div className="grid gap-2 sm:grid-cols-2">
                  <Button size="lg" autoFocus onClick={() => setChosen(null)}>
                    <RotateCcw className="h-5 w-5" aria-hidden="true" />
                    Intentar de nuevo
                  </Button>
                  <Button size="lg" variant="outline" onClick={reset}>
                    <Shuffle className="h-5 w-5" aria-hidden="true" />
                    Cambiar de reto
                  </Button>
                </div>
              )
            ) : null}
          </div>
        ) : step === 'finished' ? (
          <div className="grid gap-4 text-center">
            <Trophy className="mx-auto h-14 w-14 text-amber-500" strokeWidth={1.75} aria-hidden="true" />
            <p className="text-lg font-bold text-ink">
              {total === 1 ? '¡Has respondido la pregunta!' : `¡Has respondido las ${total} preguntas!`}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button size="lg" onClick={() => onOpenChange(false)}>
                Seguir leyendo
              </Button>
              <Button size="lg" variant="outline" onClick={reset}>
                Otro reto
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
