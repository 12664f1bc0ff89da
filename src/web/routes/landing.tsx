import { BookOpen, Brain, Globe2, Heart, Mic, Puzzle, Sparkles, Star, Users, Wand2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link, Navigate } from 'react-router';
import { Footer } from '../components/layout/footer';
import { PublicHeader } from '../components/layout/public-header';
import { buttonClasses } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useSessionStatus } from '../queries/session';

const features = [
  {
    title: 'Historias Personalizadas',
    text: 'Crea cuentos únicos con tu peque como protagonista, adaptados a sus gustos, su personalidad y su edad.',
    Icon: Wand2,
    tint: 'from-violet-500 to-fuchsia-500',
  },
  {
    title: 'Narración de Voz',
    text: 'Escucha cada historia narrada por voces encantadoras, ideal para la hora de dormir o para un viaje en coche.',
    Icon: Mic,
    tint: 'from-indigo-500 to-sky-500',
  },
  {
    title: 'Retos Educativos',
    text: 'Al terminar, pequeños retos de lectura, matemáticas e idiomas convierten cada cuento en un juego para aprender.',
    Icon: Puzzle,
    tint: 'from-amber-500 to-orange-500',
  },
];

const benefits = [
  { title: 'Fomenta la lectura', text: 'Leer es más divertido cuando el protagonista es tu hijo o tu hija.', Icon: BookOpen },
  { title: 'Despierta la imaginación', text: 'Aventuras, fantasía, misterio y ciencia ficción para soñar a lo grande.', Icon: Sparkles },
  { title: 'Transmite valores', text: 'Cada historia puede llevar una moraleja: amistad, honestidad, paciencia…', Icon: Heart },
  { title: 'Aprende idiomas', text: 'Historias en español, inglés, francés, alemán e italiano.', Icon: Globe2 },
  { title: 'Adaptado a cada niño', text: 'Tiene en cuenta la edad y necesidades como TEA, TDAH o dislexia.', Icon: Brain },
  { title: 'Momentos en familia', text: 'Crea, lee y escucha juntos: un ratito especial cada día.', Icon: Users },
];

export default function LandingPage() {
  // The page appears in slices (a deferred render) once the session is known.
  const status = useDeferredValue(useSessionStatus().status);
  if (status === 'pending') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <section aria-labelledby="hero-title" className="mx-auto max-w-5xl px-4 pb-12 pt-6 text-center sm:pt-14">
          <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-primary shadow-sm">
            <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            Cuentos infantiles creados con inteligencia artificial
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold leading-tight text-ink sm:text-6xl">
            Historias mágicas <span className="text-magic">personalizadas</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted sm:text-xl">
            Cuentos únicos adaptados a los gustos y la personalidad de cada niño, con narración de voz y retos
            educativos de lectura, matemáticas e idiomas.
          </p>
          <Link to="/signup" className={buttonClasses('primary', 'lg', 'mt-8 w-full max-w-md text-base tracking-wide sm:w-auto sm:max-w-none sm:text-lg')}>
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            CREAR MI PRIMERA HISTORIA
          </Link>
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 pb-14">
          <h2 id="features-title" className="sr-only">
            Qué puedes hacer
          </h2>
          <ul className="grid gap-5 sm:grid-cols-3">
            {features.map(({ title, text, Icon, tint }) => (
              <li key={title} className="rounded-[var(--radius-card)] bg-white/90 p-6 shadow-xl shadow-violet-900/5">
                <span className={`mb-4 inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br ${tint} text-white shadow-lg`}>
                  <Icon className="h-7 w-7" aria-hidden="true" />
                </span>
                <h3 className="text-xl font-bold text-ink">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="benefits-title" className="bg-white/60 py-14">
          <div className="mx-auto max-w-5xl px-4">
            <h2 id="benefits-title" className="text-center text-3xl font-extrabold text-ink sm:text-4xl">
              Beneficios para toda la familia
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {benefits.map(({ title, text, Icon }) => (
                <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-bold text-ink">{title}</h3>
                    <p className="mt-1 text-sm text-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-10 text-center">
              <Link to="/signup" className={buttonClasses('accent', 'lg', 'w-full max-w-sm sm:w-auto')}>
                Empezar gratis
              </Link>
            </div>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
