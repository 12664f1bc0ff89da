import { spanishNoun } from '../pack';
import type { NounForms, StoryPack } from '../story-pack';

// The character's gender is unknown: nothing agrees with the character. The subject is dropped once the
// scene has named the hero; professions are told as a field (« se dedicaba a la exploración »), traits as
// nouns (« tenía mucha curiosidad »). The story is told in the past: pretérito and imperfecto only.

export const esStory: StoryPack = {
  id: 'es',
  noun: spanishNoun,
  // A name ('Marte', 'París') takes no article: 'a Marte', 'de Marte'.
  lexiconNoun: (f): NounForms =>
    /^\p{Lu}/u.test(f.singular)
      ? { '': f.singular, a: f.singular, of: `de ${f.singular}`, to: `a ${f.singular}`, in: `en ${f.singular}`, bare: f.singular, poss: f.singular }
      : { ...spanishNoun(`${f.gender === 'f' ? 'f' : 'm'}:${f.singular}`), poss: `su ${f.singular}` },
  // '…la exploración y siempre llevaba…' → two sentences: the subject is dropped in both anyway.
  simplify: (sentence) => {
    if (/[«»¿?:]/.test(sentence)) return [sentence];
    const verb = /\p{L}+(?:aba|aban|ía|ían|ó|aron|ieron|ió|aban)(?!\p{L})/u;
    const out: string[] = [];
    let rest = sentence;
    for (;;) {
      const m = /,? y (?!\p{L}+ y )/u.exec(rest.slice(1));
      if (!m) break;
      const at = m.index + 1;
      const left = rest.slice(0, at);
      const right = rest.slice(at + m[0].length);
      // Only where 'y' joins two actions: the word after it (or after 'siempre', 'luego'…) is a verb.
      const next = right.split(' ');
      const head = /^(siempre|también|luego|después)$/.test(next[0]) ? next[1] ?? '' : next[0];
      // …or a new subject of its own ('y el grupo recuperó…'), never a second name ('Toby y Lucía siguieron').
      const ownSubject = /^(el|la|los|las|un|una|todos|todo|nadie)$/.test(next[0]) && verb.test(next.slice(1, 3).join(' '));
      if (left.split(' ').length < 4 || next.length < 3 || !/^\p{Ll}/u.test(head) || !(verb.test(head) || ownSubject)) break;
      out.push(`${left}.`);
      rest = right;
    }
    out.push(rest);
    return out;
  },
  list: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`),
  companionNames: ['Chispa', 'Pipo', 'Tico', 'Nube', 'Bombón', 'Rayo', 'Kiwi', 'Canela', 'Lupe', 'Trufa', 'Coco', 'Pimienta', 'Bizcocho', 'Gominola', 'Tambor', 'Ramón', 'Olivo', 'Pompón'],
  epithets: {},
  professions: {
    astronaut: {
      label: 'astronauta',
      intro: ['Era astronauta, y desde {place} señalaba a {cname} el nombre de muchas estrellas[2:, incluso de las que solo se ven en invierno].', 'Trabajaba de astronauta, y en {place} todo el mundo quería oír sus viajes en cohete.', 'Era astronauta, y {cname} llevaba con orgullo un casco de juguete igual que el suyo.'],
      skill: ['Con su experiencia de astronauta, calculó la distancia en {place} y encontró un paso seguro.', 'Como en cada misión de astronauta, lo revisó todo en voz alta antes de moverse, y {cname} repitió cada palabra.', 'Aplicó un truco de astronauta: moverse despacio, con calma, sin soltar la mano de {cname}.'],
    },
    explorer: {
      label: 'exploración',
      intro: ['Se dedicaba a la exploración, y en {place} nadie conocía mejor los caminos.', 'Vivía de la exploración y dibujaba mapas de sitios nuevos[3:, con flechas, notas y pequeñas cruces rojas], como el de {place}.', 'Se dedicaba a la exploración, y {cname} siempre le llevaba la brújula.'],
      skill: ['Gracias a sus años de exploración, sacó la brújula en {place} y eligió el rumbo correcto.', 'Con lo que sabía de exploración, leyó las huellas del suelo[2: y descubrió hacia dónde iban], mientras {cname} esperaba.', 'Un truco de exploración sirvió allí: buscar el musgo de los árboles para orientarse, y {cname} lo encontró primero.'],
    },
    knight: {
      label: 'caballería',
      intro: ['Pertenecía a la orden de caballería, y su escudo azul era famoso en {place}.', 'Servía en la caballería del reino y protegía a quien lo necesitara[2:, de día y de noche], con {cname} siempre al lado.', 'Se había formado en la caballería, y en {place} le pedían consejo a menudo.'],
      skill: ['Como se aprende en la caballería, levantó el escudo y avanzó con calma por {place}.', 'Con lo que sabía de caballería, apartó las ramas con la espada de madera y abrió camino para {cname}.', 'Recordó la primera regla de la caballería: proteger primero a los demás, y dejó pasar antes a {cname}.'],
    },
    royalty: {
      label: 'realeza',
      intro: ['Era de la realeza, pero en {place} jugaba con todo el mundo.', 'Pertenecía a la realeza[2: y no soportaba las ceremonias largas], y prefería correr con {cname}.', 'Era de la realeza, y desde su castillo se veía {place}.'],
      skill: ['Como miembro de la realeza, reunió a todos en {place} y escuchó sus ideas[2: una por una].', 'Con lo que sabía de la realeza, habló con calma, organizó un plan y encargó a {cname} la primera parte.', 'Usó un recurso de la realeza: pedir ayuda con buenas palabras, y en {place} nadie dijo que no.'],
    },
    superhero: {
      label: 'superpoderes',
      intro: ['Tenía superpoderes y una capa roja que ondeaba con el viento de {place}.', 'Usaba sus superpoderes para ayudar a la gente[3:, aunque nunca presumía de ellos], y {cname} era su mejor ayudante.', 'Tenía superpoderes, aunque en {place} casi nadie lo sabía.'],
      skill: ['Con sus superpoderes, saltó muy alto para ver todo {place} desde arriba.', 'Usó su superfuerza con cuidado[2: para no romper nada] y apartó la piedra más grande, mientras {cname} aplaudía.', 'Con su supervista, vio un camino que en {place} nadie había notado.'],
    },
    wizard: {
      label: 'hechizos',
      intro: ['Conocía muchos hechizos, y en {place} su varita de luz verde era famosa.', 'Estudiaba hechizos y ya sabía hacer unos cuantos[2:, aunque alguno salía al revés], para diversión de {cname}.', 'Sabía hechizos de todas clases, y {cname} le ayudaba a repasarlos.'],
      skill: ['Movió la varita en {place}, dijo unas palabras mágicas y lanzó un hechizo de luz.', 'Con un hechizo pequeño[2: que había practicado muchas veces], hizo flotar lo que estorbaba, y {cname} soltó una risa.', 'Un hechizo de viento suave despejó {place} en un momento.'],
    },
    athlete: {
      label: 'deportista',
      intro: ['Era deportista, y en {place} nadie corría más rápido.', 'Era deportista y entrenaba cada mañana[3:, llueva o haga sol, como decía su entrenadora], con {cname} detrás.', 'Era deportista, y {cname} le cronometraba las carreras.'],
      skill: ['Gracias a sus entrenamientos de deportista, dio un salto largo y limpio en {place}.', 'Con su agilidad de deportista, trepó con cuidado y después ayudó a subir a {cname}.', 'Con su resistencia de deportista, cruzó {place} sin parar ni una vez.'],
    },
    teacher: {
      label: 'enseñanza',
      intro: ['Se dedicaba a la enseñanza, y en {place} todo el mundo aprendía algo con sus dibujos.', 'Trabajaba en la enseñanza y disfrutaba explicando cosas nuevas, sobre todo a {cname}.', 'Se dedicaba a la enseñanza[2: y siempre tenía una tiza en el bolsillo], por si {cname} preguntaba algo.'],
      skill: ['Como hacía en sus clases de enseñanza, dibujó un esquema en el suelo {place.of} y todos lo entendieron.', 'Con lo que sabía de enseñanza, lo explicó paso a paso hasta que {cname} lo entendió.', 'Usó un truco de la enseñanza: contar hasta tres antes de decidir, y en {place} funcionó.'],
    },
  },
  hobbies: {
    reading: { label: 'la lectura', intro: ['Le encantaba la lectura, y leía cuentos a {cname} antes de dormir.', 'Le encantaba la lectura, sobre todo los libros sobre lugares como {place}.'], helps: ['Recordó un libro que hablaba de {place}, y en ese libro estaba la idea que necesitaban.', 'Gracias a la lectura, recordó una historia parecida y se la contó a {cname}: allí estaba la solución.'] },
    music: { label: 'la música', intro: ['Le gustaba mucho la música, y en {place} cantaba a todas horas.', 'Le gustaba mucho la música, y {cname} bailaba cada vez que sonaba una canción.'], helps: ['Silbó una melodía alegre en {place}, y el eco les mostró por dónde seguía el camino.', 'Tarareó una canción con {cname} para marcar el paso, y así nadie se quedó atrás.'] },
    gaming: { label: 'los videojuegos', intro: ['Le gustaban los videojuegos, y había inventado uno sobre {place}.', 'Le gustaban los videojuegos de acertijos, y jugaba con {cname} por las tardes.'], helps: ['Lo pensó igual que en sus videojuegos: primero mirar {place}, luego probar, al final saltar.', 'Como en los videojuegos, buscó el patrón escondido, y {cname} lo vio también.'] },
    photography: { label: 'la fotografía', intro: ['Le encantaba la fotografía y tenía cientos de fotos de {place}.', 'Le encantaba la fotografía, y su modelo favorito era {cname}.'], helps: ['Miró sus fotos {place.of}, y en una apareció el detalle que faltaba.', 'Hizo una foto con la cámara, y al ampliarla {cname} señaló justo lo que buscaban.'] },
    cooking: { label: 'la cocina', intro: ['Le gustaba la cocina, y en {place} sus galletas eran famosas.', 'Le gustaba la cocina, y {cname} siempre probaba las galletas primero.'], helps: ['Repartió unas galletas en {place}, y con la barriga contenta todos pensaron mejor.', 'Con un truco de cocina, mezcló barro y hojas para tapar el hueco, y {cname} ayudó a amasar.'] },
    cycling: { label: 'la bicicleta', intro: ['Le encantaba la bicicleta y recorría {place} en ella.', 'Le encantaba la bicicleta, y {cname} iba en la cesta delantera.'], helps: ['Usó el timbre de la bicicleta como señal en {place}, y así nadie se separó del grupo.', 'Con la bomba de la bicicleta, infló una rueda vieja, y {cname} la usó de flotador.'] },
    sports: { label: 'los deportes', intro: ['Le gustaban mucho los deportes, y en {place} organizaba partidos.', 'Le gustaban mucho los deportes, y {cname} hacía de árbitro.'], helps: ['Lanzó la pelota con puntería en {place}, y la pelota tocó justo el lugar correcto.', 'Con lo aprendido en los deportes, pidió a {cname} un pase largo, y funcionó.'] },
    painting: { label: 'la pintura', intro: ['Le encantaba la pintura, y había pintado {place} de mil colores.', 'Le encantaba la pintura, y su cuadro favorito era un retrato de {cname}.'], helps: ['Pintó flechas de colores en las piedras {place.of} para no perderse a la vuelta.', 'Gracias a la pintura, mezcló dos colores y descubrió una señal escondida, y {cname} dio un salto.'] },
    travel: { label: 'los viajes', intro: ['Le encantaban los viajes, y {place} era uno de sus destinos favoritos.', 'Le encantaban los viajes, y {cname} ya tenía la maleta preparada.'], helps: ['Recordó un truco de sus viajes: mirar dónde sale el sol, y en {place} supo qué camino tomar.', 'En sus viajes había aprendido a preguntar a la gente del lugar, y {cname} encontró a quien preguntar.'] },
    programming: { label: 'la programación', intro: ['Le gustaba la programación, y había programado un robot para {place}.', 'Le gustaba la programación, y {cname} probaba todos sus inventos.'], helps: ['Programó un robot diminuto con cuatro órdenes sencillas, y el robot encontró el paso escondido en {place}.', 'Pensó como en la programación: dividir el problema en partes pequeñas, y {cname} se encargó de la primera.'] },
    magic: { label: 'la magia', intro: ['Le encantaba la magia, y en {place} hacía trucos sorprendentes.', 'Le encantaba la magia, y {cname} era su ayudante en cada truco.'], helps: ['Hizo un truco de magia con una moneda en {place}, todos rieron y el grupo recuperó el ánimo.', 'Con un truco de magia, distrajo a todos un momento, y {cname} aprovechó para pasar.'] },
    theater: { label: 'el teatro', intro: ['Le encantaba el teatro, y en {place} ponía voces divertidas.', 'Le encantaba el teatro, y {cname} siempre hacía de público.'], helps: ['Representó el plan en una pequeña obra de teatro, con voces y todo, y en {place} cada cual supo qué hacer.', 'Con un truco de teatro, imitó una voz grave, y {cname} no podía parar de reír.'] },
  },
  traits: {
    alegre: { intro: ['Tenía una risa alegre que se oía en todo {place}.', 'Tenía una risa alegre, y {cname} se reía siempre con ella.'], action: ['Con su alegría de siempre, animó al grupo en {place} y siguieron.', 'Con una canción alegre inventada sobre {cname}, todos recuperaron las ganas.'] },
    curioso: { intro: ['Tenía mucha curiosidad y en {place} lo preguntaba todo.', 'Tenía mucha curiosidad, y {cname} ya sabía que siempre preguntaba por qué.'], action: ['Por pura curiosidad, miró debajo de una piedra {place.of}, y allí estaba la solución.', 'La curiosidad le hizo mirar donde {cname} no había mirado, y acertó.'] },
    valiente: { intro: ['Tenía un corazón valiente, y en {place} todo el mundo lo sabía.', 'Tenía un corazón valiente, y {cname} se sentía a salvo a su lado.'], action: ['Con mucha valentía, dio el primer paso en {place}.', 'Con valentía, avanzó delante para que {cname} viera que se podía.'] },
    inteligente: { intro: ['Pensaba las cosas con calma y tenía ideas muy listas, famosas en {place}.', 'Pensaba las cosas con calma, y {cname} siempre le pedía ideas.'], action: ['Pensó con calma en todo lo que sabían de {place} y encontró una idea nueva.', 'Una idea lista resolvió el problema, y {cname} la apuntó para otra vez.'] },
    amistoso: { intro: ['Tenía un carácter amistoso y saludaba a todo el mundo en {place}.', 'Tenía un carácter amistoso, y así había conocido a {cname}.'], action: ['Habló con la gente {place.of} de forma amistosa, y alguien supo ayudar.', 'Con buenas palabras, convenció a todos para ayudar a {cname}.'] },
    soñador: { intro: ['Tenía un alma soñadora e imaginaba mundos nuevos más allá {place.of}.', 'Tenía un alma soñadora, y contaba a {cname} sus sueños cada mañana.'], action: ['Cerró los ojos, imaginó una salida {place.of} y la contó en voz alta.', 'Imaginó un plan nuevo, y {cname} lo hizo realidad.'] },
    travieso: { intro: ['Tenía un punto travieso, y en {place} conocían sus bromas.', 'Tenía un punto travieso, y {cname} era su cómplice de bromas.'], action: ['Con una idea traviesa, encontró un paso en {place} que nadie había visto.', 'Con una broma traviesa, hizo reír a {cname}, y la risa les dio la idea.'] },
    responsable: { intro: ['Era muy responsable, y en {place} confiaban en su palabra.', 'Era muy responsable, y {cname} lo sabía bien.'], action: ['Con su sentido de la responsabilidad, revisó el plan dos veces en {place} antes de empezar.', 'Con responsabilidad, comprobó que {cname} estaba bien antes de seguir.'] },
    paciente: { intro: ['Tenía mucha paciencia, y en {place} sabía esperar como nadie.', 'Tenía mucha paciencia, incluso con las prisas de {cname}.'], action: ['Esperó con paciencia en {place} hasta que el momento fue el bueno, y entonces avanzó.', 'Con paciencia, dejó que {cname} lo intentara a su ritmo, y lo consiguió.'] },
    aventurero: { intro: ['Tenía espíritu aventurero y conocía cada rincón {place.of}.', 'Tenía espíritu aventurero, igual que {cname}.'], action: ['Con su espíritu aventurero, probó un camino nuevo en {place}.', 'Con espíritu aventurero, siguió a {cname} por un atajo que nadie había probado.'] },
  },
  genres: {
    adventure: {
      openings: ['Cerca {place.of} había un pueblo pequeño con casas de colores.', 'Al otro lado de las montañas estaba {place}[2:, un lugar lleno de caminos por descubrir].'],
      places: [
        { noun: 'f:selva verde', desc: ['En la selva verde había árboles altísimos y flores enormes.', '~Las lianas colgaban como cuerdas de un circo gigante.'] },
        { noun: 'm:río ancho', desc: ['El río ancho llevaba agua clara y fresca.', 'En la orilla del río había piedras lisas y redondas.'] },
        { noun: 'f:cueva de cristal', desc: ['Dentro de la cueva de cristal, las paredes brillaban con muchos colores.', '~Las piedras de la cueva parecían caramelos de luz.'] },
        { noun: 'f:montaña nevada', desc: ['En la montaña nevada, la nieve crujía bajo los pies.', 'Desde la montaña nevada se veía todo el valle.'] },
        { noun: 'm:puerto viejo', desc: ['En el puerto viejo había barcos de madera y gaviotas.', 'El puerto viejo olía a mar y a pan recién hecho.'] },
      ],
      objects: ['m:mapa del tesoro', 'f:brújula dorada', 'm:cofre pequeño', 'f:llave de bronce'],
      companions: ['m:loro parlanchín', 'f:cabra saltarina', 'm:perro explorador'],
      helpers: [
        { noun: 'f:tortuga sabia', help: ['La tortuga sabia conocía todos los senderos y señaló uno con la pata.'] },
        { noun: 'm:pescador amable', help: ['El pescador amable prestó su barca para cruzar al otro lado.'] },
      ],
      lost: ['m:cangrejo pequeño', 'f:cría de foca', 'm:pollito de gaviota'],
      obstacles: [
        'Un puente de cuerdas se balanceaba sobre el agua[2:, y le faltaban dos tablas en el centro].',
        'Un árbol caído cortaba el sendero[2: de lado a lado].',
        'La niebla bajó de golpe[2: y ya no se veía el camino].',
        'El sendero subía por una cuesta de piedras sueltas[2: que rodaban a cada paso].',
        'Una cascada tapaba la entrada de una gruta[3:, y el agua caía con un rugido constante].',
        'Un arroyo había crecido con la lluvia[2: y las piedras para cruzarlo estaban bajo el agua].',
        'Un muro de zarzas cerraba el paso[2:, lleno de pinchos y de moras].',
        'El mapa tenía una mancha justo donde debía estar el camino.',
      ],
      clues: ['En el barro había huellas pequeñas que iban hacia {place2}.', 'Una cinta roja colgaba de una rama[2:, atada con un nudo de marinero].', 'Alguien había dibujado una flecha en una roca.'],
      problems: ['El faro del puerto se había quedado sin luz.', 'El puente del pueblo necesitaba una pieza nueva.'],
      titles: ['{cname} y {obj}', 'Rumbo {place.to} con {cname}', '{obj}, más allá {place.of}', 'El sendero {place.of} y {obj}', '{cname} y el camino {place.to}', 'La expedición de {cname} {place.to}'],
    },
    fantasy: {
      openings: ['En un reino lejano, más allá {place.of}, vivían hadas, dragones y duendes.', 'Hace mucho tiempo, en una tierra mágica, existía {place}.'],
      places: [
        { noun: 'm:bosque encantado', desc: ['En el bosque encantado, las flores cantaban en voz baja.', '~Los árboles del bosque encantado parecían gigantes dormidos.'] },
        { noun: 'f:torre de las nubes', desc: ['En la torre de las nubes había una escalera de caracol muy larga.', '~La torre de las nubes era tan alta que tocaba el cielo.'] },
        { noun: 'm:lago de plata', desc: ['El lago de plata brillaba bajo la luna.', '~El agua del lago de plata era como un espejo mágico.'] },
        { noun: 'm:jardín de los duendes', desc: ['En el jardín de los duendes crecían setas de colores.', 'Los duendes del jardín cuidaban cada flor con mucho cariño.'] },
        { noun: 'm:puente de arcoíris', desc: ['El puente de arcoíris unía dos montañas.', 'Cada paso sobre el puente de arcoíris cambiaba de color.'] },
      ],
      objects: ['f:varita de estrellas', 'f:corona de flores', 'm:libro de hechizos', 'f:perla mágica'],
      companions: ['m:dragón pequeño', 'f:hadita', 'm:unicornio tímido'],
      helpers: [
        { noun: 'm:búho anciano', help: ['El búho anciano abrió sus grandes ojos y contó un secreto muy antiguo.'] },
        { noun: 'f:reina de las hadas', help: ['La reina de las hadas sonrió y regaló una chispa de luz para el camino.'] },
      ],
      lost: ['m:duende diminuto', 'f:estrella fugaz', 'm:dragoncito recién nacido'],
      obstacles: [
        'Una puerta de piedra pedía una contraseña[2: escrita en un idioma antiguo].',
        'Unas enredaderas mágicas se cerraban cada vez que alguien se acercaba.',
        'El camino se dividía en siete senderos iguales[2:, y solo uno era el bueno].',
        'Un trol dormía atravesado en el puente[2:, roncando tan fuerte que temblaban las tablas].',
        'Una nube baja se había posado en el sendero[2: y no dejaba ver nada].',
        'Unas escaleras de cristal subían y bajaban solas[3~:, como si jugaran al escondite].',
        'Las flores que cantaban se habían quedado mudas[2:, y sin su canción el sendero no se abría].',
        'Un río de caramelo líquido cortaba el paso[2:, pegajoso y muy lento].',
      ],
      clues: ['Había polvo de hada en las hojas, brillando en fila hacia {place2}.', 'Una pluma dorada flotaba en el aire[2: y no caía nunca].', 'Una seta se iluminó al pasar[2:, y luego otra más allá].'],
      problems: ['Las hadas ya no podían volar, porque el viento mágico se había parado.', 'El castillo se había quedado sin colores.'],
      titles: ['{cname} y {obj}', 'El hechizo {place.of} y {obj}', 'La magia de {cname} {place.in}', 'Un deseo para {cname}: {obj}', 'El secreto de {cname} {place.in}', '{obj}, más allá {place.of}'],
    },
    mystery: {
      openings: ['En el barrio de {name} había {place.a} y muchos vecinos curiosos.', 'Todo empezó una tarde tranquila, cerca {place.of}.'],
      places: [
        { noun: 'f:biblioteca antigua', desc: ['La biblioteca antigua tenía estanterías llenas de libros polvorientos.', 'En la biblioteca antigua se oía el tic tac de un reloj.'] },
        { noun: 'm:museo del pueblo', desc: ['En el museo del pueblo había esqueletos de dinosaurio y cuadros enormes.', 'El museo del pueblo tenía pasillos largos y silenciosos.'] },
        { noun: 'm:desván de la abuela', desc: ['En el desván de la abuela había baúles viejos y sombreros divertidos.', '~El desván de la abuela guardaba recuerdos como un cofre del tesoro.'] },
        { noun: 'f:estación de tren', desc: ['En la estación de tren, los relojes marcaban la hora exacta.', 'La estación de tren olía a chocolate caliente.'] },
        { noun: 'm:parque grande', desc: ['En el parque grande había bancos, fuentes y patos.', 'Los columpios del parque grande se movían con el viento.'] },
      ],
      objects: ['m:reloj de oro', 'f:lupa brillante', 'm:cuaderno secreto', 'f:medalla del concurso'],
      companions: ['m:gato listo', 'f:perrita olfateadora', 'm:ratón observador'],
      helpers: [
        { noun: 'f:bibliotecaria atenta', help: ['La bibliotecaria atenta recordó quién había pasado por allí y lo contó todo.'] },
        { noun: 'm:vecino del quinto', help: ['El vecino del quinto había visto algo desde su ventana y lo explicó con detalle.'] },
      ],
      lost: ['m:gatito del vecino', 'm:canario de la portera', 'f:tortuga del colegio'],
      obstacles: [
        'La puerta del fondo estaba cerrada con llave[2: y la llave no aparecía].',
        'Las huellas se mezclaban con otras[2:, y costaba saber cuáles eran las buenas].',
        'Dos vecinos contaban la misma historia de formas distintas.',
        'Una escalera crujía tanto que era imposible subir sin hacer ruido.',
        'El reloj de la torre se había parado a las cinco en punto.',
      ],
      clues: [
        'En el suelo había una miga de galleta de canela.',
        'Alguien había dejado una huella de pintura azul en el picaporte.',
        'Junto a la ventana había una pluma gris[2:, demasiado grande para ser de gorrión].',
        'En el polvo se veía la marca redonda de algo que había estado allí mucho tiempo.',
        'Un papel doblado decía, con letra de niño: «Mañana a las cinco».',
        'Había un rastro de arena fina que llevaba {place2.to}.',
        'Una pelusa naranja se había quedado enganchada en un clavo.',
      ],
      problems: ['Cada noche desaparecía una galleta del bote de la panadería.', 'Alguien cambiaba de sitio los libros de la biblioteca.'],
      titles: ['El misterio {obj.of} {place.of}', 'La pista de {cname} y {obj}', '¿Quién se llevó {obj}, {cname}?', 'El caso {obj.of}, {place.in}', '{cname} y el enigma {place.of}', 'Las pistas de {cname} {place.in}'],
    },
    'science-fiction': {
      openings: ['En el año tres mil, la gente vivía en ciudades que flotaban cerca {place.of}.', 'Muy lejos de la Tierra, en una galaxia tranquila, estaba {place}.'],
      places: [
        { noun: 'f:estación espacial', desc: ['En la estación espacial, las luces azules parpadeaban sin parar.', 'Por las ventanas de la estación espacial se veían planetas de colores.'] },
        { noun: 'm:planeta violeta', desc: ['En el planeta violeta, la hierba era morada y blanda.', '~El cielo del planeta violeta tenía tres lunas como tres linternas.'] },
        { noun: 'm:laboratorio de robots', desc: ['En el laboratorio de robots había tornillos, cables y pantallas.', 'Los robots del laboratorio saludaban con sus brazos metálicos.'] },
        { noun: 'm:cráter lunar', desc: ['El cráter lunar era redondo y profundo.', 'En el cráter lunar, cada salto era lento y muy largo.'] },
        { noun: 'f:nave nodriza', desc: ['Dentro de la nave nodriza había jardines y fuentes.', '~La nave nodriza era tan grande como una ciudad.'] },
      ],
      objects: ['m:chip de energía', 'f:antena dorada', 'm:mapa de estrellas', 'f:batería azul'],
      companions: ['m:robot pequeño', 'f:perrita robot', 'm:alienígena simpático'],
      helpers: [
        { noun: 'f:capitana de la nave', help: ['La capitana de la nave conectó la radio y explicó cómo arreglarlo.'] },
        { noun: 'm:ordenador central', help: ['El ordenador central mostró en la pantalla el camino más corto.'] },
      ],
      lost: ['m:robot de limpieza', 'm:satélite bebé', 'f:cría de alienígena'],
      obstacles: [
        'Una lluvia de polvo de estrellas cubrió las ventanillas[2: y los sensores dejaron de ver].',
        'La gravedad cambió de golpe[2:, y todo empezó a flotar por el pasillo].',
        'Una compuerta pedía un código de cuatro números.',
        'El cohete se quedó sin señal al pasar detrás de una luna.',
        'Un campo de asteroides pequeños giraba despacio delante de la nave.',
        'El ascensor de la estación se paró entre dos pisos.',
        'Un robot de mantenimiento repetía «acceso denegado»[2: sin parar].',
      ],
      clues: ['Un pitido suave salía de {place2}.', 'La pantalla mostraba un punto verde que parpadeaba.', 'Había una marca de ruedas diminutas en el suelo metálico.'],
      problems: ['Los jardines de la nave se estaban secando porque el regador automático no funcionaba.', 'La estación necesitaba más energía para encender las luces de la noche.'],
      titles: ['{cname} y {obj}', 'Misión {place.to}: {obj}', 'Rumbo a las estrellas con {cname} y {obj}', 'La señal {place.of} y {cname}', '{cname} en órbita {place.in}', 'Un viaje {place.to} con {cname}'],
    },
    comedy: {
      openings: ['En un pueblo muy divertido, cerca {place.of}, siempre pasaban cosas raras.', 'En {place} vivía gente muy simpática y un poco despistada.'],
      places: [
        { noun: 'm:mercado', desc: ['En el mercado había tomates gigantes y quesos que olían mucho.', 'Los vendedores del mercado cantaban los precios en voz alta.'] },
        { noun: 'f:pastelería', desc: ['La pastelería olía a canela y azúcar.', 'En la pastelería había tartas de tres pisos.'] },
        { noun: 'm:circo', desc: ['En el circo había payasos con zapatos enormes.', 'La carpa del circo tenía rayas rojas y blancas.'] },
        { noun: 'f:granja', desc: ['En la granja, las gallinas corrían de un lado a otro.', 'La vaca de la granja mugía cada vez que alguien estornudaba.'] },
        { noun: 'f:plaza mayor', desc: ['En la plaza mayor había una fuente con peces naranjas.', 'La plaza mayor estaba llena de globos de colores.'] },
      ],
      objects: ['m:sombrero del alcalde', 'f:tarta de cumpleaños', 'm:calcetín de la suerte', 'f:trompeta dorada'],
      companions: ['m:perro despistado', 'f:gallina charlatana', 'm:pato bailarín'],
      helpers: [
        { noun: 'm:payaso', help: ['El payaso hizo una voltereta y señaló, sin querer, el sitio correcto.'] },
        { noun: 'f:panadera', help: ['La panadera se rió y dijo que había visto algo rarísimo en el tejado.'] },
      ],
      lost: ['m:cerdito con pajarita', 'm:globo de helio', 'f:oveja saltarina'],
      obstacles: [
        'Un rebaño de ovejas decidió cruzar la calle justo en ese momento[2:, muy despacio y sin ninguna prisa].',
        'Una carretilla llena de naranjas volcó[2: y rodaron naranjas por todas partes].',
        'El suelo estaba recién fregado[2: y todos resbalaban como en una pista de hielo].',
        'Una banda de música ensayaba tan fuerte que nadie oía nada.',
        'Un globo enorme se enganchó en la farola[2: y tapó el cartel del camino].',
        'Alguien había cambiado los carteles[2:, y el de la panadería señalaba al río].',
        'Un gallo se subió a la cabeza de la estatua y no quería bajar.',
      ],
      clues: ['Un rastro de harina iba hacia {place2}.', 'Alguien había dejado una nota con una lista de la compra al revés.', 'Se oía una trompeta desafinada a lo lejos.'],
      problems: ['La fiesta del pueblo empezaba en una hora y {obj} no aparecía.', 'Era el concurso de tartas y el horno del pueblo se había estropeado.'],
      titles: ['{cname} y {obj}', 'Líos en {place} con {cname}', '¡Vaya jaleo {place.in}!', 'El despiste de {cname} y {obj}', 'Un día patas arriba {place.in}', '¿Dónde está {obj}, {cname}?'],
    },
    fable: {
      openings: ['En {place} vivían muchos animales que hablaban entre ellos.', 'Hace mucho tiempo, en {place}, los animales se reunían cada tarde.'],
      places: [
        { noun: 'm:bosque de robles', desc: ['En el bosque de robles, las ardillas guardaban bellotas.', 'El bosque de robles daba una sombra fresca.'] },
        { noun: 'm:prado florido', desc: ['El prado florido estaba lleno de margaritas.', 'En el prado florido zumbaban las abejas.'] },
        { noun: 'm:estanque', desc: ['En el estanque vivían ranas que croaban al atardecer.', 'El agua del estanque estaba tranquila y clara.'] },
        { noun: 'f:colina', desc: ['Desde la colina se veía todo el valle.', 'En la colina soplaba un viento suave.'] },
        { noun: 'f:madriguera', desc: ['La madriguera era pequeña, blandita y calentita.', 'En la madriguera olía a tierra y a hojas secas.'] },
      ],
      objects: ['f:bellota de oro', 'f:campana del bosque', 'm:panal de miel', 'f:semilla mágica'],
      companions: ['m:zorro', 'f:ardilla', 'm:conejo'],
      helpers: [
        { noun: 'f:tortuga anciana', help: ['La tortuga anciana habló despacio y dio un consejo muy sabio.'] },
        { noun: 'm:oso grande', help: ['El oso grande levantó el tronco pesado con sus patas fuertes.'] },
      ],
      lost: ['m:erizo pequeño', 'f:cría de pato', 'm:ratoncito de campo'],
      obstacles: [
        'El río había crecido[2: y las piedras para cruzar estaban muy separadas].',
        'Una liebre muy orgullosa no dejaba pasar a nadie por su camino.',
        'El viento había tirado un nido al suelo[2:, y los pajaritos piaban sin parar].',
        'La colina estaba cubierta de barro resbaladizo.',
        'Las hormigas llevaban una hoja enorme y bloqueaban el sendero.',
        'Un tronco hueco era el único paso[2:, y por dentro estaba lleno de telarañas].',
      ],
      clues: ['Había plumas de búho junto al tronco viejo.', 'En la orilla se veían huellas de pato.', 'Alguien había dejado cáscaras de nuez en fila.'],
      problems: ['El estanque se estaba quedando sin agua.', 'Los animales discutían sobre quién debía guardar la comida del invierno.'],
      titles: ['{cname} y la lección {place.of}', 'La fábula {obj.of} y {cname}', 'Los animales {place.of} y {obj}', 'Lo que aprendió {cname} {place.in}', 'El consejo {place.of} sobre {obj}', '{cname} y {obj}'],
    },
  },
  shapes: {
    quest: {
      start: ['Aquella mañana llegó una noticia: sin {obj}, nadie podría cruzar al otro lado del valle.|{name} se ofreció a buscarlo[2:, aunque el camino era largo].', 'El mapa del abuelo marcaba dónde estaba {obj}, lejos, más allá {place2.of}.|{name} preparó la mochila[2: con agua, una linterna y una cuerda] y salió con {cname}.', '{obj} se había quedado al otro lado de las montañas[2:, y el pueblo lo necesitaba para su fiesta].|{name} y {cname} decidieron ir a buscarlo.'],
      step: ['Desde {place} quedaba un poco menos para llegar.', 'Marcaron {place} en el mapa[2: con una cruz pequeña].', 'Más allá {place.of}, el camino seguía[2:, cada vez más estrecho].', '{cname} contó los pasos que faltaban hasta {place2}.', 'Desde {place} ya se veía {place2}.'],
      low: ['Cuando ya estaban cerca, el camino se acabó de repente[2: al borde de un barranco].|Por un momento nadie supo qué hacer.', 'Se hizo tarde y las piernas pesaban mucho.|{name} se sentó en una piedra a pensar[2: en todo lo recorrido].'],
      turn: ['Entonces {cname} tuvo una idea: volver a mirar el mapa al revés.', 'Entonces recordaron algo que habían visto por el camino[2: y que ahora cobraba sentido].'],
      climax: ['Por fin encontraron {obj}[2:, escondido entre dos rocas cubiertas de musgo].|{name} lo sostuvo con cuidado[2~:, como si fuera de cristal].', 'Allí estaba {obj}, esperando.|{cname} dio un salto de alegría.'],
      end: ['El camino de vuelta se hizo corto[2:, porque ahora sabían por dónde ir].', 'En el pueblo los recibieron con aplausos[2: y una merienda enorme].'],
      titles: ['{cname} en busca {obj.of}', 'El largo camino {place2.to} con {cname}', 'La gran travesía de {cname} por {obj}', 'Hasta {place2} por {obj}'],
    },
    mystery: {
      start: ['Una mañana, {obj} ya no estaba en su sitio.|Nadie sabía qué había pasado[2:, y cada cual tenía una teoría distinta].', 'Alguien había movido {obj} durante la noche.|{name} sacó un cuaderno para apuntar todo lo que vieran.'],
      step: ['{name} apuntó en el cuaderno lo que habían visto en {place}.', 'Con lo de {place}, ya tenían una pista más.', '{cname} repasó en voz alta todo lo que sabían de {obj}.', 'La lista de pistas sobre {obj} crecía[2: y empezaba a dibujar una forma].'],
      low: ['Al principio pensaron que la culpa era del gato del vecino.|Pero el gato había dormido toda la noche en su cesta[2:, y eso lo sabía todo el barrio].', 'Las pistas no encajaban[2: por mucho que les dieran vueltas].|{name} guardó el cuaderno y suspiró.'],
      turn: ['Entonces {name} juntó todas las pistas[2: en una sola página] y lo vio claro.', 'Entonces {cname} se fijó en un detalle que se les había escapado.'],
      climax: ['Las pistas llevaban a {obj}[2:: las huellas, la miga y la marca del polvo contaban la misma historia].|{obj} estaba en el lugar que las pistas señalaban, sano y salvo.', 'Siguiendo las pistas, encontraron {obj} en el último sitio que quedaba.|Todo tenía una explicación sencilla.'],
      end: ['El misterio quedó resuelto[2:, y el barrio entero quiso oír cómo lo habían averiguado].', 'Aquella tarde, {name} contó el caso a todo el mundo[2:, pista por pista].'],
      titles: ['{cname} y el caso {obj.of}', 'Tres pistas para {cname} {place.in}', 'El secreto mejor guardado {place.of}', '{obj} y las pistas de {cname}'],
    },
    journeyHome: {
      start: ['Junto al camino encontraron {lost.a} que se había perdido[2: y no sabía volver a su casa].|Llevaba consigo {obj}, lo único que recordaba de su hogar.', '{lost.a} se escondía detrás de una piedra, con cara de pena.|Se había alejado de su familia, y solo tenía {obj} para recordar el camino.'],
      step: ['{lost} reconoció algo {place.of}.', 'Cada paso por {place} los acercaba un poco más a casa {lost.of}.', '{lost} caminaba ahora con más confianza, agarrado a {obj}.', '{cname} no se separaba {lost.of}[2: para que no se cansara].'],
      low: ['{lost} ya no reconocía nada[2: y se sentó sin querer dar un paso más].|{name} se sentó a su lado y esperó.', 'El sol empezó a bajar y todavía no veían la casa.|{cname} se acurrucó junto {lost.to}.'],
      turn: ['Entonces {lost} vio a lo lejos una luz que conocía.', 'Entonces {name} sacó {obj} y vieron que tenía dibujado el camino[2: en unas marcas diminutas].'],
      climax: ['Al fin llegaron a la casa {lost.of}.|Su familia salió corriendo a darle un abrazo.|{obj} volvió a su sitio de siempre.', 'Allí estaba la casa, con la puerta abierta.|{lost} entró dando saltitos y dejó {obj} en su lugar.'],
      end: ['Antes de despedirse, la familia {lost.of} les regaló un abrazo enorme.', 'De vuelta, {name} y {cname} caminaron despacio[2:, felices de haber ayudado].'],
      titles: ['{cname} y {lost}', 'De vuelta a casa con {cname} y {lost}', 'Un hogar para {lost} {place.of}', '{lost} y {obj}'],
    },
    invention: {
      start: ['Había un problema en {place}: {obj} ya no funcionaba.|{name} pensó que podía inventar una solución[2: con lo que tuvieran a mano].', 'Todos estaban preocupados, porque sin {obj} nada iba bien.|{name} sacó papel y lápiz para dibujar un invento.'],
      step: ['Con algo encontrado en {place}, el invento tenía ya una pieza más.', '{name} apuntó lo que había aprendido en {place}.', '{cname} apretó un tornillo del invento para {obj} y sonrió.', 'El dibujo del invento para {obj} se llenó de flechas nuevas.'],
      low: ['Probaron el invento y salió volando un muelle[2: que aterrizó en el sombrero de un vecino].|No funcionaba.', 'El primer invento hizo un ruido rarísimo y se paró.|{name} respiró hondo[2: y volvió a mirar el dibujo].'],
      turn: ['Entonces {name} se dio cuenta del fallo: faltaba una pieza pequeña.', 'Entonces {cname} propuso darle la vuelta a una pieza[2:, y de pronto todo encajaba].'],
      climax: ['El segundo invento funcionó a la primera[2: y arregló {obj} en un momento].|Todos aplaudieron.', 'Con el invento terminado, {obj} volvió a funcionar.|Sonaba mejor que nunca.'],
      end: ['Colgaron el dibujo del invento en la plaza[2: para que cualquiera pudiera copiarlo].', 'Desde entonces, el invento de {name} tuvo un sitio de honor.'],
      titles: ['El invento de {cname} para {obj}', 'La máquina {obj.of} y {cname}', 'Ideas de {cname} {place.in}', 'Un invento para {place}: {obj}'],
    },
    misunderstanding: {
      start: ['{name} y {cname} prepararon juntos un plan para cuidar {obj}.|Pero cada cual entendió el plan de una manera distinta.', '{cname} quería guardar {obj} en {place2}, y {name} en otro sitio.|No se escucharon bien[2:, y cada cual se fue por su lado].'],
      step: ['Aun en {place}, {name} seguía pensando en {cname}.', '{name} echaba de menos la risa de {cname}.', 'En {place}, cada cual hacía su parte con {obj}, pero sin hablar.', 'Sin {cname}, todo costaba el doble.'],
      low: ['Al encontrarse, los dos hablaron a la vez y nadie entendió nada.|Se quedaron en silencio[2:, mirando al suelo].', '{cname} se sentó lejos, con la mirada triste.|{name} sintió un nudo en la tripa.'],
      turn: ['Entonces {name} se acercó y preguntó qué había entendido {cname}.|Al escucharse, descubrieron que los dos querían lo mismo.', 'Entonces {cname} explicó su idea despacio[2:, y {name} la escuchó hasta el final].'],
      climax: ['Juntos pusieron {obj} en el mejor lugar[2:, el que ninguno había pensado por separado].|Se rieron del lío que habían montado.', 'Con las dos ideas juntas, cuidar {obj} fue fácil.|Se dieron un abrazo largo.'],
      end: ['Desde entonces, antes de un plan, se preguntaban: «¿Lo has entendido igual que yo?».', 'Aquella noche se contaron el malentendido otra vez[2:, y ya solo les daba risa].'],
      titles: ['{cname} y un malentendido {place.in}', 'Dos ideas, un plan y {obj}', 'Lo que {cname} quería decir de {obj}', 'Otra vez en equipo con {cname}'],
    },
    errors: {
      start: ['El encargo parecía sencillo: llevar {obj} a la fiesta antes de las cinco.|Pero aquel día todo salió al revés[2: desde el primer minuto].', '{name} tenía que recoger {obj} y llevarlo a {place2}.|Lo que pasó después nadie lo habría imaginado.'],
      step: ['Y aquello, en {place}, fue solo el primer lío.', '{cname} se rascó la cabeza, sin entender nada.', 'El lío con {obj} crecía y crecía.', 'Después de lo {place.of}, ya nada estaba donde debía estar.'],
      low: ['Al final, {obj} acabó en el sitio equivocado[2:, y las cinco estaban a punto de sonar].|Nadie sabía cómo arreglarlo.', 'Llegaron a la fiesta con un paraguas, un pato y una sartén[2:, pero sin {obj}].|¡Menudo lío!'],
      turn: ['Entonces {name} volvió sobre sus pasos, lío por lío.', 'Entonces {cname} se acordó del primer cambio[2: y todo empezó a deshacerse].'],
      climax: ['Y justo a las cinco, {obj} llegó a la fiesta.|Todos rieron al oír la historia del día.', 'Por fin, {obj} apareció donde debía estar.|Hasta el alcalde se tuvo que sentar de la risa.'],
      end: ['Desde aquel día, en el pueblo se contaba la historia del gran lío[2: y cada vez se añadía un detalle].', 'Para la próxima vez, {name} hizo una lista con letras bien grandes.'],
      titles: ['¡Menudo lío con {obj}!', 'Todo al revés {place.in}', '{cname} y el gran despiste de {obj}', 'Un encargo muy enredado para {cname}'],
    },
    fableTurn: {
      start: ['La liebre presumía de ser la más rápida del bosque[2: y se burlaba de los que iban despacio].|Aquel día, todos querían llegar primero a {obj}.', 'Los animales decidieron que quien encontrara {obj} sería el guardián del bosque.|{cname} pensó que no tenía ninguna oportunidad[2:, porque tenía las patas muy cortas].'],
      step: ['La liebre ya había cruzado {place}[2: y ni siquiera miraba atrás].', '{cname} avanzaba poco a poco por {place}[2:, sin parar].', 'Los animales {place.of} miraban desde lejos.', 'Cada uno usaba lo que sabía hacer mejor para llegar a {obj}.'],
      low: ['La liebre se echó a dormir bajo un árbol[2:, segura de que ganaría].|{name} dudó entre ayudar a los demás o correr.', 'Un pajarito se había caído del nido.|Pararse a ayudar significaba perder la carrera.'],
      turn: ['Entonces decidieron pararse a ayudar[2:, aunque eso los retrasara].', 'Entonces el más pequeño de todos encontró un atajo[2: que solo cabía por debajo de las raíces].'],
      climax: ['Para sorpresa de todos, llegaron primero a {obj}.|La liebre se despertó y no podía creerlo.', '{obj} quedó en manos de quien menos esperaban.|Todos aplaudieron.'],
      end: ['La liebre pidió perdón y aprendió algo aquel día.', 'Desde entonces, en el bosque nadie se burlaba de los pequeños.'],
      titles: ['La liebre, {cname} y {obj}', 'El guardián {place.of} y {obj}', 'Despacio y sin parar, {cname}', 'La carrera {place.of} hasta {obj}'],
    },
    firstTime: {
      start: ['Aquel día era especial: {name} iba a hacer algo por primera vez.|Tenía que ir sin ayuda hasta {place2} para llevar {obj}.', 'Por primera vez, {name} tenía que subir a lo más alto {place2.of} con {obj}.|La barriga hacía cosquillas de los nervios.'],
      step: ['Un pasito más, y {place} quedó atrás.', '{cname} le guiñó un ojo para darle ánimos.', 'Cada paso hacia {place2} era un poco más fácil.', 'Ya quedaba menos para dejar {obj} en su sitio.'],
      low: ['A mitad de camino, las piernas temblaron un poco.|{name} pensó en volver[2: y dejarlo para otro día].', 'Justo antes del final, se paró.|Aquello era nuevo, y lo nuevo cuesta.'],
      turn: ['Entonces {cname} le recordó todo lo que ya había hecho.', 'Entonces respiró hondo tres veces, como le habían enseñado.'],
      climax: ['Y lo consiguió: llegó hasta el final con {obj} en las manos.|Los nervios se convirtieron en una sonrisa enorme.', 'Un paso, otro paso, y ya estaba: {obj} estaba en su sitio.|¡Lo había hecho!'],
      end: ['Aquella noche, {name} contó la primera vez a toda la familia.', 'Lo que parecía enorme por la mañana se había quedado pequeñito.'],
      titles: ['La primera vez {place2.in}', 'Un gran paso con {cname} y {obj}', 'Paso a paso hasta {place2} con {cname}', '{obj} y un paso valiente {place2.in}'],
    },
  },
  morals: {
    none: {
      test: ['Por el camino, {name} y {cname} jugaron a adivinar formas en las nubes.'],
      resolution: ['Todos celebraron juntos con una merienda enorme y muchas risas.'],
      lesson: ['Fue un día lleno de magia que nadie olvidaría.', 'Fue un día estupendo para recordar.'],
    },
    kindness: {
      test: ['Por el camino, {name} vio a un pajarito que no podía volar.|Aunque tenían prisa, se pararon a ayudarlo.', 'Una anciana cargaba una cesta muy pesada.|{name} se ofreció a llevarla[2:, aunque eso les retrasaba].'],
      resolution: ['Aquel gesto amable les trajo la ayuda que necesitaban al final.', 'Quien había recibido su ayuda volvió para echarles una mano[2:, porque ser amable siempre vuelve].'],
      lesson: ['{name} aprendió que ser amable con los demás siempre vale la pena.', 'Desde entonces, {name} supo que un gesto amable puede cambiar un día entero.'],
    },
    honesty: {
      test: ['Por el camino, {name} encontró una moneda brillante que no era suya.|Pensó en guardarla, pero sabía que eso no estaba bien.'],
      resolution: ['{name} devolvió la moneda a su dueño y le contó todo con sinceridad.|El dueño, agradecido, les dio la pista que les faltaba.'],
      lesson: ['{name} aprendió que la honestidad hace que los demás confíen en ti.', '~Así, {name} entendió que la honestidad es un tesoro más valioso que cualquier moneda.'],
    },
    change: {
      test: ['De pronto, el camino de siempre estaba cerrado, y tuvieron que ir por otro lado.|Al principio, aquel cambio no le gustó nada a {name}.'],
      resolution: ['Gracias al camino nuevo, descubrieron un lugar precioso que no conocían.|Aquel cambio había sido una sorpresa buena.'],
      lesson: ['{name} aprendió a aceptar los cambios, porque a veces traen cosas maravillosas.', 'Desde aquel día, {name} supo que aceptar un cambio ayuda a crecer.'],
    },
    truth: {
      test: ['Sin querer, {name} pisó las flores del jardín de un vecino.|Nadie lo había visto, y hubo un momento de duda.'],
      resolution: ['{name} decidió decir la verdad y contó lo que había pasado con las flores.|El vecino agradeció la verdad, y juntos plantaron flores nuevas.'],
      lesson: ['{name} aprendió que decir la verdad siempre es el mejor camino.', '~Así, {name} comprendió que decir la verdad da tranquilidad al corazón.'],
    },
    think: {
      test: ['{name} quiso saltar el arroyo sin mirar y acabó con los pies mojados.|Entonces se paró a pensar un momento.'],
      resolution: ['Antes del último paso, {name} se detuvo a pensar y eligió el camino seguro.|Aquella idea tranquila funcionó a la primera.'],
      lesson: ['{name} aprendió que es mejor pensar antes de actuar.', 'Desde entonces, {name} recordaba pensar antes de actuar.'],
    },
    'never-give-up': {
      test: ['Las cosas no salían bien, y {name} tuvo ganas de volver a casa.|Pero respiró hondo y decidió seguir.'],
      resolution: ['Después de intentarlo tantas veces, {name} lo consiguió.|No rendirse había merecido la pena.'],
      lesson: ['{name} aprendió a no rendirse nunca, aunque las cosas sean difíciles.', 'Así, {name} supo que quien no se rinde llega más lejos.'],
    },
    respect: {
      test: ['Por el camino conocieron a un animal que hablaba de una forma muy distinta.|Algunos se rieron, pero {name} lo escuchó con respeto.'],
      resolution: ['Aquel animal tan distinto conocía el secreto, y lo compartió porque lo habían tratado con respeto.'],
      lesson: ['{name} aprendió que respetar a los demás nos hace mejores a todos.', '~Desde aquel día, {name} supo que respetar a los demás abre muchas puertas.'],
    },
    friendship: {
      test: ['{name} y {cname} discutieron un momento por una tontería.|Enseguida se dieron cuenta de que en equipo eran más fuertes.'],
      resolution: ['{name} y {cname} se dieron la mano y trabajaron en equipo.|La amistad que compartían hizo el trabajo mucho más fácil.'],
      lesson: ['{name} aprendió que la amistad ayuda a hacer juntos las cosas difíciles.', '~{name} aprendió que el valor de la amistad es más grande que cualquier tesoro.'],
    },
    forgiveness: {
      test: ['{cname} perdió sin querer la merienda de {name}.|Hubo un pequeño enfado, y {cname} se puso triste.'],
      resolution: ['{name} decidió perdonar a {cname} y le dio un abrazo.|Después del perdón, todo fue mucho mejor.'],
      lesson: ['~{name} aprendió que saber perdonar hace el corazón más ligero.', 'Desde entonces, {name} supo que perdonar es un acto de cariño.'],
    },
    accept: {
      test: ['{name} pensaba que los demás eran más rápidos y más fuertes.|Aquello le daba tristeza.'],
      resolution: ['Al final, lo que hizo especial a {name} fue justo ser como era.|Todos lo celebraron.'],
      lesson: ['{name} aprendió a aceptarse tal como es, porque cada persona es valiosa.', 'Así, {name} descubrió que aceptarse con cariño es el primer paso para ser feliz.'],
    },
    patience: {
      test: ['{name} quería tenerlo todo enseguida.|Pero algunas cosas necesitan su tiempo.'],
      resolution: ['{name} esperó con paciencia a que saliera la luna, y con su luz apareció lo que buscaban.'],
      lesson: ['{name} aprendió que tener paciencia ayuda a conseguir las cosas importantes.', '~Desde aquel día, {name} supo que la paciencia es una forma de magia.'],
    },
  },
  beats: {
    heroIntro: ['Había una vez, cerca {place.of}, alguien muy especial que se llamaba {name}.', 'Esta es la historia de {name}, que vivía junto {place.to}.', 'En {place} vivía {name}.', 'En esta historia conocerás a {name}, que vivía cerca {place.of}.', 'Hace no mucho, en {place}, vivía {name}.'],
    companionIntro: ['Con {name} iba siempre {comp.a} que se llamaba {cname}.', 'A su lado viajaba {comp.a} que se llamaba {cname}[2:, su mejor compañía para cualquier aventura].', 'Su compañía favorita era {comp.a} de nombre {cname}.'],
    petIntro: ['En casa vivía {cname}, {comp.poss}[2:, que conocía todos sus secretos].|Aquel día, {cname} también iba de aventura.', 'Con {name} iba {cname}, {comp.poss} de toda la vida.', '{cname}, {comp.poss}, movía la cola de pura emoción[2: porque intuía que iba a pasar algo].'],
    friendIntro: ['También vino {friend}, su amistad de siempre[2:, que nunca se perdía una aventura].', '{friend} llegó corriendo para unirse al grupo.', 'Con ellos iba {friend}[2:, con la mochila llena de ideas].'],
    friendHelp: ['{friend} tuvo una idea y la explicó con las manos.', '{friend} sujetó la cuerda mientras los demás pasaban.', '{friend} encontró la solución[2: casi sin querer] y todos se rieron.'],
    relativeIntro: ['{rel} les despidió en la puerta con un beso.', 'Antes de salir, {rel} les dio un bocadillo para el camino.', '{rel} les acompañó el primer tramo del camino.'],
    placeTrip: ['Nunca habían estado en un sitio así.', 'Todo allí era nuevo y sorprendente.', 'Era justo el lugar con el que {name} había soñado.'],
    activity: ['También le gustaban {hobbies}.', 'Además, disfrutaba con {hobbies}.', 'Y aquel día había {act}, lo que más le gustaba.', 'Lo que más le gustaba del mundo era {act}.'],
    animalMeet: ['Por el camino se cruzaron con {beast.a} muy simpático[2:, que se unió a ellos un buen trecho].', 'De repente apareció {beast.a}.|{name} lo saludó y {beast} se quedó con ellos[2: hasta el final del día].'],
    travel: ['Aquel día, el viaje era {rplace.to}.', 'Prepararon todo para ir {rplace.to}.', 'El plan era ir {rplace.to}[2:, un sitio que {name} llevaba mucho tiempo deseando ver].'],
    locate: ['En {place}, ', 'A mitad {place.of}, ', 'Al fondo {place.of}, ', 'Nada más llegar {place.to}, ', 'Justo a la salida {place.of}, '],
    perceive: ['{cname} se fijó en que ', 'Enseguida vieron que ', '{cname} comprobó que ', 'Desde lejos, {cname} ya había visto que '],
    arrive: ['{name} y {cname} llegaron {place.to}.', 'Después caminaron hasta {place}.', 'Más tarde llegaron {place.to}.', 'El siguiente lugar fue {place}.', 'Su camino los llevó hasta {place}.', 'Al rato estaban en {place}.', 'Siguieron hasta {place}.'],
    companionIdea: ['{cname} propuso probar por el otro lado, y funcionó.', '{cname} encontró un hueco por donde pasar[2: y lo señaló con la pata].', '{cname} tuvo una idea sencilla: ir despacio y de la mano.', 'Fue {cname} quien encontró la manera[2:, para sorpresa de todos].'],
    feelings: ['{cname} dijo: «¡Lo hemos conseguido!».', '«¡Qué bien lo estamos haciendo!», exclamó {cname}.', '«Vamos despacio, paso a paso», propuso {cname}.', '{cname} preguntó: «¿Y ahora hacia dónde vamos?».', '«Juntos es más fácil», dijo {cname}[2: con una sonrisa].', '«¡Mira allí!», señaló {cname}.'],
    helpIntro: ['En ese momento apareció {helper.a}.', 'Entonces se acercó {helper.a} que lo había oído todo.', 'Poco después encontraron a {helper.a}.'],
    closing: ['Aquella noche, {name} se durmió con una gran sonrisa, y {cname} también.', 'Todos volvieron {place.of} cantando.', 'Y colorín colorado, este cuento {obj.of} se ha acabado.', 'Y así terminó aquel día, con {cname} muy cerca.', 'Desde entonces, en {place} todavía se habla {obj.of}.'],
    sounds: ['¡Chof, chof!, hacían los pies en los charcos.', '¡Ñam, ñam!, hizo {cname} con una galleta.', '¡Tolón, tolón!, sonó una campanita.', '¡Brum, brum!, rugió la tripa de {cname}.', '¡Cataplán!, se cayó una piña del árbol.', '¡Achís!, estornudó {cname}.', '¡Fiu, fiu!, silbó el viento.', '¡Chapuzón!, {cname} se mojó las patas.'],
    humour: [
      ['{cname} se puso una hoja en la cabeza, de sombrero.', '{cname} hizo una pedorreta y todos se rieron.'],
      ['{cname} intentó saltar un charco y cayó justo en medio, ¡chof!', '{cname} se puso un calcetín en la oreja para hacer reír a todos.', 'Un pato imitó a {cname} y nadie podía parar de reír.'],
      ['{cname} dijo que tenía un mapa infalible, pero lo tenía al revés.', '«Yo nunca me pierdo», dijo {cname}, justo antes de meterse en un arbusto.', 'El eco repetía todo lo que decía {cname}, incluso los estornudos.'],
      ['{cname} anunció que tenía un plan perfecto, y el plan consistía en merendar primero.', '«Técnicamente no nos hemos perdido», explicó {cname}, «solo estamos explorando sin saber dónde».', 'Hasta el eco parecía cansado de las bromas de {cname}.'],
    ],
    thoughts: ['{name} pensó que lo importante no era llegar primero, sino llegar juntos.', '{name} se preguntó cuántas cosas pasaban sin que nadie se diera cuenta, cada día, en lugares como aquel.', '{name} recordó que, a veces, la mejor idea llega justo después de la peor.', '{name} comprendió que tener dudas no significaba rendirse, sino pensar con más cuidado.'],
    refrain: ['Paso a paso, {cname} y {name} siguieron adelante.', 'Con {cname}, el camino era más fácil.'],
  },
  events: {
    'new-sibling': {
      setup: ['Hacía poco que en casa había un bebé nuevo[2:, que dormía mucho y se despertaba a menudo].|A veces, {name} echaba de menos tener a toda la familia para sí.'],
      turn: ['Por el camino, {name} pensó en el bebé de casa y en todo lo que podría enseñarle cuando creciera.'],
      close: ['De vuelta en casa, {name} le contó la aventura al bebé[2:, que escuchó con los ojos muy abiertos].|Ser hermano mayor o hermana mayor también era una aventura.'],
    },
    'first-day-school': {
      setup: ['Al día siguiente empezaba el colegio nuevo[2:, con una clase nueva y una mochila nueva].|A {name} le daban vueltas muchas preguntas.'],
      turn: ['{name} pensó que el colegio nuevo sería como aquel camino: al principio extraño, y luego conocido.'],
      close: ['Al día siguiente, en el colegio, {name} contó su aventura[2: y enseguida hizo dos amistades nuevas].'],
    },
    'moving-house': {
      setup: ['La familia de {name} se iba a mudar a una casa nueva[2:, y las cajas ya llenaban el pasillo].'],
      turn: ['{name} pensó que una casa nueva también era un lugar por descubrir[2:, con rincones que todavía no tienen historia].'],
      close: ['En la casa nueva, {name} eligió un rincón para guardar los recuerdos de la aventura.|Poco a poco, aquella casa empezó a ser su hogar.'],
    },
    hospital: {
      setup: ['Hacía unos días, {name} había estado en el hospital[2:, donde las enfermeras eran muy amables].'],
      turn: ['{name} recordó a la enfermera del hospital que le contaba chistes, y sonrió.'],
      close: ['Ahora {name} sabía que en el hospital también cuidan con cariño.'],
    },
    operation: {
      setup: ['Pronto le iban a hacer una pequeña operación[2:, y los médicos le habían explicado cada paso].'],
      turn: ['{name} pensó en los médicos, que también eran un equipo que trabajaba junto.'],
      close: ['Cuando llegó el día de la operación, {name} se acordó de aquella aventura y se sintió con fuerzas.'],
    },
    dentist: {
      setup: ['Al día siguiente tocaba ir al dentista.|{name} no sabía muy bien qué le iban a hacer.'],
      turn: ['{cname} abrió mucho la boca para enseñar los dientes, y {name} se rió: eso mismo haría en el dentista.'],
      close: ['En el dentista, {name} abrió bien la boca y contó hasta diez.|Salió con una pegatina y los dientes brillantes.'],
    },
    vaccine: {
      setup: ['Aquella semana tocaba una vacuna[2:, de esas que protegen de ponerse malito].'],
      turn: ['{name} pensó que la vacuna ayudaba al cuerpo a defenderse.'],
      close: ['Cuando llegó la vacuna, fue solo un pinchacito[2:, y después hubo un abrazo largo].'],
    },
    illness: {
      setup: ['Aquellos días, {name} tenía que descansar mucho para ponerse bien.'],
      turn: ['Aunque el cuerpo pedía descanso, la imaginación de {name} viajaba lejos.'],
      close: ['Poco a poco, con descanso y mimos, {name} se fue poniendo bien.'],
    },
    'grief-grandparent': {
      setup: ['Hacía poco que el abuelo de {name} había muerto[2:, y en casa lo echaban mucho de menos].|{name} guardaba su gorra favorita.'],
      turn: ['En un momento tranquilo, {name} se acordó de las historias del abuelo y sintió que seguía cerca, en el recuerdo.'],
      close: ['Aquella noche, {name} le contó la aventura a la foto del abuelo.|Recordarle con cariño era una forma de tenerle cerca.'],
    },
    'grief-pet': {
      setup: ['Hacía poco que había muerto la mascota de la familia[2:, que había vivido muchos años felices].|{name} la echaba de menos.'],
      turn: ['{name} recordó los juegos con su mascota y sonrió un poquito.'],
      close: ['Antes de dormir, {name} dibujó a su mascota junto a {cname}.|El cariño que le tenía seguía allí.'],
    },
    'parents-apart': {
      setup: ['Desde hacía un tiempo, sus padres vivían en dos casas distintas.|Las dos casas eran su casa, y en las dos le querían mucho.'],
      turn: ['{name} pensó que podía contar la aventura dos veces: una en cada casa.'],
      close: ['Aquel fin de semana, {name} contó la aventura en una casa, y el siguiente, en la otra.|En las dos le escucharon con el mismo cariño.'],
    },
    adoption: {
      setup: ['{name} había llegado a su familia por adopción[2:, y le encantaba oír la historia del día en que se conocieron].'],
      turn: ['{name} pensó que las familias se hacen de muchas maneras, y todas con amor.'],
      close: ['En casa, su familia le abrazó fuerte, como cada día.'],
    },
    'two-mums': {
      setup: ['En casa le esperaban sus dos mamás[2:, que siempre querían saber cada detalle de sus aventuras].'],
      turn: ['{name} pensó en lo que dirían sus mamás al oír aquello.'],
      close: ['Aquella noche, sus dos mamás escucharon la aventura entera y aplaudieron al final.'],
    },
    'two-dads': {
      setup: ['En casa le esperaban sus dos papás[2:, que siempre querían saber cada detalle de sus aventuras].'],
      turn: ['{name} pensó en lo que dirían sus papás al oír aquello.'],
      close: ['Aquella noche, sus dos papás escucharon la aventura entera y aplaudieron al final.'],
    },
    bullying: {
      setup: ['En el colegio, unos compañeros se reían a veces de {name}, y eso dolía.'],
      turn: ['{name} decidió que al volver se lo contaría a su maestra, porque pedir ayuda es de valientes.'],
      close: ['Al día siguiente, {name} habló con la maestra.|La maestra habló con toda la clase, y las risas de burla se acabaron.'],
    },
    diabetes: {
      setup: ['{name} tenía diabetes y sabía medirse el azúcar[2: con un aparatito que llevaba siempre].'],
      turn: ['A media tarde, {name} se midió el azúcar y tomó su merienda, como cada día.'],
      close: ['{name} sabía cuidarse muy bien, y eso también era ser fuerte.'],
    },
    birthday: {
      setup: ['Pronto era el cumpleaños de {name}[2:, y en casa se notaba que tramaban algo].'],
      turn: ['{name} pensó en los globos y la tarta del cumpleaños, y caminó más deprisa.'],
      close: ['Al volver, le esperaba una fiesta de cumpleaños con tarta y velas.|Fue el mejor regalo: celebrar la aventura con todos.'],
    },
    holiday: {
      setup: ['Eran vacaciones y había tiempo para todo.'],
      turn: ['En vacaciones, los días parecían más largos y llenos de cosas.'],
      close: ['Aquellas vacaciones fueron las más divertidas que {name} recordaba.'],
    },
    'sleep-own-bed': {
      setup: ['Aquella noche, {name} iba a dormir por primera vez en su propia cama[2:, con su almohada nueva].'],
      turn: ['~{name} pensó que su cama nueva sería como un barco para soñar.', '{name} pensó en lo blandita que era su cama nueva.'],
      close: ['Aquella noche, {name} durmió en su cama con {cname} a los pies.|Al despertar, le esperaba un sol precioso.'],
    },
    potty: {
      setup: ['{name} estaba aprendiendo a dejar el pañal[2:, y cada día lo hacía un poco mejor].'],
      turn: ['{cname} le recordó que aprender cosas nuevas lleva su tiempo.'],
      close: ['Al volver a casa, {name} fue al baño sin ayuda y todos lo celebraron.'],
    },
    'new-glasses': {
      setup: ['{name} estrenaba gafas nuevas[2:, con una montura de su color favorito].'],
      turn: ['Con las gafas nuevas, {name} vio un detalle que nadie más había visto.'],
      close: ['Desde aquel día, {name} llevaba sus gafas con orgullo[2:, porque con ellas veía el mundo mucho mejor].'],
    },
  },
  fears: {
    dark: {
      setup: ['!A {name} le daba miedo la oscuridad de la habitación por las noches.', 'A {name} no le gustaba nada el momento de apagar la luz de la habitación.'],
      turn: ['Cuando se hizo de noche, {cname} encendió una lucecita y {name} descubrió que por la noche el mundo seguía siendo el mismo.'],
      close: ['Aquella noche, al apagar la luz, {name} se acordó de la aventura y se durmió en calma.'],
    },
    dog: {
      setup: ['!A {name} le daban miedo los perros grandes.', 'A {name} no le gustaban mucho los perros grandes.'],
      turn: ['Un perro grande y tranquilo se acercó despacio[2: y se sentó a su lado].|{name} le acarició la cabeza con cuidado.'],
      close: ['Desde entonces, {name} saludaba a los perros tranquilos con una sonrisa.'],
    },
    water: {
      setup: ['!A {name} le daba un poco de miedo el agua.', 'A {name} no le gustaba meterse en el agua.'],
      turn: ['{name} metió los pies en el agua, solo un poquito, y descubrió que estaba tibia.'],
      close: ['Al final del verano, {name} ya chapoteaba en el agua sin parar.'],
    },
    monster: {
      setup: ['!A {name} le daba miedo pensar en monstruos debajo de la cama.', 'A veces, {name} imaginaba cosas raras debajo de la cama.'],
      turn: ['{cname} miró debajo de la cama y solo encontró un calcetín y mucho polvo.'],
      close: ['Aquella noche, {name} se rió al pensar en el calcetín y se durmió en calma.'],
    },
    storm: {
      setup: ['!A {name} le asustaban las tormentas y sus truenos.', 'A {name} no le gustaban los ruidos fuertes del cielo.'],
      turn: ['Cuando sonó un trueno lejano, {cname} empezó a contar: uno, dos, tres…, y el ruido ya no parecía tan grande.'],
      close: ['Desde entonces, cuando el cielo rugía, {name} contaba en voz alta y esperaba en calma.'],
    },
    other: {
      setup: ['!Había algo que a {name} le daba miedo[2:, aunque no siempre lo decía].', 'Había algo que a {name} le costaba mucho[2:, aunque no siempre lo decía].'],
      turn: ['{name} lo habló con {cname}, y al decirlo en voz alta se hizo más pequeño.'],
      close: ['Aquel día, {name} descubrió que era capaz de más de lo que creía.'],
    },
  },
  needs: {
    teaIntro: ['Esta historia tiene un principio, un problema y un final feliz.'],
    teaEmotion: ['{name} se sentía feliz porque todo había salido bien.', '{name} sentía alegría y calma.'],
    teaFeelings: ['{name} sentía tristeza porque {obj} no estaba en su sitio.', '{name} sentía preocupación porque nadie sabía qué pasaba con {obj}.'],
    reassure: ['No pasaba nada malo: todos estaban a salvo.', 'Todo iba a salir bien, y {name} lo sabía.', '{name} sentía tranquilidad, porque sus amigos estaban cerca.'],
    safeEnding: ['Todos estaban a salvo, en casa, calentitos y tranquilos.', 'Al final, todo quedó en calma y cada uno volvió a su casa.'],
    sounds: ['¡Pum!', '¡Zas!', '¡Crac!', '¡Toc, toc!', '¡Fiuuu!', '¡Plof!'],
    questions: ['¿Qué pasará ahora?', '¿Lo conseguirán?', '¿Y tú qué harías?', '¿Adónde irán?', '¿Qué habrá allí?'],
    keyRepeat: ['Pensaban en {obj}.', '{obj} era muy importante.', 'Todo era por {obj}.'],
    cause: ['Iban con cuidado porque el camino era nuevo. Entonces todo salió bien.', 'Se pararon porque estaban cansados. Entonces bebieron agua.', '{obj} era importante porque todos lo necesitaban. Entonces siguieron.', 'Miraron bien porque querían entenderlo. Entonces lo vieron claro.'],
  },
  continuation: {
    recall: ['Después de su última aventura, {name} volvió {place.to}.', '{name} todavía recordaba lo que había pasado con {obj}.', '{cname} seguía muy cerca, con ganas de más aventuras.', 'Habían pasado unos días desde lo {obj.of}.'],
    kinds: {
      explore: {
        summaries: ['{name} explora {place2} en busca {obj2.of}.', '{name} y {cname} viajan hasta {place2}.'],
        start: ['Esta vez querían conocer {place2}, donde nunca habían estado.|Decían que allí estaba {obj}.'],
        end: ['Por fin llegaron al corazón {place2.of} y encontraron {obj}.'],
      },
      secret: {
        summaries: ['{name} descubre un secreto escondido en {place}.', '{name} y {cname} siguen una pista misteriosa hasta {place2}.'],
        start: ['En {place} había un secreto que nadie conocía.|{name} encontró la primera pista al lado {obj.of}.'],
        end: ['El secreto era {obj}, guardado allí desde hacía muchos años.'],
      },
      newFriend: {
        summaries: ['{name} ayuda a un nuevo amigo que ha perdido {obj2}.', '{name} conoce a alguien nuevo cerca {place2.of}.'],
        start: ['Aquel día conocieron a alguien nuevo[2:, que buscaba su casa y no recordaba el camino].|Había perdido {obj}.'],
        end: ['Gracias a la ayuda de todos, la nueva amistad recuperó {obj} y volvió a casa.'],
      },
      party: {
        summaries: ['{name} prepara una gran fiesta en {place}.', '{name} y {cname} organizan una celebración sorpresa.'],
        start: ['Querían preparar una fiesta sorpresa[2: para todos los que les habían ayudado].|Para la fiesta necesitaban {obj}.'],
        end: ['La fiesta fue un éxito, y {obj} ocupó el centro de la mesa.'],
      },
      find: {
        summaries: ['{cname} encuentra {obj2.a} y {name} descubre para qué sirve.', '{name} encuentra {obj2.a} muy extraño.'],
        start: ['{cname} encontró {obj.a} que nadie había visto antes.|¿Para qué serviría?'],
        end: ['Al final descubrieron para qué servía {obj}: para unir a todos.'],
      },
    },
    directed: ['Aquel día, la aventura tomó un rumbo nuevo.', 'Esta vez, el día les tenía preparada una sorpresa.', 'Aquella mañana empezó algo distinto.'],
    titles: ['Un nuevo día para {name}', '{name} vuelve {place.to}', 'El regreso de {name} y {cname}', '{name} y {obj}', 'Otra aventura con {cname}'],
  },
};
