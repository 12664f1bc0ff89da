import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_CHILD_AGE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MAX_CHILD_AGE,
  MIN_CHILD_AGE,
  NO_SPECIAL_NEED_LABEL,
  SPECIAL_NEEDS,
  type LanguageId,
  type SpecialNeedId,
} from '@shared/catalogs';
import type { ProfileUpdate } from '@shared/contract/profile';
import { SubmitButton } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { SPECIAL_NEED_ICONS } from '../../../lib/icons';

/** Radix Select items cannot have an empty value: 'Ninguna' travels as this token and is sent as null. */
const NONE = 'none';

export const PROFILE_DEFAULTS: ProfileUpdate = {
  language: DEFAULT_LANGUAGE,
  childAge: DEFAULT_CHILD_AGE,
  specialNeed: null,
};

function ageText(age: number): string {
  return age === 1 ? '1 año' : `${age} años`;
}

interface ProfileFormProps {
  initial: ProfileUpdate;
  saving: boolean;
  onSubmit: (values: ProfileUpdate) => void;
}

export function ProfileForm({ initial, saving, onSubmit }: ProfileFormProps) {
  const [language, setLanguage] = useState<LanguageId>(initial.language);
  const [childAge, setChildAge] = useState(initial.childAge);
  const [specialNeed, setSpecialNeed] = useState<SpecialNeedId | null>(initial.specialNeed);
  const ids = { language: useId(), age: useId(), need: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ language, childAge, specialNeed });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-7" aria-busy={saving}>
      <div className="flex flex-col gap-2">
        <Label id={`${ids.language}-label`} htmlFor={ids.language} className="text-base">
          Idioma de la Historia
        </Label>
        <Select value={language} onValueChange={(value) => setLanguage(value as LanguageId)}>
          <SelectTrigger id={ids.language} aria-labelledby={`${ids.language}-label`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANGUAGES.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                <span aria-hidden="true" className="mr-2">
                  {item.icon}
                </span>
                {item.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between">
          <Label id={`${ids.age}-label`} className="text-base">
            Edad del Niño/Oyente
          </Label>
          <output aria-live="polite" className="rounded-full bg-primary-soft px-3 py-1 text-sm font-bold text-primary">
            {ageText(childAge)}
          </output>
        </div>
        <Slider
          min={MIN_CHILD_AGE}
          max={MAX_CHILD_AGE}
          step={1}
          value={[childAge]}
          onValueChange={([value]) => setChildAge(value)}
          labelledBy={`${ids.age}-label`}
          valueText={ageText(childAge)}
        />
        <div className="flex justify-between text-sm text-muted" aria-hidden="true">
          <span>1 año</span>
          <span>10 años</span>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <Label id={`${ids.need}-label`} htmlFor={ids.need} className="text-base">
          Necesidad especial <span className="font-normal text-muted">(opcional)</span>
        </Label>
        <Select
          value={specialNeed ?? NONE}
          onValueChange={(value) => setSpecialNeed(value === NONE ? null : (value as SpecialNeedId))}
        >
          <SelectTrigger id={ids.need} aria-labelledby={`${ids.need}-label`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>{NO_SPECIAL_NEED_LABEL}</SelectItem>
            {SPECIAL_NEEDS.map((item) => {
              const Icon = SPECIAL_NEED_ICONS[item.id];
              return (
                <SelectItem key={item.id} value={item.id} description={item.description}>
                  <Icon className="mr-2 inline h-4 w-4 align-[-2px] text-primary" aria-hidden="true" />
                  {item.label}
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted">Adaptaremos el lenguaje y el ritmo de las historias.</p>
      </div>

      <SubmitButton busy={saving}>{saving ? 'Guardando...' : 'Guardar Perfil'}</SubmitButton>
    </form>
  );
}
