// Preset ideas for the optional details step (SPEC section 2, /story-details-input). The list lives in
// code and is inserted when missing at start, so every database has it without a manual step.
import { eq } from 'drizzle-orm';
import type { Suggestion } from '../../../shared/contract/suggestions';
import type { Database } from '../../db/client';
import { presetSuggestions } from '../../db/schema';

export const PRESET_SUGGESTIONS: readonly string[] = [
  'Que encuentre un mapa del tesoro escondido en el desván de la abuela.',
  'Que tenga una mascota que sabe hablar, pero solo cuando nadie más mira.',
  'Que viaje a la luna en un cohete hecho con cajas de cartón.',
  'Que descubra una puerta secreta en la biblioteca del colegio.',
  'Que ayude a un dragón pequeño que tiene miedo a volar.',
  'Que pase un día entero en el fondo del mar con una tortuga sabia.',
  'Que organice una fiesta sorpresa para su mejor amigo.',
  'Que encuentre un huevo misterioso en el jardín y cuide de lo que sale de él.',
  'Que se haga amigo de un robot que quiere aprender a reír.',
  'Que el día de lluvia se convierta en una aventura dentro de casa.',
  'Que tenga que devolver una estrella que se cayó del cielo.',
  'Que visite un pueblo donde todos los animales hablan.',
  'Que aprenda a montar en bicicleta con ayuda de su familia.',
  'Que su hermano pequeño se pierda en el mercado y tengan que encontrarlo.',
  'Que plante una semilla mágica que crece hasta las nubes.',
  'Que descubra quién se come las galletas de la cocina cada noche.',
  'Que participe en una carrera de globos aerostáticos.',
  'Que viaje en el tiempo hasta la época de los dinosaurios.',
  'Que ayude a los duendes del bosque a preparar el invierno.',
  'Que tenga un sombrero que concede un deseo al día.',
  'Que se mude a una casa nueva y haga amigos en el barrio.',
  'Que salve el concierto del colegio cuando todos los instrumentos desaparecen.',
  'Que conozca a un fantasma simpático que vive en un faro.',
  'Que acampe con su familia y descubra las constelaciones.',
  'Que encuentre una carta antigua dentro de una botella en la playa.',
  'Que cocine una receta mágica que hace que todos digan la verdad.',
  'Que vuele a lomos de un águila sobre las montañas nevadas.',
  'Que cuide del huerto de su abuelo y aprenda de dónde viene la comida.',
  'Que participe en un torneo de ajedrez contra un rey muy gruñón.',
  'Que descubra un planeta donde los colores tienen sonido.',
];

/** Inserts the preset list where missing; running it again changes nothing. */
export async function seedSuggestions(db: Database): Promise<void> {
  await db
    .insert(presetSuggestions)
    .values(PRESET_SUGGESTIONS.map((textPrompt) => ({ textPrompt })))
    .onConflictDoNothing({ target: presetSuggestions.textPrompt });
}

export async function listActiveSuggestions(db: Database): Promise<Suggestion[]> {
  return db
    .select({ id: presetSuggestions.id, textPrompt: presetSuggestions.textPrompt })
    .from(presetSuggestions)
    .where(eq(presetSuggestions.isActive, true))
    .orderBy(presetSuggestions.textPrompt);
}
