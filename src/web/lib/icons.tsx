// The page's icons for the product's option lists (src/shared/catalogs.ts): one SVG set (lucide), so
// every tile, badge and button looks the same on every platform — emoji depend on the device's font,
// and where there is no colour-emoji font (many Linux desktops, some Android skins) they show as empty
// boxes. Each record is keyed by the catalog's ids, so a new option without an icon does not compile.
// Icons are imported one by one so that a page only downloads the icons it shows.
import {
  BadgeCheck,
  Bike,
  Bird,
  BookA,
  BookOpen,
  Brain,
  Camera,
  Castle,
  ChefHat,
  Clock,
  Cloud,
  Compass,
  Crown,
  Drama,
  Ear,
  Flower2,
  Gamepad2,
  GraduationCap,
  HandHeart,
  Handshake,
  Heart,
  HeartHandshake,
  Hourglass,
  Laptop,
  Laugh,
  Lightbulb,
  Map,
  Medal,
  MessageCircle,
  Mountain,
  MountainSnow,
  Music,
  Orbit,
  Palette,
  Plane,
  Puzzle,
  Rabbit,
  Rainbow,
  Rocket,
  Search,
  Shield,
  Smile,
  SmilePlus,
  Sparkles,
  Sprout,
  Star,
  Swords,
  Timer,
  Turtle,
  Users,
  Volleyball,
  WandSparkles,
  Zap,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { DURATIONS, GENRES, HOBBIES, MORALS, PERSONALITIES, PROFESSIONS, SPECIAL_NEEDS } from '@shared/catalogs';

type IdsOf<T extends readonly { id: string }[]> = T[number]['id'];
export type IconSet<T extends readonly { id: string }[]> = Record<IdsOf<T>, LucideIcon>;

export const HOBBY_ICONS: IconSet<typeof HOBBIES> = {
  reading: BookOpen,
  music: Music,
  gaming: Gamepad2,
  photography: Camera,
  cooking: ChefHat,
  cycling: Bike,
  sports: Volleyball,
  painting: Palette,
  travel: Plane,
  programming: Laptop,
  magic: WandSparkles,
  theater: Drama,
};

export const PERSONALITY_ICONS: IconSet<typeof PERSONALITIES> = {
  alegre: Smile,
  curioso: Search,
  valiente: Shield,
  inteligente: Brain,
  amistoso: Handshake,
  soñador: Cloud,
  travieso: SmilePlus,
  responsable: BadgeCheck,
  paciente: Turtle,
  aventurero: Mountain,
};

export const PROFESSION_ICONS: IconSet<typeof PROFESSIONS> = {
  astronaut: Rocket,
  explorer: Compass,
  knight: Swords,
  royalty: Crown,
  superhero: Zap,
  wizard: WandSparkles,
  athlete: Medal,
  teacher: GraduationCap,
};

export const GENRE_ICONS: IconSet<typeof GENRES> = {
  adventure: Map,
  fantasy: Castle,
  mystery: Search,
  'science-fiction': Orbit,
  comedy: Laugh,
  fable: Rabbit,
};

export const MORAL_ICONS: IconSet<typeof MORALS> = {
  none: Sparkles,
  kindness: Heart,
  honesty: HandHeart,
  change: Sprout,
  truth: MessageCircle,
  think: Lightbulb,
  'never-give-up': MountainSnow,
  respect: HeartHandshake,
  friendship: Users,
  forgiveness: Bird,
  accept: Rainbow,
  patience: Hourglass,
};

export const DURATION_ICONS: IconSet<typeof DURATIONS> = {
  short: Timer,
  medium: Clock,
  long: Hourglass,
};

export const SPECIAL_NEED_ICONS: IconSet<typeof SPECIAL_NEEDS> = {
  TEA: Puzzle,
  TDAH: Zap,
  Dislexia: BookA,
  Ansiedad: HeartHandshake,
  Down: Flower2,
  Comprension: Ear,
};

/** A profession's icon; a star for one this page does not know (a character saved by a newer version). */
export function ProfessionIcon({ id, ...props }: LucideProps & { id: string }) {
  const Icon = (PROFESSION_ICONS as Record<string, LucideIcon>)[id] ?? Star;
  return <Icon aria-hidden="true" {...props} />;
}
