import { LegalPage } from '../components/layout/legal-page';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Política de privacidad" updated="23 de abril de 2025">
      <p>
        En Cuentos Mágicos nos tomamos muy en serio la privacidad de las familias. Esta política explica qué datos
        tratamos, para qué y qué derechos tienes, conforme al Reglamento General de Protección de Datos (RGPD) y a
        la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
      </p>

      <h2>1. Responsable del tratamiento</h2>
      <p>
        Cuentos Mágicos, con domicilio en Zaragoza (España). Contacto:{' '}
        <a className="font-semibold text-primary underline" href="mailto:hola@cuentosmagicos.es">
          hola@cuentosmagicos.es
        </a>
        .
      </p>

      <h2>2. Qué datos tratamos</h2>
      <ul>
        <li>Datos de la cuenta: correo electrónico y contraseña (guardada cifrada, nunca en claro).</li>
        <li>Preferencias del perfil: idioma de las historias, edad del niño u oyente y, si la indicas, una necesidad especial.</li>
        <li>Contenido que creas: personajes, opciones de las historias, textos, capítulos, retos y narraciones.</li>
        <li>Datos de uso del plan: número de historias y narraciones del mes, créditos de voz y estado de la suscripción.</li>
        <li>Datos técnicos mínimos para la seguridad: dirección IP y navegador en el momento de iniciar sesión.</li>
      </ul>
      <p>
        La información sobre una necesidad especial es opcional; solo la usamos para adaptar las historias y puedes
        borrarla en cualquier momento desde tu perfil.
      </p>

      <h2>3. Para qué los usamos y con qué base legal</h2>
      <ul>
        <li>Prestar el servicio que contratas (ejecución del contrato): crear, guardar y narrar tus historias.</li>
        <li>Enviarte correos necesarios: confirmación de cuenta y restablecimiento de contraseña.</li>
        <li>Gestionar pagos y suscripciones (ejecución del contrato y obligaciones legales).</li>
        <li>Proteger el servicio frente a abusos (interés legítimo).</li>
      </ul>
      <p>No vendemos tus datos ni los usamos para publicidad.</p>

      <h2>4. Proveedores de inteligencia artificial y otros encargados</h2>
      <p>
        Para generar las historias, los retos y las voces, nuestro servidor envía a proveedores de inteligencia
        artificial únicamente el texto necesario (por ejemplo, el nombre y las aficiones del personaje o el texto
        del capítulo que se va a narrar), nunca tu correo ni tu contraseña. Estos proveedores actúan como encargados
        del tratamiento, con contratos que les impiden usar los datos para otros fines. También usamos proveedores de
        alojamiento, de envío de correo y de pagos. Cuando alguno de ellos esté fuera del Espacio Económico Europeo,
        las transferencias se amparan en las garantías previstas por el RGPD, como las cláusulas contractuales tipo.
      </p>

      <h2>5. Menores de edad</h2>
      <p>
        La cuenta debe crearla una persona mayor de 14 años. Si tienes menos de 14 años necesitas el consentimiento
        de tu madre, padre o tutor legal. Te recomendamos no introducir datos que identifiquen a un niño (apellidos,
        dirección, colegio): un nombre de pila o un apodo es suficiente para una buena historia.
      </p>

      <h2>6. Cuánto tiempo los guardamos</h2>
      <p>
        Conservamos tus datos mientras tengas la cuenta activa. Si la borras, eliminamos tus historias, personajes y
        narraciones, salvo los datos que la ley nos obligue a conservar (por ejemplo, facturas) durante el plazo legal.
      </p>

      <h2>7. Almacenamiento en tu navegador</h2>
      <p>
        Usamos una cookie técnica para mantener tu sesión iniciada y el almacenamiento local del navegador para
        recordar datos de tu cuenta en ese dispositivo. Cuando otra persona inicia sesión en el mismo navegador,
        borramos los datos locales de las cuentas anteriores. No usamos cookies de publicidad ni de seguimiento.
      </p>

      <h2>8. Tus derechos</h2>
      <p>
        Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad
        escribiendo a hola@cuentosmagicos.es. Si consideras que no hemos atendido bien tu solicitud, puedes
        reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).
      </p>

      <h2>9. Ley aplicable</h2>
      <p>
        Esta política se rige por la legislación española. Para cualquier controversia serán competentes los
        Juzgados y Tribunales de Zaragoza (España), sin perjuicio de los derechos que te reconozca la normativa de
        consumo.
      </p>
    </LegalPage>
  );
}
