import { useMemo, useState } from 'react';
import { Lightbulb, RefreshCw, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { catalogItem, DURATIONS, GENRES, MORALS } from '@shared/catalogs';
import { ADDITIONAL_DETAILS_MAX } from '@shared/contract/stories';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { useSuggestions, type Suggestion } from '../features/story-options/api/get-suggestions';
import { StoryStepPage } from '../features/story-options/components/story-step-page';
import { pickSuggestions, SUGGESTIONS_SHOWN } from '../features/story-options/pick-suggestions';
import { useStoryOptionsStore } from '../features/story-options/store';
import { useStoryStepGuard } from '../features/story-options/use-story-step';
import { DURATION_ICONS, GENRE_ICONS, MORAL_ICONS } from '../lib/icons';
import { cn } from '../lib/utils';

function Summary() {
  const { character, genre, moral, duration } = useStoryOptionsStore();
  const genreItem = catalogItem(GENRES, genre);
  const moralItem = catalogItem(MORALS, moral);
  const durationItem = catalogItem(DURATIONS, duration);
  const items: { key: string; Icon: LucideIcon; label: string }[] = [
    character ? { key: 'character', Icon: UserRound, label: character.name } : null,
    genreItem ? { key: 'genre', Icon: GENRE_ICONS[genreItem.id], label: genreItem.label } : null,
    moralItem ? { key: 'moral', Icon: MORAL_ICONS[moralItem.id], label: moralItem.label } : null,
    durationItem ? { key: 'duration', Icon: DURATION_ICONS[durationItem.id], label: durationItem.label } : null,
  ].filter((item) => item !== null);
  return (
    <ul aria-label="Tu historia" className="flex flex-wrap justify-center gap-2">
      {items.map(({ key, Icon, label }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-ink shadow-sm ring-1 ring-violet-100"
        >
          <Icon className="h-4 w-4 text-primary" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}

export default function StoryDetailsInputPage() {
  const navigate = useNavigate();
  const blocked = useStoryStepGuard('details');
  const savedDetails = useStoryOptionsStore((s) => s.additionalDetails);
  const setAdditionalDetails = useStoryOptionsStore((s) => s.setAdditionalDetails);
  const suggestions = useSuggestions();
  // Until the parent types or picks an idea, the field shows what was stored (read in a moment after a reload).
  const [typed, setDetails] = useState<string | null>(null);
  const details = typed ?? savedDetails ?? '';
  const all = suggestions.data;
  const firstPick = useMemo(() => (all ? pickSuggestions(all) : []), [all]);
  const [picked, setPicked] = useState<Suggestion[] | null>(null);
  const shown = picked ?? firstPick;

  if (blocked) return null;

  function generate() {
    setAdditionalDetails(details.trim() ? details.trim() : null);
    void navigate('/generating');
  }

  const canRefresh = (all?.length ?? 0) >= SUGGESTIONS_SHOWN;

  return (
    <StoryStepPage
      step="details"
      title="Paso opcional"
      subtitle="Añade detalles para hacer la historia aún más especial, o genera la historia directamente."
      width="lg"
      footer={
        <Button size="lg" className="w-full" onClick={generate}>
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          Generar Historia
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <Summary />

        <div className="flex flex-col gap-2">
          <Label htmlFor="story-details" className="text-base">
            Detalles de la historia <span className="font-normal text-muted">(opcional)</span>
          </Label>
          <Textarea
            id="story-details"
            value={details}
            maxLength={ADDITIONAL_DETAILS_MAX}
            rows={5}
            placeholder="Por ejemplo: que aparezca su perro Toby y que la aventura ocurra en la playa."
            aria-describedby="story-details-count"
            onChange={(event) => setDetails(event.target.value)}
          />
          <p id="story-details-count" className="text-right text-sm text-muted">
            {details.length}/{ADDITIONAL_DETAILS_MAX}
          </p>
        </div>

        <section
          aria-labelledby="ideas-title"
          className="rounded-[var(--radius-card)] border border-white/70 bg-white/85 p-5 shadow-xl shadow-violet-900/5"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="ideas-title" className="flex items-center gap-2 text-lg font-bold text-ink">
              <Lightbulb className="h-5 w-5 text-accent" aria-hidden="true" />
              ¿Necesitas ideas?
            </h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={!canRefresh}
              onClick={() => all && setPicked(pickSuggestions(all, shown.map((s) => s.id)))}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Nuevas ideas
            </Button>
          </div>
          {suggestions.isPending ? (
            <p className="mt-3 text-sm text-muted" role="status">
              Cargando ideas...
            </p>
          ) : suggestions.isError ? (
            <p className="mt-3 text-sm text-muted" role="status">
              No se pudieron cargar las ideas. Puedes escribir tus propios detalles.
            </p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2" aria-live="polite">
              {shown.map((suggestion) => {
                const active = details.trim() === suggestion.textPrompt;
                return (
                  <li key={suggestion.id}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => setDetails(suggestion.textPrompt)}
                      className={cn(
                        'w-full rounded-2xl border-2 px-4 py-3 text-left text-base leading-snug transition',
                        active
                          ? 'border-primary bg-primary-soft text-primary'
                          : 'border-violet-100 bg-violet-50/60 text-ink hover:border-violet-300 hover:bg-white',
                      )}
                    >
                      {suggestion.textPrompt}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </StoryStepPage>
  );
}
