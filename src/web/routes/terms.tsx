import { LegalPage } from '../components/layout/legal-page';

export const LEGAL_UPDATED = '23 de abril de 2025';

export default function TermsPage() {
  return (
    <LegalPage title="Términos y condiciones" updated={LEGAL_UPDATED}>
      <p>
        Estos términos regulan el uso de Cuentos Mágicos (en adelante, «el servicio»), una aplicación web que permite
        crear historias infantiles personalizadas, escucharlas narradas y completar retos educativos. Al crear una
        cuenta o usar el servicio aceptas estos términos. Si no estás de acuerdo, no utilices el servicio.
      </p>

      <h2>1. Quién puede usar el servicio</h2>
      <p>
        La cuenta debe crearla una persona de al menos 14 años. Si tienes menos de 14 años, solo puedes usar el
        servicio con el consentimiento y la supervisión de tu madre, padre o tutor legal. Las historias están
        pensadas para que una persona adulta las lea, escuche o comparta con los niños.
      </p>

      <h2>2. Tu cuenta</h2>
      <ul>
        <li>Debes facilitar un correo electrónico válido y confirmarlo antes de usar la cuenta.</li>
        <li>Eres responsable de mantener tu contraseña en secreto y de la actividad de tu cuenta.</li>
        <li>Puedes dejar de usar el servicio y solicitar el borrado de tu cuenta en cualquier momento.</li>
      </ul>

      <h2>3. Planes y pagos</h2>
      <p>
        El plan Free permite crear hasta 10 historias al mes y una continuación gratuita por historia. El plan
        Premium, cuando esté disponible, ofrecerá historias y continuaciones ilimitadas y 20 narraciones de voz al
        mes por 10 € al mes. Los créditos de voz adicionales se compran en paquetes de 20 por 10 € y no caducan. Los
        pagos se procesan a través de un proveedor de pagos externo; no almacenamos los datos de tu tarjeta. Los
        límites mensuales se renuevan el día 1 de cada mes (plan Free) o al inicio de cada periodo de facturación
        (plan Premium).
      </p>

      <h2>4. Contenido generado con inteligencia artificial</h2>
      <p>
        Las historias, los retos y las narraciones se generan de forma automática con inteligencia artificial a
        partir de los datos que introduces. Revisamos los textos con filtros de seguridad pensados para el público
        infantil, pero no podemos garantizar que el resultado sea siempre exacto o adecuado. Te recomendamos leer
        cada historia antes de compartirla con un niño. Puedes usar las historias que generes para fines personales
        y familiares.
      </p>

      <h2>5. Uso aceptable</h2>
      <ul>
        <li>No introduzcas contenido ofensivo, violento, sexual o que vulnere derechos de terceros.</li>
        <li>No intentes acceder a cuentas ajenas ni alterar el funcionamiento del servicio.</li>
        <li>No uses el servicio para fines comerciales sin nuestro permiso por escrito.</li>
      </ul>
      <p>Podemos suspender las cuentas que incumplan estas normas.</p>

      <h2>6. Propiedad intelectual</h2>
      <p>
        El diseño, el código, la marca y los materiales de Cuentos Mágicos nos pertenecen o los usamos con licencia.
        Los datos que introduces (nombres de personajes, detalles de las historias) siguen siendo tuyos.
      </p>

      <h2>7. Responsabilidad</h2>
      <p>
        Prestamos el servicio con la mayor diligencia, pero puede haber interrupciones por mantenimiento o causas
        ajenas a nosotros. En la medida en que la ley lo permita, no respondemos de daños indirectos derivados del
        uso del servicio.
      </p>

      <h2>8. Cambios en estos términos</h2>
      <p>
        Podemos actualizar estos términos. Si el cambio es importante, te avisaremos por correo electrónico o dentro
        de la aplicación antes de que entre en vigor.
      </p>

      <h2>9. Ley aplicable y jurisdicción</h2>
      <p>
        Estos términos se rigen por la legislación española. Para cualquier controversia, las partes se someten a
        los Juzgados y Tribunales de Zaragoza (España), sin perjuicio de los derechos que la normativa de consumo
        reconozca a las personas consumidoras.
      </p>

      <h2>10. Contacto</h2>
      <p>
        Si tienes dudas sobre estos términos, escríbenos a{' '}
        <a className="font-semibold text-primary underline" href="mailto:hola@cuentosmagicos.es">
          hola@cuentosmagicos.es
        </a>
        .
      </p>
    </LegalPage>
  );
}
