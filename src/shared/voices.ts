// The narrator voices (SPEC section 3, "Narrator voice"). The first three are the ones SPEC names; the
// others are ours. Each voice carries what both narrators need: the OpenAI-compatible provider voice,
// speed and delivery instructions, and the espeak-ng voice, variant, pitch and rate that make it sound
// different from the others on the embedded narrator.

export interface EspeakVoiceSettings {
  /** espeak-ng voice for Spanish stories: 'es' (Castilian) or 'es-419' (Latin American). */
  voice: 'es' | 'es-419';
  /** espeak-ng variant appended to the voice ('+m3', '+f2', '+grandpa', ...); klatt variants are not compiled in. */
  variant: string;
  /** 0..99, espeak's default is 50. */
  pitch: number;
  /** Words per minute, espeak's default is 175. */
  rate: number;
}

export interface NarratorVoice {
  id: string;
  name: string;
  description: string;
  /** Speed sent to the speech provider (0.25..4). */
  speed: number;
  /** A lucide icon name (kebab-case) shown in the voice's colour; any other text is shown as is (an emoji). */
  icon: string;
  /** CSS colour of the voice's icon and visualiser. */
  color: string;
  /** The sentence spoken by the preview sample; a voice without it has no preview. */
  previewText: string | null;
  /** Delivery instructions added to the base instruction for models that take instructions. */
  instructions: string;
  /** The provider's voice name (SPEC: default 'nova'). */
  providerVoice: string;
  espeak: EspeakVoiceSettings;
}

export const DEFAULT_PROVIDER_VOICE = 'nova';

export const VOICES = [
  {
    id: 'el-sabio',
    name: 'El Sabio',
    description: 'Una voz serena y pausada, como la de un abuelo que cuenta historias junto al fuego.',
    speed: 0.5,
    icon: 'book-open',
    color: '#7c3aed',
    previewText: 'Hace mucho, mucho tiempo, en un bosque lleno de secretos, vivía un búho muy sabio.',
    instructions: 'Narra con calma y sabiduría, con pausas largas y un tono grave y cálido, como un abuelo sabio.',
    providerVoice: 'ash',
    espeak: { voice: 'es', variant: '+grandpa', pitch: 35, rate: 135 },
  },
  {
    id: 'la-hada',
    name: 'La Hada',
    description: 'Una voz dulce y mágica que hace brillar cada palabra del cuento.',
    speed: 1.0,
    icon: 'wand-sparkles',
    color: '#ec4899',
    previewText: '¡Hola, pequeño soñador! Agita tu varita y ven conmigo a un mundo lleno de magia.',
    instructions: 'Narra con dulzura y un toque mágico, con voz suave, luminosa y llena de asombro.',
    providerVoice: 'sage',
    espeak: { voice: 'es', variant: '+f2', pitch: 72, rate: 160 },
  },
  {
    id: 'el-animado',
    name: 'El Animado',
    description: 'Una voz alegre y llena de energía para las aventuras más emocionantes.',
    speed: 1.2,
    icon: 'party-popper',
    color: '#f97316',
    previewText: '¡Prepárate, que empieza la aventura! ¡Saltamos, corremos y reímos sin parar!',
    instructions: 'Narra con mucha energía y entusiasmo, con ritmo rápido y expresivo, como un animador infantil.',
    providerVoice: 'ballad',
    espeak: { voice: 'es', variant: '+m1', pitch: 58, rate: 190 },
  },
  {
    id: 'la-abuela-cuentacuentos',
    name: 'La Abuela Cuentacuentos',
    description: 'Una voz cariñosa y tranquila, perfecta para leer antes de dormir.',
    speed: 0.9,
    icon: 'moon-star',
    color: '#b45309',
    previewText: 'Acércate, cariño, y tápate bien con la manta, que esta noche te cuento un cuento precioso.',
    instructions: 'Narra con cariño y ternura, despacio y en voz baja, como una abuela que arropa a su nieto antes de dormir.',
    providerVoice: 'shimmer',
    espeak: { voice: 'es', variant: '+grandma', pitch: 48, rate: 145 },
  },
  {
    id: 'el-explorador',
    name: 'El Explorador',
    description: 'Una voz valiente y curiosa que te lleva a descubrir selvas, montañas y océanos.',
    speed: 1.05,
    icon: 'compass',
    color: '#059669',
    previewText: 'Mochila lista, brújula en la mano. ¿Qué descubriremos hoy detrás de aquella montaña?',
    instructions: 'Narra con curiosidad y valentía, con tono firme y emocionado, como un explorador que descubre lugares nuevos.',
    providerVoice: 'onyx',
    espeak: { voice: 'es-419', variant: '+m7', pitch: 45, rate: 170 },
  },
  {
    id: 'la-robot-chispa',
    name: 'La Robot Chispa',
    description: 'Una voz divertida y curiosa, con chispa tecnológica, para las historias del espacio.',
    speed: 1.1,
    icon: 'bot',
    color: '#0ea5e9',
    previewText: 'Bip, bip. Hola, soy Chispa. Mis circuitos están listos para contarte una historia increíble.',
    instructions: 'Narra de forma divertida y juguetona, con precisión y un ligero toque robótico, sin perder la calidez.',
    providerVoice: DEFAULT_PROVIDER_VOICE,
    espeak: { voice: 'es-419', variant: '+f5', pitch: 80, rate: 175 },
  },
] as const satisfies readonly NarratorVoice[];

export type VoiceId = (typeof VOICES)[number]['id'];
export const VOICE_IDS = VOICES.map((v) => v.id) as [VoiceId, ...VoiceId[]];
export const DEFAULT_VOICE_ID: VoiceId = 'la-hada';

export function findVoice(id: string | null | undefined): NarratorVoice | undefined {
  return (VOICES as readonly NarratorVoice[]).find((v) => v.id === id);
}

/** Playback speeds of the player (SPEC section 9), cycled by the speed button. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_PREVIEW_VOLUME = 0.8;
