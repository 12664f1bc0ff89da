// The product's identifier lists (SPEC section 3) with their Spanish labels and icons.
// Ids are stored in the database and sent over the API; labels are only for people.

export interface CatalogItem<Id extends string = string> {
  id: Id;
  label: string;
  icon: string;
  description?: string;
}

export { APP_VERSION } from './version';

export const LANGUAGES = [
  { id: 'es', label: 'Español', icon: '🇪🇸', englishName: 'Spanish' },
  { id: 'en', label: 'Inglés', icon: '🇬🇧', englishName: 'English' },
  { id: 'fr', label: 'Francés', icon: '🇫🇷', englishName: 'French' },
  { id: 'de', label: 'Alemán', icon: '🇩🇪', englishName: 'German' },
  { id: 'it', label: 'Italiano', icon: '🇮🇹', englishName: 'Italian' },
] as const satisfies readonly (CatalogItem & { englishName: string })[];
export type LanguageId = (typeof LANGUAGES)[number]['id'];
export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as [LanguageId, ...LanguageId[]];
export const DEFAULT_LANGUAGE: LanguageId = 'es';

/** 'Ninguna' is not in the list: no special need is stored as null. */
export const SPECIAL_NEEDS = [
  { id: 'TEA', label: 'TEA', icon: '🧩', description: 'Trastorno del espectro autista' },
  { id: 'TDAH', label: 'TDAH', icon: '⚡', description: 'Déficit de atención e hiperactividad' },
  { id: 'Dislexia', label: 'Dislexia', icon: '🔤', description: 'Dislexia o dificultad lectora' },
  { id: 'Ansiedad', label: 'Ansiedad', icon: '🫶', description: 'Ansiedad o miedos específicos' },
  { id: 'Down', label: 'Síndrome de Down', icon: '🌻', description: 'Síndrome de Down' },
  {
    id: 'Comprension',
    label: 'Comprensión',
    icon: '👂',
    description: 'Dificultad de comprensión auditiva o del lenguaje',
  },
] as const satisfies readonly CatalogItem[];
export type SpecialNeedId = (typeof SPECIAL_NEEDS)[number]['id'];
export const SPECIAL_NEED_IDS = SPECIAL_NEEDS.map((n) => n.id) as [SpecialNeedId, ...SpecialNeedId[]];
export const NO_SPECIAL_NEED_LABEL = 'Ninguna';

export const MIN_CHILD_AGE = 1;
export const MAX_CHILD_AGE = 10;
export const DEFAULT_CHILD_AGE = 5;

export const HOBBIES = [
  { id: 'reading', label: 'Leer', icon: '📚' },
  { id: 'music', label: 'Música', icon: '🎵' },
  { id: 'gaming', label: 'Videojuegos', icon: '🎮' },
  { id: 'photography', label: 'Fotografía', icon: '📷' },
  { id: 'cooking', label: 'Cocinar', icon: '🍳' },
  { id: 'cycling', label: 'Bicicleta', icon: '🚲' },
  { id: 'sports', label: 'Deportes', icon: '⚽' },
  { id: 'painting', label: 'Pintar', icon: '🎨' },
  { id: 'travel', label: 'Viajar', icon: '✈️' },
  { id: 'programming', label: 'Programar', icon: '💻' },
  { id: 'magic', label: 'Magia', icon: '🪄' },
  { id: 'theater', label: 'Teatro', icon: '🎭' },
] as const satisfies readonly CatalogItem[];
export type HobbyId = (typeof HOBBIES)[number]['id'];
export const HOBBY_IDS = HOBBIES.map((h) => h.id) as [HobbyId, ...HobbyId[]];

export const PERSONALITIES = [
  { id: 'alegre', label: 'Alegre', icon: '😄' },
  { id: 'curioso', label: 'Curioso', icon: '🧐' },
  { id: 'valiente', label: 'Valiente', icon: '🦁' },
  { id: 'inteligente', label: 'Inteligente', icon: '🧠' },
  { id: 'amistoso', label: 'Amistoso', icon: '🤝' },
  { id: 'soñador', label: 'Soñador', icon: '☁️' },
  { id: 'travieso', label: 'Travieso', icon: '😜' },
  { id: 'responsable', label: 'Responsable', icon: '✅' },
  { id: 'paciente', label: 'Paciente', icon: '🐢' },
  { id: 'aventurero', label: 'Aventurero', icon: '🧭' },
] as const satisfies readonly CatalogItem[];
export type PersonalityId = (typeof PERSONALITIES)[number]['id'];
export const PERSONALITY_IDS = PERSONALITIES.map((p) => p.id) as [PersonalityId, ...PersonalityId[]];

export const PROFESSIONS = [
  { id: 'astronaut', label: 'Astronauta', icon: '👩‍🚀' },
  { id: 'explorer', label: 'Explorador', icon: '🧭' },
  { id: 'knight', label: 'Caballero', icon: '🛡️' },
  { id: 'royalty', label: 'Realeza', icon: '👑' },
  { id: 'superhero', label: 'Superhéroe', icon: '🦸' },
  { id: 'wizard', label: 'Mago', icon: '🧙' },
  { id: 'athlete', label: 'Deportista', icon: '🏅' },
  { id: 'teacher', label: 'Maestro', icon: '🍎' },
] as const satisfies readonly CatalogItem[];
export type ProfessionId = (typeof PROFESSIONS)[number]['id'];
export const PROFESSION_IDS = PROFESSIONS.map((p) => p.id) as [ProfessionId, ...ProfessionId[]];

export const GENRES = [
  { id: 'adventure', label: 'Aventura', icon: '🗺️' },
  { id: 'fantasy', label: 'Fantasía', icon: '🐉' },
  { id: 'mystery', label: 'Misterio', icon: '🔍' },
  { id: 'science-fiction', label: 'Ciencia ficción', icon: '🚀' },
  { id: 'comedy', label: 'Comedia', icon: '😂' },
  { id: 'fable', label: 'Fábula', icon: '🦊' },
] as const satisfies readonly CatalogItem[];
export type GenreId = (typeof GENRES)[number]['id'];
export const GENRE_IDS = GENRES.map((g) => g.id) as [GenreId, ...GenreId[]];

export const MORALS = [
  { id: 'none', label: 'Sin moraleja', icon: '✨' },
  { id: 'kindness', label: 'Ser amable', icon: '💛' },
  { id: 'honesty', label: 'Ser honesto', icon: '🤞' },
  { id: 'change', label: 'Aceptar los cambios', icon: '🦋' },
  { id: 'truth', label: 'Decir la verdad', icon: '🗣️' },
  { id: 'think', label: 'Pensar antes de actuar', icon: '💭' },
  { id: 'never-give-up', label: 'No rendirse nunca', icon: '🏔️' },
  { id: 'respect', label: 'Respetar a los demás', icon: '🙏' },
  { id: 'friendship', label: 'El valor de la amistad', icon: '👫' },
  { id: 'forgiveness', label: 'Saber perdonar', icon: '🕊️' },
  { id: 'accept', label: 'Aceptarse a uno mismo', icon: '🌈' },
  { id: 'patience', label: 'Tener paciencia', icon: '⏳' },
] as const satisfies readonly CatalogItem[];
export type MoralId = (typeof MORALS)[number]['id'];
export const MORAL_IDS = MORALS.map((m) => m.id) as [MoralId, ...MoralId[]];

export const DURATIONS = [
  { id: 'short', label: 'Corta', icon: '⏱️', description: '3-5 min', targetWords: 600 },
  { id: 'medium', label: 'Media', icon: '⏰', description: '5-10 min', targetWords: 1000 },
  { id: 'long', label: 'Larga', icon: '🕰️', description: '10-15 min', targetWords: 1600 },
] as const satisfies readonly (CatalogItem & { targetWords: number })[];
export type DurationId = (typeof DURATIONS)[number]['id'];
export const DURATION_IDS = DURATIONS.map((d) => d.id) as [DurationId, ...DurationId[]];

/** Looks an id up in a catalog; unknown ids (old data) fall back to the id itself as label. */
export function catalogItem<T extends CatalogItem>(list: readonly T[], id: string | null | undefined): T | undefined {
  return list.find((item) => item.id === id);
}

export function catalogLabel(list: readonly CatalogItem[], id: string | null | undefined): string {
  return catalogItem(list, id)?.label ?? id ?? '';
}
