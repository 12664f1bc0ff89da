// The child-safety check (DESIGN decision 9): every text a parent types and every text a writer
// produces passes it before it is stored or shown. The embedded request check by default (rules over
// stems and a small classifier, no keys), a chat-model guard when a chat model is configured, combined
// with the provider's moderation endpoint when one is set.
import type { LanguageId } from '../../../shared/catalogs';

/** What a harmful text is refused for. */
export type HarmCategory =
  | 'self-harm'
  | 'dangerous-acts'
  | 'sexual'
  | 'violence'
  | 'drugs'
  | 'hate'
  | 'weapons'
  | 'personal-data';

export const HARM_CATEGORIES: HarmCategory[] = [
  'self-harm',
  'dangerous-acts',
  'sexual',
  'violence',
  'drugs',
  'hate',
  'weapons',
  'personal-data',
];

/** 'other': an endpoint flagged the text without naming one of our categories. */
export type SafetyCategory = HarmCategory | 'other';

export type SafetyVerdict = { allowed: true } | { allowed: false; category: SafetyCategory };

export interface SafetyContext {
  language?: LanguageId;
  /** A parent's free text is judged more strictly than a generated story. */
  kind: 'parent-input' | 'generated';
}

export interface SafetyCheck {
  /** 'embedded', 'guard', 'moderation' or a combination ('guard+moderation'). */
  readonly name: string;
  /** May throw SafetyUnavailableError: the text is then refused (fail closed), never let through. */
  check(text: string, context: SafetyContext): Promise<SafetyVerdict>;
}

/** The configured guard could not judge a text (failed, timed out, answered nonsense). */
export class SafetyUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SafetyUnavailableError';
  }
}

/** A parent's text was refused (422 `unsafe_input`): the kind sentence, then a hint by category. */
export const UNSAFE_INPUT_MESSAGE = 'Ese texto no es apropiado para un cuento infantil.';
/** Closes every refusal with an idea that works. */
export const UNSAFE_INPUT_EXAMPLE = 'Prueba con otra idea, por ejemplo: «un dragón que tiene miedo a la oscuridad».';
/** A parent's text carries an address, a phone number or another personal detail (422 `unsafe_input`). */
export const PERSONAL_DATA_MESSAGE = 'Por seguridad, no incluyas direcciones, teléfonos ni otros datos personales en el cuento.';
/** A generated text was refused (422 `unsafe_output`): nothing stored, nothing counted. */
export const UNSAFE_OUTPUT_MESSAGE = 'No hemos podido crear un cuento adecuado con estas opciones. Inténtalo de nuevo con otras ideas.';
/** The guard could not judge the text: refused rather than let through (503 `safety_unavailable`). */
export const SAFETY_UNAVAILABLE_MESSAGE =
  'No hemos podido comprobar que el texto sea apropiado para un niño, así que no lo hemos usado. Inténtalo de nuevo en unos minutos.';

/** What to change, by category; never repeats the parent's text. */
export const CATEGORY_HINTS: Record<SafetyCategory, string> = {
  'self-harm':
    'Los cuentos no muestran a nadie haciéndose daño, dejando de comer o queriendo desaparecer. Si es un tema que preocupa, prueba con un cuento sobre hablar de lo que se siente y pedir ayuda.',
  'dangerous-acts':
    'Quita lo que un niño podría imitar y le pondría en peligro: productos de limpieza, medicinas, enchufes, fuego, alturas, agua sin un adulto o irse con desconocidos.',
  sexual: 'Quita el contenido sexual y los secretos con adultos sobre el cuerpo, las caricias, desnudarse o las fotos.',
  violence:
    'Quita la violencia con sangre, el maltrato o la crueldad con personas o animales. Un conflicto de cuento, como un caballero que vence a un dragón, sí vale.',
  drugs: 'Quita el alcohol, el tabaco, el vapeo y las drogas.',
  hate: 'Quita las ideas que desprecian o excluyen a un grupo de personas por su origen, su religión, su aspecto o quién es.',
  weapons: 'Quita las armas de verdad, las bombas y los atentados. Una espada de madera o un escudo de cartón sí valen.',
  'personal-data': PERSONAL_DATA_MESSAGE,
  other: 'Cambia la parte que no sería apropiada para un niño.',
};

/** The whole message of a refused parent text of this category. */
export function unsafeInputMessage(category: SafetyCategory): string {
  if (category === 'personal-data') return PERSONAL_DATA_MESSAGE;
  return `${UNSAFE_INPUT_MESSAGE} ${CATEGORY_HINTS[category]} ${UNSAFE_INPUT_EXAMPLE}`;
}
