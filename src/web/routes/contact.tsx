import { Heart, Mail, MapPin } from 'lucide-react';
import { LegalPage } from '../components/layout/legal-page';

export const CONTACT_EMAIL = 'hola@cuentosmagicos.es';

export default function ContactPage() {
  return (
    <LegalPage title="Contacto">
      <p>¿Tienes una duda, una idea para una historia o has encontrado algo que no funciona? ¡Nos encantará leerte!</p>
      <ul className="!ml-0 grid gap-3 sm:grid-cols-2">
        <li className="!ml-0 flex list-none items-start gap-3 rounded-2xl bg-primary-soft p-4">
          <Mail className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-bold">Correo electrónico</p>
            <a className="break-all font-semibold text-primary underline" href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </div>
        </li>
        <li className="!ml-0 flex list-none items-start gap-3 rounded-2xl bg-primary-soft p-4">
          <MapPin className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-bold">Dónde estamos</p>
            <p>Zaragoza, España</p>
          </div>
        </li>
      </ul>
      <p>Respondemos normalmente en uno o dos días laborables.</p>

      <h2>Quién hace Cuentos Mágicos</h2>
      <p className="flex items-start gap-2">
        <Heart className="mt-1 h-5 w-5 shrink-0 fill-pink-400 text-pink-400" aria-hidden="true" />
        <span>
          Cuentos Mágicos está hecho con cariño en Zaragoza por un pequeño equipo de madres, padres, educadores y
          desarrolladores que quieren que cada niño tenga su propio cuento antes de dormir. Gracias a las familias que
          probaron las primeras historias y nos ayudaron a mejorarlas.
        </span>
      </p>
    </LegalPage>
  );
}
