import { frenchNoun } from '../nouns';
import type { NounForms, StoryPack } from '../story-pack';

// The character's gender is unknown: nothing agrees with the character. No « il » or « elle » for the
// hero, no adjective or past participle said of the name (« avait une grande curiosité », never « était
// curieuse »; no compound tense with « être »); the hero and the companion together are « ils » or
// « l’équipe ». The story is told in the passé simple, with the imparfait for what lasts: never the
// passé composé, never the present outside dialogue.

const NBSP = '\u00a0';
const THIN = '\u202f';

/**
 * A noun spec of this pack: 'f:forêt enchantée', with '@sur' where one is on the place rather than in it
 * ('f:planète violette@sur'). Adds the possessive ('son chien', 'sa chèvre', 'son amie').
 */
function frNoun(spec: string): NounForms {
  const [head, on] = spec.split('@');
  const forms = frenchNoun(head);
  const word = forms.bare;
  const vowel = /^[aeiouyhâàéèêîôû]/i.test(word);
  const feminine = head.startsWith('f:');
  const out: NounForms = {};
  for (const [k, v] of Object.entries(forms)) out[k] = v.replace(/'/g, '’');
  out.poss = `${feminine && !vowel ? 'sa' : 'son'} ${word}`;
  out.this = `${feminine ? 'cette' : vowel ? 'cet' : 'ce'} ${word}`;
  // 'sur la colline', 'au marché', but 'au bord de l’étang'.
  if (on) out.in = on === 'à' ? out.to : /^(sur|dans)$/.test(on) ? `${on} ${out['']}` : `${on} ${out.of}`;
  return out;
}

/** Elision and French typography, outside the words in guillemets and inside them alike. */
function polish(sentence: string): string {
  return sentence
    .replace(/(?<!\p{L})([Dd]|[Qq]u|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)e (?=[AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû])/gu, '$1’')
    .replace(/'/g, '’')
    .replace(/«\s*/g, `«${NBSP}`)
    .replace(/\s*»/g, `${NBSP}»`)
    .replace(/\s*([;!?])/g, `${THIN}$1`)
    .replace(/\s*:(?!\d)/g, `${NBSP}:`)
    .replace(/([!?])\u202f([!?])/g, '$1$2');
}

export const frStory: StoryPack = {
  id: 'fr',
  noun: frNoun,
  // A name ('Mars', 'Paris') takes no article: 'à Mars', 'de Mars'.
  lexiconNoun: (f): NounForms =>
    /^\p{Lu}/u.test(f.singular)
      ? { '': f.singular, a: f.singular, of: `de ${f.singular}`, to: `à ${f.singular}`, in: `à ${f.singular}`, bare: f.singular, poss: f.singular, this: f.singular }
      : frNoun(`${f.gender === 'f' ? 'f' : 'm'}:${f.singular}`),
  polish,
  // '…, et Kiwi sauta…' → two sentences: each half has its own subject.
  simplify: (sentence) => {
    if (/[«»?]/.test(sentence)) return [sentence];
        const parts = sentence.split(/, (?:(?:et|puis|alors) (?=(?:ils|tout|toute|tous|le|la|les|l’|un|une|personne|ce|on|chacun|quelqu’un|\p{Lu}\p{L}*) \p{Ll})|(?=mais (?:ils|tout|le|la|les|l’|un|une|personne|ce|on|chacun|\p{Lu}\p{L}*) \p{Ll}))/u);
    if (parts.length < 2 || parts.some((p) => p.split(' ').length < 3)) {
      // '…grimpa sur la statue et refusa d’en descendre' → two sentences, the second about the same subject.
      const same = /^(((?:(?:Un|Une|Le|La|Les) |L’)\p{L}+|\p{Lu}[\p{L}’-]*) .{12,}?) et (\p{Ll}{3,}(?:a|èrent|it|irent|ut|urent)) (.{6,})$/u.exec(sentence);
      if (!same || /^(cela|voilà|déjà)$/.test(same[3]) || /(èrent|irent|urent)$/.test(same[3])) return [sentence];
      // The second sentence names its subject again ('Un coq…' → 'Le coq…'): a pronoun could read as the hero's gender.
      const m = /^(?:(Un|Une|Le|La|Les) |(L’))(\p{L}+)$/u.exec(same[2]);
      const definite = (noun: string, article: string) => (/^[aeiouyhéèêàâîô]/iu.test(noun) ? `L’${noun}` : `${article} ${noun}`);
      const article = m?.[1] ?? m?.[2];
      const noun = m?.[3] ?? '';
      const subject = !m ? same[2] : article === 'Un' || article === 'Le' ? definite(noun, 'Le') : article === 'Une' || article === 'La' ? definite(noun, 'La') : undefined;
      if (!subject || /^(Un|Une|Le|La|Les|Il|Elle|Ils|Elles|On|Ce|Cela|Tout|Tous|Chacun|Personne)$/.test(same[2])) return [sentence];
      return [`${same[1]}.`, `${subject} ${same[3]} ${same[4]}`];
    }
    return parts.map((part, i) => (i < parts.length - 1 ? `${part}.` : part.replace(/^mais /, 'Mais ')));
  },
  list: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`),
  contrast: ', mais ',
  companionNames: ['Étincelle', 'Pipo', 'Tico', 'Nuage', 'Bonbon', 'Éclair', 'Kiwi', 'Cannelle', 'Pompon', 'Praline', 'Biscotte', 'Grelot', 'Réglisse', 'Noisette', 'Moustache', 'Tambour', 'Pistache', 'Gribouille', 'Caramel', 'Filou', 'Mangue', 'Galopin', 'Pépite', 'Grignote', 'Frimousse', 'Chipie', 'Bouboule', 'Cornichon', 'Tartine', 'Zigzag', 'Papillote', 'Doudou'],
  // Only nouns that say nothing of a gender: « notre astronaute », never « notre explorateur ».
  epithets: {
    astronaut: ['notre astronaute', 'l’astronaute'],
    explorer: ['notre spécialiste des cartes', 'notre as des sentiers'],
    wizard: ['notre spécialiste des sortilèges', 'notre as de la baguette'],
    athlete: ['notre athlète', 'l’athlète'],
    teacher: ['notre spécialiste de l’enseignement'],
  },
  professions: {
    astronaut: {
      label: 'astronaute',
      intro: ['{name} était astronaute, et depuis {place} montrait à {cname} le nom de beaucoup d’étoiles[2:, même celles qu’on ne voit qu’en hiver].', '{name} travaillait comme astronaute, et tout le monde {place.in} voulait entendre le récit de ses voyages en fusée.', 'Son métier, c’était astronaute, et {cname} portait fièrement un casque en plastique tout pareil au sien.'],
      skill: ['Avec son expérience d’astronaute, {hero} calcula la distance {place.in} et trouva un passage sûr[3:, loin des pierres instables].', 'Comme à chaque mission d’astronaute, {hero} vérifia tout à voix haute avant de bouger, et {cname} répéta chaque mot.', 'Une astuce d’astronaute fut utile : avancer lentement, avec calme, sans lâcher la patte de {cname}.'],
    },
    explorer: {
      label: 'exploration',
      intro: ['{name} avait pour métier l’exploration, et personne ne connaissait mieux les chemins {place.of}[3:, même les plus secrets].', 'L’exploration, c’était toute sa vie : {name} dessinait des cartes de lieux nouveaux[3:, avec des flèches, des notes et de petites croix rouges], comme celle {place.of}.', '{name} vivait pour l’exploration, et {cname} portait toujours la boussole[3:, bien protégée dans une pochette].'],
      skill: ['Grâce à l’exploration, {hero} sortit <la boussole|la carte|la longue-vue> {place.in}[2: et choisit la bonne direction][3:, sans la moindre hésitation].', 'Avec l’œil exercé par l’exploration, {hero} lut les traces sur le sol[2: et devina où elles menaient], pendant que {cname} attendait.', '[0:{cname} chercha la mousse sur les arbres.|La mousse montrait le chemin !][1+:Une astuce d’exploration fut utile : chercher la mousse sur les arbres pour s’orienter, et {cname} la trouva en premier.]'],
    },
    knight: {
      label: 'chevalerie',
      intro: ['{name} faisait partie de la chevalerie du royaume, et son bouclier bleu était célèbre {place.in}.', '{name} servait dans la chevalerie et protégeait tous ceux qui en avaient besoin[2:, de jour comme de nuit], avec {cname} toujours à ses côtés.', 'Depuis ses années dans la chevalerie, on demandait souvent conseil à {name} {place.in}.'],
      skill: ['Comme on l’apprend dans la chevalerie, {name} leva le bouclier et avança avec calme {place.in}[3:, l’oreille tendue vers chaque bruit].', 'Avec l’épée de bois de la chevalerie, {name} écarta les branches et ouvrit un passage pour {cname}.', 'La première règle de la chevalerie revint à l’esprit de {name} : protéger d’abord les autres, et {cname} passa devant.'],
    },
    royalty: {
      label: 'famille royale',
      intro: ['{name} était de la famille royale, mais {place.in}, tout le monde partageait ses jeux.', '{name} appartenait à la famille royale[2: et détestait les longues cérémonies], et préférait de loin courir avec {cname}.', 'Dans la famille royale, personne n’aimait autant que {name} la vue du château sur {place}.'],
      skill: ['À la manière de la famille royale, {name} réunit tout le monde {place.in}[2: et écouta chaque idée].', 'Avec le calme appris dans la famille royale, {name} prépara un plan et confia à {cname} la première partie.', 'Un savoir-faire de la famille royale fut utile : demander de l’aide avec de belles paroles, et personne ne dit non.'],
    },
    superhero: {
      label: 'superpouvoirs',
      intro: ['{name} avait des superpouvoirs et une cape rouge qui flottait dans le vent {place.of}.', '{name} utilisait ses superpouvoirs pour aider les gens[3:, sans jamais s’en vanter], et {cname} était la meilleure aide du monde.', '{name} avait des superpouvoirs, mais {place.in}, presque personne ne le savait.'],
      skill: ['Grâce à ses superpouvoirs, {name} fit un bond immense pour voir {place} d’en haut[3~:, à la manière d’un oiseau qui plane].', 'Avec ses superpouvoirs et beaucoup de douceur[2:, pour ne rien casser], {name} déplaça la plus grosse pierre, sous les applaudissements de {cname}.', 'Grâce à sa super-vue, un de ses superpouvoirs, {name} repéra un chemin que personne n’avait remarqué.'],
    },
    wizard: {
      label: 'sortilèges',
      intro: ['{name} connaissait beaucoup de sortilèges, et sa baguette à la lumière verte était célèbre {place.in}.', '{name} étudiait les sortilèges et en savait déjà quelques-uns[2:, même si certains sortaient à l’envers], pour le plus grand plaisir de {cname}.', '{name} connaissait des sortilèges de toutes sortes, et {cname} aidait à les réviser.'],
      skill: ['Un coup de baguette, quelques mots magiques : {hero} lança un sortilège de lumière.', 'Avec un petit sortilège[2: répété bien des fois], {hero} fit flotter ce qui gênait, et {cname} éclata de rire.', 'Un sortilège de vent léger dégagea {place} en un instant[3:, dans un tourbillon de feuilles dorées].'],
    },
    athlete: {
      label: 'athlétisme',
      intro: ['{name} faisait de l’athlétisme, et personne {place.in} ne courait plus vite.', '{name} pratiquait l’athlétisme et s’entraînait chaque matin[3:, par tous les temps, comme le voulait la coach], avec {cname} derrière.', '{name} faisait de l’athlétisme, et {cname} chronométrait toutes les courses.'],
      skill: ['Grâce à ses entraînements d’athlétisme, {hero} fit un long saut bien net {place.in}.', 'Avec l’agilité que donne l’athlétisme, {hero} grimpa avec prudence, puis aida {cname} à monter.', 'Avec l’endurance de l’athlétisme, {hero} traversa {place} d’une traite[3:, sans jamais ralentir].'],
    },
    teacher: {
      label: 'enseignement',
      intro: ['{name} travaillait dans l’enseignement, et tout le monde {place.in} apprenait quelque chose grâce à ses dessins.', '{name} avait pour métier l’enseignement et adorait expliquer des choses nouvelles, surtout à {cname}.', '{name} travaillait dans l’enseignement[2: et gardait toujours une craie dans sa poche], au cas où {cname} aurait une question.'],
      skill: ['Comme en classe, {hero} dessina un schéma par terre {place.in}, et tout le monde comprit.', 'Avec la patience de l’enseignement, {hero} expliqua tout pas à pas, jusqu’à ce que {cname} comprenne.', 'Une astuce de l’enseignement fut utile : compter jusqu’à trois avant de décider, {place.in}, ça marcha.'],
    },
  },
  hobbies: {
    reading: { label: 'la lecture', intro: ['{name} adorait la lecture et lisait des histoires à {cname} avant de dormir.', '{name} adorait la lecture, surtout les livres sur des endroits comme {place}.'], helps: ['Un livre sur {place} revint à la mémoire de {hero}[3:, un vieux livre aux pages cornées], et l’idée qu’il fallait s’y trouvait.', 'Grâce à la lecture, {hero} se souvint d’une histoire semblable et la raconta à {cname} : la solution était dedans.', 'Une légende lue un soir d’hiver parlait justement {place.of}[2:, et {cname} écouta {hero} la raconter jusqu’au bout].'] },
    music: { label: 'la musique', intro: ['{name} aimait beaucoup la musique et chantait à longueur de journée {place.in}[3:, en inventant des refrains extravagants].', '{name} aimait beaucoup la musique, et {cname} dansait dès qu’une chanson commençait[3:, avec une énergie débordante].'], helps: ['{hero} chanta <une chanson de marche|un refrain à deux voix|une berceuse rigolote> avec {cname}, et le chemin parut plus court.', 'Un <air joyeux sifflé|petit refrain chanté|rythme tapé> {place.in} fit répondre l’écho[3:, de rocher en rocher], et l’écho montra où continuait le chemin.', '{hero} fredonna une chanson avec {cname} pour marquer le pas, et personne ne resta en arrière.', 'Une comptine rythmée aida {cname} à avancer {place.in}[2:, un pas par syllabe].'] },
    gaming: { label: 'les jeux vidéo', intro: ['{name} aimait les jeux vidéo et en avait inventé un sur {place}.', '{name} aimait les jeux vidéo d’énigmes et y jouait avec {cname} l’après-midi.'], helps: ['{hero} voyait dans {place} un niveau de jeux vidéo : d’abord regarder, puis essayer, enfin sauter.', 'Comme dans les jeux vidéo, {hero} chercha le motif caché, et {cname} le vit aussi.', 'Comme dans les jeux vidéo, {place} cachait une clé[3:, même la plus inattendue], et {cname} la trouva vite.'] },
    photography: { label: 'la photographie', intro: ['{name} adorait la photographie et avait des centaines de photos {place.of}.', '{name} adorait la photographie, et son modèle préféré, c’était {cname}.'], helps: ['Sur une des photos prises {place.in}, on voyait le détail qui manquait.', 'Une photo, un zoom, et {cname} montra du doigt exactement ce qu’ils cherchaient.', 'En photographiant {place} sous un autre angle[3:, à ras du sol], {hero} remarqua un passage que {cname} n’avait pas vu.'] },
    cooking: { label: 'la cuisine', intro: ['{name} aimait la cuisine, et ses biscuits étaient célèbres {place.in}.', '{name} aimait la cuisine, et {cname} goûtait toujours les biscuits en premier.'], helps: ['Une distribution de biscuits {place.in} remit tout le monde d’aplomb, et le ventre content, on réfléchit mieux.', 'Avec une astuce de cuisine, {hero} mélangea de la boue et des feuilles pour boucher le trou, et {cname} aida à pétrir.', 'Un reste de pâte à crêpes servit de colle {place.in}[3:, à la grande surprise de {cname}].'] },
    cycling: { label: 'le vélo', intro: ['{name} adorait le vélo et parcourait {place} en pédalant.', '{name} adorait le vélo, et {cname} voyageait dans le panier de devant.'], helps: ['La sonnette du vélo servit de signal {place.in} : personne ne se perdit.', 'Avec la pompe du vélo, {hero} gonfla une vieille chambre à air, et {cname} s’en servit comme bouée.', 'Les réflexes du vélo aidèrent {hero} à garder l’équilibre {place.in}[2:, sous les yeux admiratifs de {cname}].'] },
    sports: { label: 'le sport', intro: ['{name} aimait beaucoup le sport et organisait des matchs {place.in}.', '{name} aimait beaucoup le sport, et {cname} faisait l’arbitre.'], helps: ['Un lancer précis {place.in}, et le ballon toucha exactement le bon endroit.', 'Comme au sport, {hero} demanda une longue passe à {cname}, et ça marcha.', 'Un échauffement rapide {place.in}[3:, bras, jambes, épaules], et toute l’équipe retrouva de l’énergie.'] },
    painting: { label: 'la peinture', intro: ['{name} adorait la peinture et avait peint {place} de mille couleurs[3:, du lever au coucher du soleil].', '{name} adorait la peinture, et son tableau préféré était un portrait de {cname}[3:, accroché au-dessus de son lit].'], helps: ['Grâce à des <flèches de couleur|petites étoiles|croix jaunes> peintes sur les pierres {place.of}, le chemin du retour était assuré.', '{hero} dessina une petite carte {place.of} dans le carnet, et {cname} trouva le chemin avec ce dessin.', 'Grâce à la peinture, {hero} mélangea deux couleurs et découvrit un signe caché, et {cname} fit un bond.', 'Un croquis rapide {place.of}[3:, au crayon et à l’aquarelle,] révéla à {cname} un détail invisible à l’œil nu.'] },
    travel: { label: 'les voyages', intro: ['{name} adorait les voyages, et {place} était une de ses destinations préférées.', '{name} adorait les voyages, et {cname} avait toujours sa valise prête.'], helps: ['Une astuce apprise en voyage revint à {hero} : regarder où se lève le soleil, et {place} n’eut plus de secret.', 'Les voyages avaient appris à {hero} à interroger les gens du coin, et {cname} trouva qui interroger.', 'Comme dans tous ses voyages, {hero} demanda son chemin {place.in}[3:, avec politesse et un grand sourire], et {cname} nota la réponse.'] },
    programming: { label: 'la programmation', intro: ['{name} aimait la programmation et avait programmé un robot pour {place}.', '{name} aimait la programmation, et {cname} essayait toutes ses inventions.'], helps: ['Un robot minuscule, programmé avec quatre ordres simples, trouva le passage caché {place.in}.', 'Comme en programmation, {hero} découpa le problème en petits morceaux, et {cname} s’occupa du premier.', 'Une petite boucle de programmation, répétée trois fois {place.in}[3:, sans la moindre erreur,] suffit à ouvrir le passage pour {cname}.'] },
    magic: { label: 'la magie', intro: ['{name} adorait la magie et faisait des tours étonnants {place.in}.', '{name} adorait la magie, et {cname} assistait à chaque tour.'], helps: ['Un tour de magie avec une pièce {place.in}, et tout le monde rit et reprit courage.', 'Avec un tour de magie, {hero} détourna l’attention un instant, et {cname} en profita pour passer.', 'Un foulard de magie noué en corde[3:, rouge, jaune et vert,] permit à {cname} de traverser {place}.'] },
    theater: { label: 'le théâtre', intro: ['{name} adorait le théâtre et faisait des voix rigolotes {place.in}.', '{name} adorait le théâtre, et {cname} était toujours le public.'], helps: ['Une petite pièce de théâtre, avec des voix et tout, expliqua le plan {place.in}, et chacun sut quoi faire.', 'Avec une astuce de théâtre, {hero} imita une grosse voix, et {cname} ne pouvait plus s’arrêter de rire.', 'En mimant la scène {place.in}[3:, sans prononcer un seul mot], {hero} montra à {cname} ce qu’il fallait faire.'] },
  },
  traits: {
    alegre: { intro: ['{name} avait un rire joyeux qu’on entendait dans tout {place.this}.', 'Son rire joyeux était contagieux, et {cname} riait toujours avec {name}.'], action: ['Avec sa joie de toujours, {hero} redonna courage au groupe {place.in}, et ils continuèrent.', 'Une chanson joyeuse inventée sur {cname} rendit à tous l’envie de continuer.', 'Un éclat de rire de {hero} résonna {place.in}[3:, si franc que même les oiseaux répondirent], et la fatigue disparut.'] },
    curioso: { intro: ['{name} avait une grande curiosité et posait des questions sur tout ce qui se trouvait {place.in}[3:, des plus petites choses aux plus mystérieuses].', 'Sa curiosité était sans limites[3:, véritablement insatiable], et {cname} savait qu’un « pourquoi » arrivait toujours.'], action: ['Par pure curiosité, {hero} regarda sous une pierre {place.of}, et la solution était là.', 'Sa curiosité poussa {hero} à regarder là où {cname} n’avait pas regardé, et ce fut la bonne idée.', 'Une question de {hero} sur {place}[3:, une question que personne ne s’était jamais posée,] mit {cname} sur la bonne piste.'] },
    valiente: { intro: ['{name} avait un cœur courageux, et tout le monde {place.in} le savait[3: depuis longtemps].', '{name} avait un cœur courageux, et {cname} se sentait en sécurité à ses côtés[3:, en toutes circonstances].'], action: ['Avec beaucoup de courage, {hero} fit le premier pas {place.in}.', 'Avec courage, {hero} passa devant pour montrer à {cname} que c’était possible.', 'Le cœur battant, {hero} avança quand même {place.in}[3:, un pas après l’autre], et {cname} suivit.'] },
    inteligente: { intro: ['{name} réfléchissait avec calme et avait des idées très astucieuses, connues dans tout {place.this}.', '{name} réfléchissait avec calme, et {cname} lui demandait toujours des idées.'], action: ['Après avoir réfléchi à tout ce qu’ils savaient {place.of}, {hero} trouva une idée nouvelle.', 'Une idée astucieuse régla le problème, et {cname} la nota pour la prochaine fois.', 'En comparant {place} avec ce qu’ils avaient déjà vu[3:, détail par détail], {hero} comprit comment passer, et {cname} applaudit.'] },
    amistoso: { intro: ['{name} avait un caractère sociable et disait bonjour à tout le monde {place.in}.', '{name} avait un caractère sociable, et c’était grâce à ce caractère que {cname} faisait partie de sa vie.'], action: ['{hero} parla gentiment avec les gens {place.of}, et quelqu’un sut aider.', 'Avec de belles paroles, {hero} convainquit tout le monde d’aider {cname}.', 'Un bonjour chaleureux {place.in}[3:, accompagné d’un sourire sincère,] suffit pour que quelqu’un leur prête main-forte.'] },
    soñador: { intro: ['{name} avait la tête pleine de rêves et imaginait des mondes nouveaux au-delà {place.of}.', '{name} avait la tête pleine de rêves et les racontait à {cname} chaque matin.'], action: ['{hero} ferma les yeux et imagina une sortie {place.of}.|Puis vint le moment de la raconter à voix haute.', 'Un plan tout neuf sortit de l’imagination de {hero}, et {cname} le rendit réel.', 'Un rêve de la nuit précédente revint à {hero} {place.in}[3:, un rêve plein d’escaliers et de ponts], et {cname} y vit la solution.'] },
    travieso: { intro: ['{name} avait un côté espiègle, et {place.in}, on connaissait bien ses farces.', '{name} avait un côté espiègle, et {cname} était son complice de farces.'], action: ['Avec une idée espiègle, {hero} trouva un passage {place.in} que personne n’avait vu.', 'Une farce de {hero} fit rire {cname}, et le rire leur donna l’idée.', 'Un clin d’œil espiègle à {cname}, une cachette {place.in}[3:, derrière un rideau de feuilles], et le tour était joué.'] },
    responsable: { intro: ['{name} avait le sens des responsabilités, et {place.in}, on avait confiance en sa parole.', '{name} avait le sens des responsabilités, et {cname} le savait bien.'], action: ['Avec son sens des responsabilités, {hero} vérifia le plan deux fois {place.in} avant de commencer.', 'Par sens des responsabilités, {hero} vérifia que {cname} allait bien avant de continuer.', 'Une liste bien tenue[3:, cochée soigneusement ligne après ligne,] permit à {cname} de ne rien oublier {place.in}.'] },
    paciente: { intro: ['{name} avait beaucoup de patience et savait attendre comme personne {place.in}.', '{name} avait beaucoup de patience, même avec l’impatience de {cname}.'], action: ['{hero} attendit avec patience le bon moment {place.in}, puis avança.', 'Avec patience, {hero} laissa {cname} essayer à son rythme, et {cname} y arriva.', 'Une longue attente {place.in}[3:, sans un mot, sans un geste brusque], et le passage s’ouvrit enfin pour {cname}.'] },
    aventurero: { intro: ['{name} avait l’esprit d’aventure et connaissait chaque recoin {place.of}.', '{name} avait l’esprit d’aventure, tout comme {cname}.'], action: ['Avec son esprit d’aventure, {hero} essaya un chemin nouveau {place.in}.', 'Par esprit d’aventure, {hero} suivit {cname} par un raccourci que personne n’avait essayé.', 'Un sentier oublié {place.of}[3:, envahi de fougères et de mousse,] tenta {hero}, et {cname} suivit sans hésiter.'] },
  },
  genres: {
    adventure: {
      openings: ['Près {place.of}, il y avait un petit village aux maisons de toutes les couleurs.', 'De l’autre côté des montagnes se trouvait {place}[2:, un endroit plein de chemins à découvrir].'],
      places: [
        { noun: 'f:jungle verte', desc: ['Dans la jungle verte, il y avait des arbres immenses et des <fleurs énormes|fougères géantes|fruits de toutes les couleurs>[3:, aux parfums extraordinairement sucrés].', '~Les lianes pendaient comme <les cordes d’un cirque géant|des guirlandes de fête|des balançoires de singe>.', 'Des <perroquets multicolores|singes farceurs|toucans au grand bec> <jacassaient|sautaient|criaillaient> d’une branche à l’autre.', 'Des fourmis géantes transportaient des <feuilles|brindilles|graines>[2: au pied des arbres de la jungle].'] },
        { noun: 'm:grand fleuve@sur les rives', desc: ['Le grand fleuve portait une eau <claire et fraîche[2:, où nageaient des poissons argentés]|calme et verte|rapide et pleine de remous>.', 'Sur la rive du fleuve, il y avait <des pierres lisses et rondes|un vieux ponton|des roseaux qui chuchotaient>.', 'Des <libellules bleues|hirondelles|hérons blancs> dansaient au-dessus du grand fleuve.', 'Une <vieille barque|petite barque bleue|barque de pêcheur> était attachée à un piquet[2:, sur la rive du fleuve].'] },
        { noun: 'f:grotte de cristal', desc: ['Dans la grotte de cristal, <les murs|les stalactites|les cailloux> brillaient de mille couleurs[3:, illuminés par d’invisibles reflets].', '~Les pierres de la grotte ressemblaient à des <bonbons de lumière|petites lanternes|gelées de couleur>.', 'Dans la grotte de cristal, l’écho répétait <chaque mot trois fois|chaque rire|même les éternuements>.', 'Au fond de la grotte de cristal, <un lac minuscule reflétait les murs brillants|des gouttes tombaient doucement du plafond|une chauve-souris dormait la tête en bas>.'] },
        { noun: 'f:montagne enneigée@sur', desc: ['Sur la montagne enneigée, la neige craquait sous <les pieds|les bottes|chaque pas>[2:, et l’air piquait les joues].', 'Depuis la montagne enneigée, on voyait <toute la vallée|le village tout petit|un lac bleu très loin>.', 'Sur la montagne enneigée, des <chamois|bouquetins|marmottes> sautaient de rocher en rocher.', '<Un petit refuge en bois fumait[2: au sommet de la montagne enneigée]|Un chamois sautait de rocher en rocher|Des traces de lièvre dessinaient des points dans la neige>.'] },
        { noun: 'm:vieux port', desc: ['Dans le vieux port, il y avait des <bateaux en bois|voiliers blancs|barques de couleur> et des mouettes[3:, qui tournoyaient inlassablement au-dessus des quais].', 'Le vieux port sentait <la mer et le pain chaud|le sel et les frites|les algues et la peinture fraîche>.', 'Dans le vieux port, des pêcheurs réparaient leurs filets en <chantant|sifflant|riant>.', 'Les <cordages|mâts|pontons> des bateaux du vieux port grinçaient doucement.'] },
      ],
      objects: ['f:carte au trésor', 'f:boussole dorée', 'm:petit coffre', 'f:clé de bronze'],
      companions: ['m:perroquet bavard', 'f:chèvre sauteuse', 'm:chien explorateur'],
      helpers: [
        { noun: 'f:vieille tortue', help: ['La vieille tortue connaissait tous les sentiers et en <montra un avec sa patte|choisit le plus ancien|dessina un dans la poussière>[3:, sans se presser le moins du monde].', 'La vieille tortue dessina <un plan|une flèche|le chemin du ruisseau> dans le sable, trait après trait.'] },
        { noun: 'm:pêcheur gentil', help: ['Le pêcheur gentil prêta <sa barque|son canot|son radeau> pour passer de l’autre côté[3:, en expliquant comment ramer sans effort].', 'Le pêcheur gentil connaissait un passage à gué et y conduisit {cname}.'] },
      ],
      lost: ['m:petit crabe', 'm:bébé phoque', 'm:poussin de mouette'],
      obstacles: [
        'Un pont de cordes se balançait au-dessus de l’eau[2:, et deux planches manquaient au milieu].',
        'Un <arbre tombé|gros rocher|tas de branches> barrait le sentier[2: d’un bord à l’autre].',
        'Le brouillard tomba d’un coup[2:, et on ne voyait plus le chemin].',
        'Le sentier grimpait par une pente de cailloux[2: qui roulaient à chaque pas].',
        'Une cascade cachait l’entrée <d’une grotte|d’un passage secret|d’une vallée cachée>[3:, et l’eau tombait dans un grondement sans fin].',
        'Un <ruisseau|torrent|petit cours d’eau> avait grossi avec la pluie[2:, et les pierres pour le traverser étaient sous l’eau].',
        'Un mur de <ronces|pierres|troncs> fermait le passage[2:, plein d’épines et de mûres].',
        'La carte avait une tache juste à l’endroit du chemin.',
      ],
      clues: ['Dans la boue, de petites empreintes allaient vers {place2}.', 'Un ruban rouge pendait à une branche[2:, attaché par un nœud de marin].', 'Quelqu’un avait dessiné une flèche sur un rocher.'],
      problems: ['Le phare du port n’avait plus de lumière.', 'Le pont du village avait besoin d’une pièce neuve.'],
      titles: ['{cname}, {obj} et le chemin {place.of}', 'Un grand voyage {place.to} pour {obj}', '{cname} et {obj}', 'En route {place.to} avec {cname}', '{obj}, au-delà {place.of}', 'Le sentier {place.of} et {obj}', '{cname} sur le chemin {place.of}', 'L’expédition de {cname} {place.in}', 'La grande aventure de {cname}', '{obj} et le secret {place.of}', 'Cap {place.to}, {cname} !'],
    },
    fantasy: {
      openings: ['Dans un royaume lointain, au-delà {place.of}, vivaient des fées, des dragons et des lutins.', 'Il y a très longtemps, sur une terre magique, existait {place}.'],
      places: [
        { noun: 'f:forêt enchantée', desc: ['Dans la forêt enchantée, <les fleurs|les feuilles|les ruisseaux> chantaient tout doucement[3:, une mélodie étrangement familière].', '~Les arbres de la forêt enchantée ressemblaient à des <géants endormis|grands-pères barbus|sentinelles moussues>.', 'Des lucioles dessinaient des <étoiles|cercles|lettres> dans l’air[2: de la forêt enchantée].', 'Les <champignons|feuilles|pierres> changeaient de couleur[2: quand on passait près d’eux].'] },
        { noun: 'f:tour des nuages', desc: ['Dans la tour des nuages, il y avait un très long escalier <en colimaçon|de verre|tout en coton>.', '~La tour des nuages était si haute qu’elle <touchait le ciel|chatouillait la lune|parlait aux étoiles>.', 'Les <oiseaux|cerfs-volants|petits nuages> passaient sous les fenêtres[2: de la tour des nuages].', 'Un vieux <télescope|hibou|drapeau> regardait le ciel[2: tout en haut de la tour].'] },
        { noun: 'm:lac d’argent@au bord', desc: ['Le lac d’argent brillait sous <la lune|le soleil|les étoiles>[2:, immobile et silencieux][3:, parfaitement lisse].', '~L’eau du lac d’argent était <un vrai miroir magique|de l’argent liquide|un ciel tombé par terre>.', 'Des <cygnes blancs|canards|barques légères> glissaient sans bruit sur le lac d’argent.', 'Sur la rive du lac d’argent, <les roseaux|les saules|les herbes hautes> murmuraient avec le vent.'] },
        { noun: 'm:jardin des lutins', desc: ['Dans le jardin des lutins poussaient des <champignons|fleurs|citrouilles> de toutes les couleurs[3:, soigneusement alignés].', 'Les lutins du jardin <prenaient soin de chaque fleur|arrosaient les salades|comptaient les fraises>.', 'Le jardin des lutins avait des allées de <cailloux blancs|coquillages|mousse douce>.', 'Dans le jardin des lutins, une petite fontaine <chantait jour et nuit|faisait des bulles|riait tout bas>.'] },
        { noun: 'm:pont arc-en-ciel@sur', desc: ['Le pont arc-en-ciel reliait deux <montagnes|collines|nuages>[2: au-dessus d’une vallée profonde].', 'Chaque pas sur le pont arc-en-ciel <changeait de couleur|faisait un petit son|laissait une trace brillante>.', 'Sous le pont arc-en-ciel <coulait une rivière de brume|passaient des oiseaux de toutes les couleurs|dormait un lac tout rond>.', 'Le pont arc-en-ciel brillait plus fort quand <le soleil se montrait|quelqu’un riait|il pleuvait un peu>.'] },
      ],
      objects: ['f:baguette d’étoiles', 'f:couronne de fleurs', 'm:livre de formules', 'f:perle magique'],
      companions: ['m:petit dragon', 'f:minuscule fée', 'f:licorne timide'],
      helpers: [
        { noun: 'm:vieux hibou', help: ['Le vieux hibou ouvrit ses grands yeux et <raconta un très ancien secret|montra du bec le bon chemin|donna un conseil très sage>[3: transmis de génération en génération].', 'Le vieux hibou indiqua d’un coup d’aile <la direction à suivre|une étoile à suivre|un passage entre deux rochers>.'] },
        { noun: 'f:reine des fées', help: ['La reine des fées sourit et offrit <une étincelle de lumière|une petite lanterne|un fil d’or> pour la route[3:, une lueur qui ne s’éteignait jamais].', 'La reine des fées murmura une formule, et <le chemin s’éclaira|les ronces s’écartèrent|un pont de lumière apparut>.'] },
      ],
      lost: ['m:lutin minuscule', 'f:étoile filante', 'm:bébé dragon'],
      obstacles: [
        '<Une porte de pierre demandait un mot de passe[2:, écrit dans une langue ancienne]|Un pont-levis était relevé|Une grille dorée était fermée par un cadenas de fleurs>.',
        'Des plantes grimpantes magiques se refermaient dès que quelqu’un approchait.',
        'Le chemin se divisait en sept sentiers identiques[2:, et un seul était le bon].',
        'Un troll dormait en travers du pont[2:, et ses ronflements faisaient trembler les planches].',
        '<Un nuage bas s’était posé sur le sentier[2: et cachait tout]|Un ruisseau avait inondé le sentier|Une haie de ronces fermait le pré>.',
        'Des escaliers de verre montaient et descendaient tout seuls[3~:, comme s’ils jouaient à cache-cache].',
        '<Les fleurs qui chantaient s’étaient tues[2:, et sans leur chanson, le sentier ne s’ouvrait pas]|Les lucioles du chemin s’étaient éteintes|La fontaine aux vœux était à sec>.',
        'Une rivière de <caramel|chocolat chaud|miel doré> coulait en travers du chemin[2:, collante et très lente].',
      ],
      clues: ['De la poussière de fée brillait sur les feuilles, en ligne vers {place2}.', 'Une plume dorée flottait dans l’air[2: sans jamais tomber].', 'Un champignon s’alluma au passage[2:, puis un autre un peu plus loin].'],
      problems: ['Les fées ne pouvaient plus voler, car le vent magique s’était arrêté.', 'Le château avait perdu toutes ses couleurs.'],
      titles: ['{obj} et la magie {place.of}', 'Le vœu de {cname} {place.in}', '{cname} et {obj}', 'Le sortilège {place.of} et {obj}', 'La magie de {cname} {place.in}', 'Un vœu pour {cname} : {obj}', 'Le secret de {cname} {place.in}', '{obj}, au-delà {place.of}', 'Le royaume de {cname} et {obj}', 'Un enchantement pour {cname}', '{cname} et le vœu {place.of}'],
    },
    mystery: {
      openings: ['Dans le quartier de {name}, il y avait {place.a} et beaucoup de voisins curieux.', 'Tout commença par un après-midi tranquille, près {place.of}.'],
      places: [
        { noun: 'f:vieille bibliothèque', desc: ['La vieille bibliothèque avait des étagères pleines de <livres poussiéreux[3:, rangés selon un ordre mystérieux]|cartes anciennes|livres d’images>.', 'Dans la vieille bibliothèque, on entendait <le tic-tac d’une horloge|le froissement des pages|un chat qui ronronnait>.', 'Dans la vieille bibliothèque, <une échelle roulante glissait le long des étagères|un chat dormait sur la pile des dictionnaires|une lampe verte éclairait une grande table de lecture>.', 'Un gros chat <roux|gris|noir et blanc> dormait sur <le bureau|une pile de livres|le rebord de la fenêtre> de la vieille bibliothèque.'] },
        { noun: 'm:musée du village@à', desc: ['Au musée du village, il y avait des <squelettes de dinosaures|armures de chevaliers|momies> et d’immenses tableaux.', 'Au musée du village, <il y avait de longs couloirs silencieux[2:, où résonnait le moindre pas]|un gardien somnolait sur sa chaise|une vieille carte couvrait tout un mur>.', 'Au musée du village, <une armure|une vieille épée|une couronne> brillait près de l’entrée.', 'Les vitrines du musée du village gardaient des <pièces de monnaie anciennes|bijoux de reines|jouets d’autrefois>.'] },
        { noun: 'm:grenier de mamie', desc: ['Dans le grenier de mamie, il y avait de vieilles <malles|valises|armoires> et des <chapeaux rigolos|poupées de chiffon|photos jaunies>.', '~Le grenier de mamie gardait les souvenirs à la manière d’<un coffre au trésor|un album photo|un journal intime>.', 'Le grenier de mamie sentait <la lavande et le vieux bois|la poussière et les pommes|le savon et la cire>.', 'Dans le grenier de mamie, une vieille malle débordait de <photos|déguisements|lettres nouées d’un ruban>.'] },
        { noun: 'f:gare@à', desc: ['À la gare, <les horloges indiquaient l’heure exacte|les voyageurs couraient avec leurs valises|un train siffla>[3:, à la seconde près, évidemment].', 'À la gare, <ça sentait le chocolat chaud[2: et les croissants][3:, tout juste sortis du four]|un petit train rouge attendait sur la voie deux|un chef de gare sifflait dans son sifflet doré>.', 'À la gare, un train <rouge|bleu|tout neuf> attendait sur le quai numéro <deux|trois|quatre>.', 'Le chef de gare <sifflait avant chaque départ|agitait un drapeau rouge|saluait les voyageurs>.'] },
        { noun: 'm:grand parc', desc: ['Dans le grand parc, il y avait <des bancs, des fontaines et des canards[3: particulièrement gourmands]|un kiosque à musique et des pigeons|un grand bac à sable et un toboggan>.', '<Les balançoires|Les feuilles|Les cerfs-volants> du grand parc bougeaient avec le vent[3~:, poussées par des enfants invisibles].', 'Un kiosque à musique attendait <les musiciens|la fanfare|le concert du dimanche>[2: au milieu du grand parc].', 'Les feuilles des <platanes|marronniers|tilleuls> faisaient un tapis doré[2: dans le grand parc].'] },
      ],
      objects: ['f:montre en or', 'f:loupe brillante', 'm:carnet secret', 'f:médaille du concours'],
      companions: ['m:chat malin', 'f:petite chienne renifleuse', 'f:souris attentive'],
      helpers: [
        { noun: 'f:bibliothécaire attentive', help: ['La bibliothécaire attentive se souvint de qui était passé par là et <raconta tout|montra la bonne étagère|sortit un vieux livre>.', 'La bibliothécaire attentive sortit <un vieux registre[3: aux pages jaunies]|une vieille carte|un gros cahier> et trouva le nom qui manquait.'] },
        { noun: 'm:voisin du cinquième', help: ['<Le voisin du cinquième|La voisine du troisième|Le gardien de l’immeuble> avait vu quelque chose de sa fenêtre et l’expliqua en détail.', 'Le voisin du cinquième prêta ses <jumelles|lunettes de théâtre|longue-vue>[3:, soigneusement rangées dans leur étui], et tout devint visible.'] },
      ],
      lost: ['m:chaton du voisin', 'm:canari de la gardienne', 'f:tortue de l’école'],
      obstacles: [
        'La porte du fond était fermée à clé[2:, et la clé restait introuvable].',
        'Les empreintes se mélangeaient avec d’autres[2:, et on avait du mal à savoir lesquelles étaient les bonnes].',
        'Deux voisins racontaient la même histoire de deux façons différentes.',
        'Un escalier grinçait tellement qu’il était impossible de monter sans bruit.',
        'L’horloge de la tour s’était arrêtée à cinq heures pile.',
      ],
      clues: [
        'Par terre, il y avait une miette de biscuit à la cannelle.',
        'Quelqu’un avait laissé une trace de peinture bleue sur la poignée.',
        'Près de la fenêtre, il y avait une plume grise[2:, bien trop grande pour un moineau].',
        'Dans la poussière, on voyait la marque ronde d’un objet resté là très longtemps.',
        'Un papier plié disait, d’une écriture d’enfant : « Demain à cinq heures ».',
        'Une traînée de sable fin menait {place2.to}.',
        'Une peluche orange était restée accrochée à un clou.',
      ],
      problems: ['Chaque nuit, un biscuit disparaissait du bocal de la boulangerie.', 'Quelqu’un changeait de place les livres de la bibliothèque.'],
      titles: ['Qui a vu {obj} {place.in} ?', 'Un indice {place.in} pour {cname}', 'Le mystère {obj.of} {place.in}', 'La piste de {cname} et {obj}', 'Qui a pris {obj}, {cname} ?', 'L’énigme {obj.of}', '{cname} et l’énigme {place.of}', 'Les indices de {cname} {place.in}', 'Enquête {place.in} avec {cname}', '{cname} mène l’enquête', 'Le mystère de la disparition {obj.of}'],
    },
    'science-fiction': {
      openings: ['En l’an trois mille, les gens vivaient dans des villes qui flottaient près {place.of}.', 'Très loin de la Terre, dans une galaxie tranquille, se trouvait {place}.'],
      places: [
        { noun: 'f:station spatiale', desc: ['Dans la station spatiale, des lumières <bleues|vertes|de toutes les couleurs> clignotaient sans arrêt[3:, accompagnées de bips électroniques].', 'Par les hublots de la station spatiale, on voyait des <planètes|comètes|étoiles> de toutes les couleurs[3:, entourées d’anneaux scintillants].', 'La station spatiale tournait lentement autour d’une planète <bleue|rouge|à anneaux>.', 'Dans la station spatiale, <les plantes poussaient dans des bulles de verre|des tomates rondes poussaient sans terre, dans de l’eau bleue|un petit robot arrosait les salades>.'] },
        { noun: 'f:planète violette@sur', desc: ['Sur la planète violette, <l’herbe était mauve et douce[2:, et l’air sentait la lavande]|les arbres avaient des feuilles rondes et bleues|des bulles sortaient du sol en faisant plop>.', '~Le ciel de la planète violette avait <trois lunes pareilles à trois lanternes|deux soleils pareils à deux oranges|des nuages pareils à de la barbe à papa>.', 'Des <rochers ronds|cailloux brillants|bulles géantes> flottaient au-dessus du sol[2: de la planète violette].', 'Des <fleurs en forme d’étoile|champignons bleus|cailloux qui chantaient> se trouvaient partout sur la planète violette.'] },
        { noun: 'm:laboratoire des robots', desc: ['Dans le laboratoire des robots, il y avait des <vis, des câbles et des écrans|boulons, des ressorts et des boutons|fils, des lampes et des claviers>[3: aux calculs incompréhensibles].', 'Les robots du laboratoire saluaient avec leurs <bras de métal|pinces|antennes clignotantes>.', 'Au laboratoire des robots, <une machine à café|une imprimante|une vieille radio> parlait toute seule.', 'Un bras mécanique du laboratoire triait des <boulons|vis|ressorts> par <taille|couleur|forme>.'] },
        { noun: 'm:cratère lunaire', desc: ['Le cratère lunaire était <rond et profond|large et silencieux|gris et plein de cailloux>[2:, tapissé d’une poussière grise][3: extrêmement fine].', 'Dans le cratère lunaire, chaque saut était lent et <très long|très haut|très amusant>.', 'On voyait <la Terre, toute ronde et bleue|le Soleil se lever|une étoile filante passer>[2:, depuis le bord du cratère].', 'Le sol du cratère lunaire gardait <les traces de chaque pas|des empreintes très anciennes|la marque des roues d’un robot>.'] },
        { noun: 'm:vaisseau mère', desc: ['Dans le vaisseau mère, il y avait des <jardins et des fontaines|serres pleines de fleurs|piscines et des toboggans>.', '~Le vaisseau mère était aussi grand qu’<une ville|une montagne|cent terrains de foot>.', 'Dans le vaisseau mère, <de longs couloirs blancs menaient partout|des tapis roulants filaient d’une salle à l’autre|une cantine immense sentait la soupe aux étoiles>.', 'Les <moteurs|machines|ventilateurs> du vaisseau mère ronronnaient doucement.'] },
      ],
      objects: ['f:puce d’énergie', 'f:antenne dorée', 'f:carte des étoiles', 'f:batterie bleue'],
      companions: ['m:petit robot', 'f:chienne robot', 'm:extraterrestre sympathique'],
      helpers: [
        { noun: 'f:capitaine du vaisseau', help: ['La capitaine du vaisseau alluma la radio et <expliqua comment tout réparer|dicta les chiffres qu’il fallait|les guida pas à pas>.', 'La capitaine du vaisseau prêta sa <lampe magnétique|boussole spatiale|radio de secours>[3:, un modèle extrêmement puissant].'] },
        { noun: 'm:ordinateur central', help: ['L’ordinateur central afficha sur l’écran <le chemin le plus court|une carte clignotante|la bonne direction>.', 'L’ordinateur central calcula un itinéraire[3: parfaitement sécurisé] et alluma des <flèches|lumières|petites étoiles> au sol.'] },
      ],
      lost: ['m:robot de ménage', 'm:bébé satellite', 'm:petit extraterrestre'],
      obstacles: [
        'Une pluie de poussière d’étoiles couvrit les hublots[2:, et les capteurs ne voyaient plus rien].',
        '<La gravité changea d’un coup[2:, et tout se mit à flotter dans le couloir]|Toutes les lumières s’éteignirent d’un coup|Une porte se referma juste devant eux>.',
        'Une porte blindée demandait un code à quatre chiffres.',
        'La fusée perdit le signal en passant derrière <une lune|un gros astéroïde|une planète rouge>.',
        'Un champ de <petits astéroïdes|rochers glacés|poussières et cailloux> tournait lentement devant le vaisseau.',
        '<L’ascenseur de la station s’arrêta entre deux étages|Une comète passa si près que le vaisseau trembla|Tous les écrans s’éteignirent en même temps>.',
        'Un robot de maintenance <répétait « accès refusé »[2: sans s’arrêter]|s’était endormi en travers du couloir|astiquait toujours la même porte>.',
      ],
      clues: ['Un petit bip venait {place2.of}.', 'L’écran montrait un point vert qui clignotait.', 'Il y avait des traces de roues minuscules sur le sol en métal.'],
      problems: ['Les jardins du vaisseau séchaient, car l’arrosage automatique ne marchait plus.', 'La station avait besoin de plus d’énergie pour allumer les lumières du soir.'],
      titles: ['{obj} perdu {place.in}', 'Compte à rebours {place.in} avec {cname}', '{cname} et {obj}', 'Mission {place.to} : {obj}', 'Vers les étoiles avec {cname} et {obj}', 'Le signal {place.of} et {cname}', '{cname} en orbite avec {obj}', 'Un voyage {place.to} avec {cname}', 'Cap sur les étoiles pour {cname}', '{cname} et le message {place.of}', 'Objectif {obj} pour {cname}'],
    },
    comedy: {
      openings: ['Dans un village très drôle, près {place.of}, des choses bizarres arrivaient tout le temps.', '{place.in} vivaient des gens très gentils et un peu distraits.'],
      places: [
        { noun: 'm:marché@à', desc: ['Au marché, il y avait des <tomates géantes|pastèques énormes|citrouilles rondes> et des fromages qui sentaient très fort[3:, vraiment très, très fort].', 'Les marchands du marché <chantaient leurs prix à tue-tête|lançaient « Qui veut mes pommes ? »|offraient des cerises à goûter>.', 'Une marchande de fleurs offrait des <tulipes|roses|marguerites>[2: à tout le monde].', 'Les cageots de <pommes|oranges|melons> du marché formaient de vraies pyramides.'] },
        { noun: 'f:pâtisserie', desc: ['La pâtisserie sentait <la cannelle et le sucre|le beurre chaud|la vanille et le chocolat>[2:, et les vitrines débordaient de gâteaux].', 'Dans la pâtisserie, il y avait <des gâteaux à trois étages|des macarons de toutes les couleurs|une tarte aux fraises énorme>.', 'Un pâtissier moustachu décorait des <éclairs au chocolat|tartes aux fraises|choux à la crème>[2: dans la pâtisserie].', 'Sur le comptoir de la pâtisserie trônait <une pièce montée géante|un gâteau à cinq étages|une montagne de macarons>.'] },
        { noun: 'm:cirque@à', desc: ['Au cirque, il y avait <des clowns avec d’énormes chaussures[3: et des acrobates extraordinairement souples]|un monocycle qui tournait en rond|des poneys avec des plumes sur la tête>.', 'Le chapiteau du cirque avait des rayures <rouges et blanches|bleues et jaunes|vertes et orange>.', 'Sous le chapiteau, <un éléphant en peluche saluait le public|un jongleur lançait des assiettes très haut|une otarie faisait tourner un ballon sur son nez>.', 'Au cirque, un jongleur faisait tourner <sept assiettes|cinq balles|trois quilles> à la fois.'] },
        { noun: 'f:ferme@à', desc: ['À la ferme, les <poules|oies|canetons> couraient dans tous les sens[2:, poursuivies par un chaton].', 'La <#ferme:vache|chèvre|poule> de la ferme <#ferme:meuglait|bêlait|caquetait> chaque fois que quelqu’un éternuait.', 'Un <cochon rose|petit porcelet|canard tout blanc> se roulait dans la boue[2: de la ferme].', 'Le coq de la ferme chantait <à toute heure, même le soir|dès qu’il voyait un nuage|sur le toit du poulailler>.'] },
        { noun: 'f:grand-place@sur', desc: ['Sur la grand-place, il y avait une fontaine avec des <poissons orange|grenouilles de pierre|pigeons qui se baignaient>.', 'La grand-place était pleine de <ballons|guirlandes|drapeaux> de toutes les couleurs.', 'Sur la grand-place, un <accordéoniste|violoniste|joueur de flûte> jouait des airs joyeux.', 'L’horloge de la grand-place sonnait <un petit air|une chanson|trois notes joyeuses> à chaque heure.'] },
      ],
      objects: ['m:chapeau du maire', 'm:gâteau d’anniversaire', 'f:chaussette porte-bonheur', 'f:trompette dorée'],
      companions: ['m:chien distrait', 'f:poule bavarde', 'm:canard danseur'],
      helpers: [
        { noun: 'm:clown', help: ['Le clown fit <une galipette|une pirouette|une grimace> et montra, sans le vouloir, le bon endroit.', 'Le clown sortit de sa poche une longue <écharpe|guirlande|ficelle> qui servit de corde[3:, au grand amusement des passants].'] },
        { noun: 'f:boulangère', help: ['La boulangère éclata de rire et raconta qu’elle avait vu <quelque chose de très bizarre sur le toit|un chat avec un ruban très suspect|des traces de farine jusqu’au coin de la rue>.', 'La boulangère offrit des <chouquettes|croissants|madeleines> et indiqua le bon chemin[3:, en gesticulant avec enthousiasme].'] },
      ],
      lost: ['m:cochon à nœud papillon', 'm:ballon gonflé à l’hélium', 'f:brebis sauteuse'],
      obstacles: [
        '<Un troupeau de moutons|Une famille de canards|Un groupe de tortues> décida de traverser la rue juste à ce moment-là[2:, très lentement et sans se presser].',
        'Une brouette pleine <d’oranges|de melons|de ballons de couleur> se renversa[2:, et tout roula dans la rue].',
        '<Le sol venait d’être lavé|Une bouche d’égout était ouverte au milieu de la rue|Une rangée d’étals bloquait la place>[2:, et tout le monde glissait comme sur une patinoire].',
        '<Une fanfare|Une chorale d’enfants|Un monsieur avec un tambour> répétait si fort que personne n’entendait plus rien.',
        'Un <énorme ballon|parapluie rouge|chapeau volant> se coinça dans le réverbère[2: et cacha le panneau du chemin].',
        '<Quelqu’un avait échangé les panneaux[2:, et celui de la boulangerie montrait la rivière]|Quelqu’un avait peint toutes les portes de la même couleur|Un chien était parti avec le plan du quartier>.',
        '<Un coq|Un chat|Un perroquet> grimpa sur la tête de la statue et refusa d’en descendre.',
      ],
      clues: ['Une traînée de farine allait vers {place2}.', 'Quelqu’un avait laissé une liste de courses écrite à l’envers.', 'On entendait au loin une trompette qui jouait faux.'],
      problems: ['La fête du village commençait dans une heure, et {obj} restait introuvable.', 'C’était le concours de gâteaux, et le four du village était en panne.'],
      titles: ['Quelle pagaille {place.in} avec {obj} !', '{cname} et {obj} sens dessus dessous', '{cname} et {obj}', 'Quel cirque {place.in}, {cname} !', 'Quel charivari {place.in} !', 'La grosse bourde de {cname} et {obj}', 'Une journée sens dessus dessous pour {cname}', 'Où est donc {obj}, {cname} ?', 'Les bêtises de {cname}', '{cname} et {obj} sens dessus dessous', '{cname} et le fou rire {place.of}'],
    },
    fable: {
      openings: ['{place.in} vivaient beaucoup d’animaux qui parlaient entre eux.', 'Il y a très longtemps, près {place.of}, les animaux se réunissaient chaque soir.'],
      places: [
        { noun: 'm:bois de chênes', desc: ['Dans le bois de chênes, les <écureuils|mulots|geais> gardaient des glands[3: pour les longues journées d’hiver].', 'Le bois de chênes donnait <une ombre fraîche|un abri tranquille|une odeur de mousse>[3:, particulièrement agréable en plein après-midi].', 'Dans le bois de chênes, <un pic-vert tapait sur un tronc|une biche broutait en silence|des champignons poussaient en cercle>.', 'Les racines du bois de chênes formaient de petits <escaliers|ponts|toboggans>.'] },
        { noun: 'm:pré fleuri', desc: ['Le pré fleuri était plein de <marguerites|boutons-d’or|pissenlits>[2: et de coquelicots][3:, balancés par une brise légère].', 'Dans le pré fleuri, les <abeilles|bourdons|guêpes> bourdonnaient[2: de fleur en fleur][3:, infatigables].', 'Dans le pré fleuri, des papillons <jaunes|bleus|blancs> volaient en rond.', 'Au milieu du pré fleuri, un vieux <pommier|cerisier|chêne> offrait son ombre.'] },
        { noun: 'm:étang@au bord', desc: ['Dans l’étang vivaient des grenouilles qui coassaient <le soir|à la tombée de la nuit|après la pluie>[3:, en chœur et avec application].', 'L’eau de l’étang était <calme et claire|verte et tranquille|couverte de nénuphars>[3:, si transparente qu’on distinguait chaque caillou].', 'Sur l’étang <flottaient de grandes feuilles de nénuphar|glissait une famille de cygnes|sautaient de petits poissons argentés>.', 'Une famille de <canards|cygnes|poules d’eau> faisait le tour de l’étang.'] },
        { noun: 'f:colline@sur', desc: ['Depuis la colline, on voyait <toute la vallée|le clocher du village|la rivière>[3:, jusqu’aux toits minuscules du village].', 'Sur la colline soufflait un vent <léger|tiède|frais>[3: qui faisait onduler les herbes hautes].', 'Sur la colline, <un vieux moulin tournait lentement|des moutons broutaient sans se presser|un grand chêne faisait de l’ombre à tout le monde>.', 'Des <moutons|chèvres|vaches> paissaient tranquillement sur la colline.'] },
        { noun: 'm:terrier', desc: ['Le terrier était <petit, douillet et bien chaud|sec et tranquille|rond et moelleux>[2:, tapissé de mousse et de feuilles].', 'Le terrier sentait <la terre et les feuilles sèches|la mousse|les champignons>[3:, une odeur rassurante d’automne].', 'Depuis le terrier, <de petites galeries partaient dans tous les sens|une petite fenêtre ronde donnait sur les racines|on entendait la pluie tomber dehors>.', 'Une réserve de <noisettes|glands|graines de tournesol> attendait l’hiver[2: au fond du terrier].'] },
      ],
      objects: ['m:gland d’or', 'f:cloche de la forêt', 'm:rayon de miel', 'f:graine magique'],
      companions: ['m:renard', 'm:écureuil', 'm:lapin'],
      helpers: [
        { noun: 'f:vieille tortue', help: ['La vieille tortue parla lentement et <donna un conseil très sage|rappela que les raccourcis étaient parfois des pièges|conseilla de suivre le ruisseau jusqu’au grand saule>.', 'La vieille tortue rappela que <le chemin le plus court n’était pas toujours le meilleur|rien ne sert de courir|les petits pas mènent loin>.'] },
        { noun: 'm:gros ours', help: ['Le gros ours souleva <le tronc lourd|la grosse pierre|la branche cassée> avec ses pattes puissantes.', 'Le gros ours connaissait <un raccourci|un gué peu profond|un passage entre les rochers> et passa devant[3:, en écartant les branches une à une].'] },
      ],
      lost: ['m:petit hérisson', 'm:caneton', 'm:mulot'],
      obstacles: [
        '<La rivière avait monté|Le ruisseau avait débordé|Le gué était sous l’eau>[2:, et les pierres pour traverser étaient très éloignées].',
        'Un lièvre très fier ne laissait passer personne <sur son chemin|sur le pont de rondins|sans faire la course avec lui>.',
        '<Le vent avait fait tomber un nid[2:, et les oisillons piaillaient sans arrêt]|Un faon s’était pris dans les ronces|Un écureuil n’arrivait plus à descendre d’une branche cassée>.',
        'La colline était couverte de <boue glissante|feuilles mouillées|cailloux qui roulaient>.',
        'Des fourmis portaient <une feuille énorme|une fraise entière|une longue brindille> et bloquaient le sentier.',
        '<Un tronc creux était le seul passage[2:, tout rempli de toiles d’araignée]|Une grande flaque coupait le sentier|Une haie de ronces fermait le pré>.',
      ],
      clues: ['Il y avait des plumes de hibou près du vieux tronc.', 'Sur la rive, on voyait des traces de canard.', 'Quelqu’un avait laissé des coquilles de noix en ligne.'],
      problems: ['L’étang manquait d’eau.', 'Les animaux se disputaient pour savoir qui garderait les provisions de l’hiver.'],
      titles: ['La leçon {obj.of} {place.in}', '{cname}, {obj} et les animaux {place.of}', '{cname} et la leçon {place.of}', 'La fable {obj.of} et {cname}', 'Les animaux {place.of} et {obj}', 'Ce qu’apprit {cname} {place.in}', 'Le conseil {place.of} pour {cname}', '{cname} et {obj}', '{cname} et la sagesse {place.of}', 'La leçon de {cname}', '{obj} et les animaux {place.of}'],
    },
  },
  shapes: {
    quest: {
      start: ['Ce matin-là, une nouvelle arriva : sans {obj}, personne ne pourrait traverser la vallée.|{name} <proposa de partir à sa recherche|décida d’aller le chercher|prépara son sac pour partir>[2:, même si le chemin était long][3: et semé d’embûches].', 'La carte de grand-père indiquait où se trouvait {obj}, loin, au-delà {place2.of}.|{name} prépara son sac[2: avec de l’eau, une lampe et une corde] et partit avec {cname}.', '{obj} se trouvait encore de l’autre côté des montagnes[2:, et le village en avait besoin pour sa fête].|{name} et {cname} décidèrent de partir à sa recherche.'],
      step: ['Depuis {place}, il restait un peu moins de chemin[3:, et l’espoir grandissait à chaque pas].', 'Sur la carte, {place} reçut une petite croix[2: au crayon rouge].', 'Au-delà {place.of}, le chemin continuait[2:, de plus en plus étroit].', '{cname} compta les pas qui restaient jusqu’{place2.to}[3:, en se trompant deux fois].', 'Depuis {place}, on apercevait déjà {place2}.'],
      low: ['<Tout près du but|À quelques pas de l’arrivée|Juste avant d’arriver>, le chemin s’arrêta net[2: <au bord d’un ravin|devant une rivière sans pont|contre un mur de rochers>].|<Pendant un moment, personne ne sut quoi faire|Tout le monde se regarda|Personne ne dit un mot>[3:, et le silence s’installa].', '<Le soir tombait|La nuit approchait|Le vent se levait>, et les jambes devenaient lourdes.|{name} s’assit <sur une pierre|sur un tronc|au bord du chemin> pour réfléchir[2: à tout le chemin parcouru].', 'La carte ne montrait plus rien d’utile, et {cname} tourna en rond.|<Le silence dura un long moment|Personne ne savait quoi faire|Ils restèrent là sans bouger>.'],
      turn: ['Alors {cname} eut une idée : regarder la carte à l’envers[3:, simplement pour voir].', 'Alors <un détail vu en chemin|une chose aperçue plus tôt|un petit bruit entendu en route> revint à l’esprit de {name}[2:, et tout prit un sens].', 'Alors {name} leva les yeux et remarqua <un sentier|un petit pont|une échelle de corde> que personne n’avait vu.'],
      climax: ['Enfin, {obj} apparut[2:, entre deux rochers couverts de mousse].|{name} l’attrapa <avec précaution|tout doucement|des deux mains>[2~:, comme un trésor de verre].', '{obj} était là, et attendait.|{cname} fit un bond de joie.', 'Au bout du chemin brillait {obj}.|{name} et {cname} se regardèrent avec un immense sourire.'],
      end: ['Le chemin du retour {place2.of} parut court[2:, car maintenant, ils savaient par où passer].', 'Au village, on les accueillit avec des <applaudissements|cris de joie|chansons>[2: et un énorme goûter].', 'Ce soir-là, {obj} retrouva sa place au cœur du village.'],
      titles: ['{cname} à la recherche {obj.of}', 'Sur la piste {obj.of} avec {cname}', 'Le long chemin jusqu’{place2.to}', 'La grande traversée de {cname}', 'Jusqu’{place2.to} pour {obj}'],
    },
    mystery: {
      start: ['Un matin, {obj} n’était plus à sa place.|<Personne ne savait ce qui s’était passé|Tout le monde se posait des questions|Chacun cherchait dans son coin>[2:, et chacun avait sa petite idée].', 'Quelqu’un avait déplacé {obj} pendant la nuit.|{name} <sortit un carnet pour noter tout ce qu’ils verraient|prit une loupe et un crayon|décida de mener l’enquête>.', 'Le jour de la grande fête, {obj} avait disparu.|{name} et {cname} ouvrirent l’enquête.'],
      step: ['Dans le carnet, {name} <nota ce qu’ils avaient vu {place.in}|dessina ce qu’ils avaient trouvé {place.in}|ajouta une croix pour {place}>[3:, avec une précision remarquable].', '<Avec ce qu’ils avaient trouvé {place.in}, ils avaient un indice de plus|{place} leur avait donné un nouvel indice|{cname} colla un indice de plus dans le carnet>.', '{cname} répéta à voix haute tout ce qu’ils savaient sur {obj}[3:, en comptant les indices sur ses doigts].', '<La liste des indices sur {obj} s’allongeait[2: et commençait à dessiner une forme]|Le carnet d’indices sur {obj} se remplissait|Ils en savaient de plus en plus sur {obj}>.'],
      low: ['D’abord, ils accusèrent <le chat du voisin|le chien du boulanger|le perroquet de la maîtresse>.|Mais l’animal avait <dormi toute la nuit dans son panier|passé la nuit sur le canapé|ronflé toute la nuit près du feu>[2:, et tout le quartier le savait].', '<Les indices ne collaient pas[2:, même en les tournant dans tous les sens]|Aucune piste ne menait quelque part|Plus rien n’avait de sens>.|{name} <rangea le carnet et soupira|regarda par la fenêtre|se gratta la tête>.', '<Chaque piste menait à un mur|Aucune piste ne menait nulle part|Plus personne n’avait d’idée>.|{cname} se gratta la tête, sans rien comprendre.'],
      turn: ['Alors {name} <rassembla tous les indices[2: sur une seule page]|relut le carnet du début à la fin|mit les indices dans l’ordre>, et tout devint clair.', 'Alors {cname} remarqua un détail qui leur avait échappé.', 'Alors, en <relisant le carnet|regardant les dessins|comptant les indices>, {name} trouva le lien entre les indices.'],
      climax: ['Les indices menaient à {obj}[2: : les traces, la miette et la marque dans la poussière racontaient la même histoire].|{obj} était à l’endroit que montraient les indices, sans une égratignure.', 'En suivant les indices, ils trouvèrent {obj} dans la dernière cachette possible.|<Tout avait une explication très simple|C’était si simple, finalement|Tout le monde éclata de rire>.', 'Derrière une pile de vieux cartons attendait {obj}.|<Le mystère était résolu|Tout s’expliquait enfin|Il n’y avait plus de mystère>.'],
      end: ['<L’affaire était résolue|L’enquête était terminée|Le mystère n’en était plus un>[2:, et tout le quartier voulut savoir comment ils avaient trouvé].', '<Cet après-midi-là|Le soir même|Au goûter>, {name} raconta l’enquête à tout le monde[2:, indice par indice].', 'Le carnet de l’enquête sur {obj} rejoignit l’étagère des trésors.'],
      titles: ['{cname} et l’affaire {obj.of}', 'Trois indices pour {cname}', '{cname} et le secret le mieux gardé {place.of}', '{obj} et les indices de {cname}'],
    },
    journeyHome: {
      start: ['Au bord du chemin, ils trouvèrent {lost.a} qui ne retrouvait plus sa maison[2: et ne savait pas comment rentrer].|Tout ce qui lui restait, c’était {obj}, le seul souvenir de sa maison.', '{lost.a} se cachait derrière une pierre, l’air triste.|Toute sa famille était loin, et pour retrouver le chemin, il n’y avait que {obj}.', 'Un petit bruit venait d’un buisson : {lost.a} attendait là, loin de sa famille.|Sur le sol, juste à côté, il y avait {obj}.'],
      step: ['{lost} reconnut quelque chose {place.in}[2:, une odeur ou un bruit familier][3:, venu tout droit de ses souvenirs].', 'Chaque pas {place.in} rapprochait un peu plus de la maison {lost.of}.', '{lost} avançait maintenant avec plus de confiance, tout près de {obj}[3:, et racontait des histoires de sa famille].', '{cname} ne quittait pas {lost}[2: d’une semelle].'],
      low: ['{lost} ne reconnaissait plus rien[2:, et refusa de faire un pas de plus].|{name} s’assit à côté et <attendit|parla tout doucement|chantonna une chanson>.', '<Le soleil commença à descendre|Le ciel devint tout orange|Les ombres s’allongèrent>, et toujours pas de maison en vue.|{cname} se blottit contre {lost}.', 'Le chemin se séparait en trois, et {lost} regardait de tous les côtés.|<Personne ne savait lequel prendre.|Lequel était le bon ?|Mais comment choisir ?>'],
      turn: ['Alors {lost} aperçut au loin une lumière familière.', 'Alors {name} regarda de près {obj} : un chemin y était dessiné[2:, en tout petits traits].', 'Alors {cname} renifla l’air et reconnut l’odeur de la maison {lost.of}.'],
      climax: ['Enfin, ils arrivèrent à la maison {lost.of}.|Toute la famille sortit en courant pour <un grand câlin|les serrer fort|leur faire la fête>[3:, en riant de bonheur].|{obj} retrouva sa place de toujours.', 'La maison était là, <avec la porte ouverte|avec de la lumière à la fenêtre|avec de la fumée sur le toit>.|{lost} entra en sautillant et posa {obj} à sa place.', 'Sur le seuil attendait toute la famille {lost.of}.|{obj} passa de main en main, sous les rires.'],
      end: ['Avant de se quitter, la famille {lost.of} leur fit un énorme câlin.', 'Sur le chemin du retour, {name} et {cname} marchèrent lentement[2:, le cœur content d’avoir aidé].', 'Depuis ce jour, {lost} venait souvent leur rendre visite.'],
      titles: ['{cname} et {lost}', 'Retour à la maison avec {cname}', 'Le chemin de la maison {lost.of}', 'Une maison pour {lost}', '{lost} et {obj}'],
    },
    invention: {
      start: ['Il y avait un problème {place.in} : {obj} ne marchait plus.|{name} pensa <qu’on pouvait inventer une solution|qu’il fallait fabriquer quelque chose|qu’une bonne idée allait arriver>[2: avec ce qu’on avait sous la main].', 'Tout le monde s’inquiétait, car sans {obj}, rien n’allait.|{name} sortit <du papier et un crayon|un carnet|ses crayons de couleur> pour dessiner une invention.', 'Un matin, {obj} refusa de fonctionner.|{name} et {cname} retroussèrent leurs manches.'],
      step: ['Avec <une trouvaille {place.of}|un ressort trouvé {place.in}|un bouton ramassé {place.in}>, l’invention avait une pièce de plus.', 'Dans le carnet, {name} <nota ce que {place} leur avait appris|dessina une pièce trouvée {place.in}|ajouta une idée venue {place.of}>.', '{cname} serra une vis de l’invention pour {obj} et sourit[3:, avec une satisfaction évidente].', 'Le plan de l’invention pour {obj} se remplit de nouvelles flèches[3: et de calculs compliqués].'],
      low: ['Au premier essai, <un ressort|un boulon|un écrou> s’envola[2: et atterrit sur le chapeau d’un voisin].|<Ça ne marchait pas|Rien ne bougeait|La machine resta muette>[3:, vraiment pas du tout].', 'La première invention fit <un bruit très bizarre|un gros nuage de fumée|un long sifflement> et s’arrêta.|{name} <respira profondément|se gratta la tête|compta jusqu’à trois>[2: et regarda de nouveau le dessin].', 'Au deuxième essai, <une fumée grise sortit de la machine|la machine se mit à sauter sur place|tous les boutons s’allumèrent en même temps>.|<Tout était à refaire|Il fallait tout recommencer|Rien ne marchait encore>[3:, depuis le tout début].'],
      turn: ['Alors {name} comprit l’erreur : <une toute petite pièce manquait|un fil était mal branché|une vis était à l’envers>.', 'Alors {cname} proposa de retourner une pièce[2:, et soudain tout s’emboîtait].', 'Alors {name} <relut le plan à l’envers|compta les pièces une par une|redessina la machine sur une grande feuille>, et la solution sauta aux yeux.'],
      climax: ['<La deuxième invention marcha du premier coup[2: et répara {obj} en un instant]|Au deuxième essai, tout marcha|Cette fois, l’invention fonctionna tout de suite>.|<Tout le monde applaudit|Tout le village applaudit|Les voisins applaudirent>[3: à tout rompre].', 'Avec l’invention terminée, {obj} fonctionna de nouveau.|<Ça marchait mieux que jamais|Ça ronronnait tout doucement|Tout le monde voulut l’essayer>.', 'Un clic, un déclic, et {obj} se remit en marche.|{cname} fit trois tours sur place.'],
      end: ['Le dessin de l’invention fut affiché <sur la place|à l’école|à la mairie>[2:, pour que chacun puisse le copier].', 'Depuis, l’invention de {name} avait une place d’honneur <sur la cheminée|à l’école|au milieu du village>.', 'Le soir venu, {obj} marchait encore, et personne ne se lassait de l’admirer.'],
      titles: ['L’invention de {cname} pour {obj}', 'La drôle de machine de {cname} {place.in}', 'Les idées de {cname} {place.in}', 'Une invention pour {obj}', 'Le grand atelier de {cname}'],
    },
    misunderstanding: {
      start: ['{name} et {cname} préparèrent ensemble un plan pour prendre soin {obj.of}.|Mais chacun comprit le plan <à sa façon|de travers|tout autrement>.', '{cname} voulait ranger {obj} {place2.in}, et {name} ailleurs.|<Ils ne s’écoutèrent pas bien|Aucun des deux n’écouta l’autre|Chacun n’entendit que sa propre idée>[2:, et chacun partit de son côté].', 'Pour {obj}, {name} avait une idée, et {cname} en avait une autre.|<Chacun crut que l’autre était d’accord|Aucun ne demanda son avis à l’autre|Ils ne prirent pas le temps d’en parler>.'],
      step: ['Même {place.in}, {name} pensait encore à {cname}.', 'Le rire de {cname} manquait à {name}[3:, bien plus qu’on ne l’aurait imaginé].', '{place.in}, chacun faisait sa part avec {obj}, mais sans se parler.', 'Sans {cname}, tout était deux fois plus difficile[2:, et deux fois moins drôle].'],
      low: ['Quand ils se retrouvèrent {place.in}, ils parlèrent en même temps, et personne ne comprit rien.|<Un long silence suivit|Plus personne ne parla|Ils se turent>[2:, les yeux fixés au sol].', '{cname} s’assit à l’écart, le regard triste[3:, sans prononcer un mot].|{name} sentit <un nœud dans son ventre|son cœur se serrer|des larmes lui piquer les yeux>.', 'Le plan pour {obj} était à moitié fait, et chacun boudait dans son coin.|<Le silence pesait lourd|Personne ne disait rien|Chacun regardait ailleurs>.'],
      turn: ['Alors {name} s’approcha et demanda ce qu’avait compris {cname}.|<En s’écoutant|En parlant calmement|En s’expliquant enfin>, ils découvrirent qu’ils voulaient la même chose.', 'Alors {cname} expliqua son idée lentement[2:, et {name} écouta jusqu’au bout].', 'Alors {name} dessina le plan par terre[3: avec une brindille], et {cname} ajouta sa partie.'],
      climax: ['Ensemble, ils mirent {obj} au meilleur endroit[2:, un endroit qu’aucune des deux idées n’avait trouvé toute seule].|Ils rirent <du méli-mélo de la journée|de tout ce désordre|de leur drôle d’aventure>[3:, ce quiproquo invraisemblable].', 'Avec les deux idées réunies, prendre soin {obj.of} devint facile.|{cname} ouvrit grand les bras pour un long câlin[3:, le plus chaleureux de toute la journée].', 'Les deux moitiés du plan allaient parfaitement ensemble, et {obj} fut enfin à l’abri.|{cname} poussa un soupir de soulagement.'],
      end: ['Depuis, avant <chaque plan|de commencer|chaque projet>, ils se demandaient : « <On a bien compris la même chose ?|Tu veux dire quoi, exactement ?|Tu peux me le répéter ?> »', '<Ce soir-là|Au dîner|Avant de dormir>, ils se racontèrent encore le malentendu[2:, et cette fois, ils en rirent de bon cœur].', 'Depuis ce jour, {name} et {cname} s’écoutaient jusqu’au bout.'],
      titles: ['{cname} et le malentendu {place.of}', 'Deux idées, un plan et {obj}', 'Ce que {cname} voulait dire', 'De nouveau en équipe avec {cname}', '{cname}, {obj} et un grand quiproquo'],
    },
    errors: {
      start: ['La mission semblait simple : apporter {obj} à la fête avant cinq heures.|Mais ce jour-là, <tout alla de travers|rien ne se passa comme prévu|tout se mélangea>[2: dès la première minute].', '{name} devait récupérer {obj} et l’apporter {place2.to}.|<Ce qui arriva ensuite, personne ne l’aurait imaginé|La suite, personne ne l’avait prévue|Et la journée prit un drôle de tour>.', 'On avait confié {obj} à {name} pour la grande parade.|<Un éternuement plus tard|Une minute plus tard|Au premier coin de rue>, tout commençait à dérailler.'],
      step: ['Et ça, {place.in}, ce n’était que <la première bourde|le début|la première catastrophe rigolote>.', '{cname} se gratta la tête, sans rien y comprendre[3:, absolument rien].', 'La pagaille autour {obj.of} grandissait encore et encore[3:, de façon spectaculaire].', 'Après <l’épisode|la bourde|la pagaille> {place.of}, plus rien n’était à sa place.'],
      low: ['À la fin, {obj} atterrit au mauvais endroit[2:, et cinq heures allaient sonner].|<Personne ne savait comment arranger ça.|Quel désordre !|Tout le monde se regarda.>', 'Ils arrivèrent à la fête avec <un parapluie, un canard et une poêle|un chapeau, une poule et un arrosoir|trois chaussettes et un tambour>[2:, mais sans {obj}].|Quelle pagaille !', 'Les horloges avançaient, {obj} n’était nulle part, et le maire attendait.|{cname} se cacha les yeux.'],
      turn: ['Alors {name} refit le chemin à l’envers, <bourde après bourde|en notant chaque erreur|en riant de chaque étape>.', 'Alors {cname} se souvint du premier échange[2:, et tout commença à se démêler].', 'Alors {name} fit la liste de toutes les bêtises de la journée, et <la solution apparut|tout devint clair|{cname} éclata de rire>.'],
      climax: ['Et à cinq heures pile, {obj} arriva à la fête.|<Tout le monde rit en écoutant l’histoire de la journée|La fête put enfin commencer|Le maire en resta bouche bée>.', 'Enfin, {obj} apparut là où il fallait.|<Même le maire dut s’asseoir tant il riait|Toute la fête éclata de rire|On en parla dans tout le quartier pendant des jours>.', 'Dans un dernier virage, {obj} retrouva sa place.|<Une fanfare se mit à jouer, juste à temps|Tout le monde poussa un grand « ouf »|La fête put commencer à l’heure>.'],
      end: ['Depuis ce jour, au village, on racontait <l’histoire de la grande pagaille|la journée des bourdes|cette drôle de journée>[2:, avec un détail de plus à chaque fois].', 'Pour la prochaine fois, {name} <écrivit une liste en très grosses lettres|dessina un plan avec des flèches|colla des étiquettes partout>.', 'Le soir, {cname} mima toute la journée, et le village entier rit encore.'],
      titles: ['Quelle pagaille avec {obj} !', 'Tout à l’envers {place.in} pour {cname}', '{cname} et la grande bourde', 'Une mission bien embrouillée pour {cname}', '{obj}, {cname} et la journée des bourdes'],
    },
    fableTurn: {
      start: ['Le lièvre se vantait d’être le plus rapide de la forêt[2: et se moquait de ceux qui allaient lentement].|Ce jour-là, tout le monde voulait arriver le premier jusqu’{obj.to}.', 'Les animaux décidèrent que celui qui trouverait {obj} deviendrait le gardien de la forêt.|{cname} pensa n’avoir aucune chance[2:, avec des pattes si courtes].', 'Une grande course fut annoncée : le prix, c’était {obj}.|Le lièvre riait déjà de tous les autres.'],
      step: ['Le lièvre avait déjà <traversé {place}|dépassé {place}|laissé {place} loin derrière>[2: sans même regarder derrière].', '{cname} avançait petit à petit {place.in}[2:, sans jamais s’arrêter].', 'Les animaux {place.of} regardaient de loin[2:, curieux de connaître la suite].', 'Chacun utilisait son meilleur talent pour arriver jusqu’{obj.to}[3:, avec une détermination étonnante].'],
      low: ['Le lièvre s’endormit sous un arbre[2:, sûr de gagner].|{name} hésita entre aider les autres et courir.', 'Un oisillon était tombé du nid.|S’arrêter pour l’aider, c’était perdre la course.', 'La pluie rendit le sentier glissant, et la course sembla perdue.|{cname} regarda le ciel en soupirant.'],
      turn: ['Alors ils décidèrent de s’arrêter pour aider[2:, même si cela les retardait].', 'Alors le plus petit de tous trouva un raccourci[2: qui passait sous les racines].', 'Alors la fourmi, que personne ne regardait, montra un passage.'],
      climax: ['À la surprise générale, ils arrivèrent les premiers jusqu’{obj.to}.|Le lièvre se réveilla et n’en crut pas ses yeux.', '{obj} revint à ceux qu’on attendait le moins.|<Tout le monde applaudit|Les animaux applaudirent|Toute la forêt applaudit>.', 'La ligne d’arrivée était là, et {obj} aussi.|Le lièvre arriva bien après, tout essoufflé.'],
      end: ['Le lièvre demanda pardon et apprit une leçon ce jour-là.', 'Depuis, dans la forêt, personne ne se moquait plus des petits.', 'Chaque printemps, la forêt fêtait la course {obj.of}.'],
      titles: ['Le lièvre, {cname} et {obj}', 'Le gardien {place.of} et {cname}', 'Lentement mais sûrement, {cname}', 'La course {place.of} et {cname}'],
    },
    firstTime: {
      start: ['Ce jour-là était spécial : {name} allait faire quelque chose pour la première fois.|Il fallait aller sans aide jusqu’{place2.to} pour apporter {obj}.', 'Pour la première fois, {name} devait grimper tout en haut {place2.of} avec {obj}.|Son ventre faisait des chatouilles tant le trac était grand.', 'On confia {obj} à {name}, pour la première fois.|<Ce n’était pas rien|C’était un grand jour|Le cœur battait déjà un peu plus vite>.'],
      step: ['Encore un petit pas, et {place} fut derrière eux.', '{cname} fit un clin d’œil pour donner du courage[3:, un clin d’œil plein de complicité].', 'Chaque pas vers {place2} était un peu plus facile[3:, presque naturel].', 'Il restait de moins en moins de chemin pour poser {obj} à sa place.'],
      low: ['À mi-chemin, <les jambes se mirent à trembler un peu|le cœur se mit à battre très fort|le ventre se serra un peu>.|{name} <eut envie de faire demi-tour|regarda en arrière un instant|pensa à la maison>[2: et de remettre ça à un autre jour].', 'Juste avant la fin, {name} s’arrêta.|C’était nouveau, et la nouveauté demandait du courage.', '<Le dernier bout de chemin parut soudain très long|La fin semblait encore loin|Chaque pas semblait plus lourd>.|{name} serra fort {obj}.'],
      turn: ['Alors {cname} rappela tout ce que {name} avait déjà réussi.', 'Alors {name} respira profondément trois fois, comme on le lui avait appris.', 'Alors une petite voix intérieure dit à {name} : « <Tu peux le faire|Encore un petit pas|Le plus dur est fait> »'],
      climax: ['Et ce fut réussi : {obj} arriva tout au bout, entre les mains de {name}.|Le trac se changea en <un immense sourire|un saut de joie|un grand éclat de rire>.', 'Un pas, encore un pas, et voilà : {obj} était à sa place.|Quelle fierté dans les yeux de {name} !', 'Au dernier pas, {name} posa {obj} et leva les bras au ciel.|{cname} applaudit de toutes ses forces.'],
      end: ['Ce soir-là, {name} raconta cette première fois <à toute la famille|à mamie au téléphone|à {cname}, tout bas, avant de dormir>.', 'Ce qui paraissait énorme le matin était devenu tout petit.', 'Depuis, chaque nouvelle première fois faisait un peu moins trembler les jambes.'],
      titles: ['La première fois {place2.in}', 'Un grand pas avec {cname}', 'Pas à pas jusqu’{place2.to}', 'Le grand jour de {cname} et {obj}', '{obj} et un pas courageux'],
    },
  },
  morals: {
    none: {
      test: ['En chemin, {name} et {cname} jouèrent à deviner des formes dans les nuages.', 'En chemin, {cname} apprit une nouvelle chanson à {name}.', 'En chemin, ils ramassèrent de jolis cailloux {place.in}.'],
      resolution: ['Tout le monde fêta ça ensemble avec un énorme goûter et beaucoup de rires.', 'Ils fêtèrent ça avec <des crêpes et une ronde joyeuse|une tarte aux pommes|un feu de camp et des chansons>.', 'La journée se termina par <un pique-nique au soleil|une ronde sous les étoiles|un grand chocolat chaud pour tous>.'],
      lesson: ['Ce fut une journée pleine de magie que personne n’oublierait.', 'Ce soir-là, {name} s’endormit en souriant, en pensant à tout ce qui s’était passé avec {cname}.', 'Ce fut une journée merveilleuse, à raconter <encore et encore|au coin du feu|à tous les copains>.', 'Ce fut un jour heureux, plein de rires et de découvertes.'],
    },
    kindness: {
      test: ['En chemin, {name} vit un petit oiseau qui ne pouvait pas voler.|Malgré le temps qui pressait, ils s’arrêtèrent pour l’aider.', 'Une vieille dame portait un panier très lourd.|{name} proposa de le porter[2:, même si cela les retardait].', 'Près {place.of}, un hérisson avait du mal à traverser le chemin.|{name} <le porta doucement de l’autre côté|l’aida à traverser tout doucement|attendit avec lui jusqu’au bord>[2:, sans se soucier du temps perdu].'],
      resolution: ['Ce geste gentil leur apporta, à la fin, <l’aide dont ils avaient besoin|une nouvelle amitié|un grand merci>.', 'Ce petit geste de gentillesse porta chance à <toute l’équipe|tout le monde|leur voyage>[2: jusqu’au bout de la journée].', 'Quelqu’un qu’ils avaient aidé revint leur donner un coup de main[2:, car la gentillesse appelle la gentillesse].'],
      lesson: ['{name} apprit que la gentillesse envers les autres <en vaut toujours la peine|rend aussi heureux celui qui la donne|revient toujours d’une façon ou d’une autre>.', 'Depuis ce jour, {name} savait qu’un geste gentil peut changer <toute une journée|le cœur de quelqu’un|beaucoup de choses>.'],
    },
    honesty: {
      test: ['En chemin, {name} trouva <#coin:une pièce brillante|un bracelet coloré|une montre de poche|une bille de verre> qui appartenait à quelqu’un d’autre.|<La garder aurait été facile|Personne n’en aurait rien su|C’était très tentant>, mais ce n’était pas bien.', 'Dans l’herbe {place.of}, {name} trouva <#coin:une pièce brillante|un bracelet coloré|une montre de poche|une bille de verre> qui appartenait à quelqu’un d’autre.|<Personne n’avait rien vu|Personne n’était là|Personne ne regardait>, mais la garder n’aurait pas été honnête.'],
      resolution: ['{name} rendit <#coin:la pièce|le bracelet|la montre|la bille> à son propriétaire et raconta tout avec franchise.|Le propriétaire, reconnaissant, <leur donna l’indice qui manquait|leur montra un raccourci|leur offrit un pot de miel>.', '<#coin:La pièce retourna|Le bracelet retourna|La montre retourna|La bille retourna> à sa propriétaire, une vieille dame du coin, qui remercia {name} pour tant d’honnêteté.|Pour les remercier, la dame leur <indiqua un raccourci|offrit des biscuits|donna un précieux indice>.'],
      lesson: ['{name} apprit que l’honnêteté donne confiance aux autres.', 'Depuis ce jour, {name} savait qu’être honnête rend les amitiés plus solides.', '~Ainsi, {name} comprit que l’honnêteté est un trésor plus précieux que <n’importe quelle pièce|tout l’or du monde|mille pièces>.'],
    },
    change: {
      test: ['Soudain, le chemin habituel était <fermé|inondé|plein de travaux>, et il fallut passer ailleurs.|Au début, ce changement ne plut <pas du tout|vraiment pas|pas beaucoup> à {name}.', 'Ce jour-là, le sentier habituel {place.of} était inondé, et il fallut changer de plan.|Ce changement ne plaisait pas du tout à {cname}.'],
      resolution: ['Grâce au nouveau chemin, ils découvrirent <un endroit magnifique qu’ils ne connaissaient pas|un pré plein de papillons|un lac où l’on pouvait se baigner>.|<Ce changement avait été une belle surprise|Quelle chance, ce changement|Le nouveau chemin avait été le plus beau>.', 'Le nouveau plan les mena vers <un endroit merveilleux|une cascade cachée|un verger plein de fruits> qu’ils n’auraient jamais vu sans ce changement.'],
      lesson: ['{name} apprit à accepter le changement, car un changement apporte parfois des merveilles.', 'Depuis ce jour, {name} savait qu’accepter un changement aide à <grandir|découvrir de nouvelles choses|avancer>.', 'Depuis, quand un changement arrivait, {name} et {cname} disaient : « Voyons où ça mène ! »'],
    },
    truth: {
      test: ['Sans le vouloir, {name} <#truth:marcha sur les fleurs du jardin d’un voisin|cassa un pot de fleurs avec le ballon|tacha de boue le drap d’un voisin>.|<Personne n’avait rien vu|Il n’y avait personne autour|Personne ne s’en était aperçu>, et il y eut un moment d’hésitation.', 'Sans le faire exprès, {cname} <#truth:écrasa les tulipes d’un voisin|fit tomber le pot de fleurs d’un voisin|éclaboussa de boue le drap d’un voisin> {place.in}.|<Personne n’avait rien remarqué|Il n’y avait personne autour|Personne ne regardait>, et {name} hésita un instant.'],
      resolution: ['{name} décida de dire la vérité et raconta ce qui était arrivé <#truth:aux fleurs|au pot de fleurs|au drap>.|Le voisin fut touché par cette vérité, et ensemble ils <#truth:plantèrent de nouvelles fleurs|rempotèrent la plante|lavèrent le drap>.', '{name} alla frapper chez le voisin pour lui dire la vérité sur <#truth:les fleurs|le pot de fleurs|le drap>.|Le voisin <sourit et les remercia|les remercia et les aida à tout arranger|dit merci et les invita à goûter>.'],
      lesson: ['{name} apprit que dire la vérité <est toujours le meilleur chemin|rend le cœur léger|donne confiance aux autres>.', '~Ainsi, {name} comprit que la vérité rend le cœur léger.', 'Depuis ce jour, {name} savait que dire la vérité, même si cela coûte un peu, <soulage toujours|rend le cœur léger|donne confiance>.'],
    },
    think: {
      test: ['{name} voulut <sauter le ruisseau sans regarder, et finit les pieds mouillés|ranger le sac trop vite, et tout se mélangea|prendre le premier chemin venu, et ce n’était pas le bon>.|<Alors vint le moment de réfléchir un peu|La prochaine fois, mieux valait regarder d’abord|Ça faisait rire, mais ça donnait à réfléchir>.', '{cname} voulut ouvrir une porte {place.of} en tirant de toutes ses forces, alors qu’il fallait pousser.|{name} proposa de <réfléchir un instant|lire l’écriteau|essayer dans l’autre sens>.'],
      resolution: ['Avant le dernier pas, {name} <prit le temps de réfléchir|s’arrêta pour regarder|compta jusqu’à dix> et choisit le chemin sûr.|<Cette idée calme marcha du premier coup|Et ce fut le bon choix|Tout se passa bien>.', 'Cette fois, {name} prit le temps de <réfléchir|bien réfléchir|réfléchir un moment> avant de choisir, et le bon chemin apparut.'],
      lesson: ['{name} apprit qu’il vaut mieux <réfléchir avant d’agir|réfléchir avant de sauter|bien réfléchir avant de décider>.', 'Depuis ce jour, {name} prenait toujours le temps de <réfléchir|bien réfléchir|réfléchir un peu> avant d’agir.'],
    },
    'never-give-up': {
      test: ['Rien ne marchait, et {name} <eut envie de rentrer à la maison|poussa un gros soupir|s’assit sur une pierre>.|Mais après <une grande respiration|un câlin de {cname}|un petit goûter>, la décision fut prise : ne pas abandonner.', 'Le troisième essai {place.in} échoua, comme les deux premiers.|<Mais {name} refusa d’abandonner|Mais {name} ne voulut pas abandonner|{name} serra les dents : pas question d’abandonner>.'],
      resolution: ['<Après tant d’essais|Au dernier essai|Après beaucoup d’efforts>, {name} réussit enfin.|<Ne pas abandonner en avait valu la peine|Quelle joie de ne pas avoir abandonné|Ne pas abandonner avait payé>.', '<Un essai de plus, encore un, et cette fois, ce fut le bon|Au cinquième essai, ça marcha enfin|Encore un effort, et ce fut réussi>.|{cname} <fit la fête|sauta de joie|applaudit> : ne pas abandonner avait payé.'],
      lesson: ['{name} apprit à ne jamais abandonner, même <dans les moments difficiles|quand tout allait de travers|dans les pires moments>.', 'Ainsi, {name} sut que ceux qui n’abandonnent jamais vont plus loin.', 'Depuis, devant chaque chose difficile, {name} et {cname} se disaient : « On ne va pas abandonner, encore un essai ! »'],
    },
    respect: {
      test: ['En chemin, ils rencontrèrent <un animal qui parlait d’une façon très différente|un hérisson qui parlait très lentement|une pie qui mélangeait tous les mots>.|<Certains rirent, mais {name} l’écouta avec respect|Au lieu de rire, {name} écouta avec respect|{name} attendit la fin de chaque phrase, avec respect>.', 'Près {place.of}, un vieil animal aux manières étranges demanda son chemin à {cname}.|<Certains se moquèrent, mais {name} répondit avec respect|{name} prit le temps de lui répondre, avec respect|Au lieu de rire, {name} l’aida avec respect>.'],
      resolution: ['Cet animal si différent connaissait <le secret|le bon chemin|la réponse>, et le partagea parce qu’on l’avait traité avec respect.', 'Touché par ce respect, l’animal leur confia <un chemin secret|un raccourci|un précieux conseil>.'],
      lesson: ['{name} apprit que le respect des autres nous rend tous meilleurs.', '~Depuis ce jour, {name} savait que le respect ouvre beaucoup de portes.', '{name} découvrit que le respect permet d’écouter des voix très différentes.'],
    },
    friendship: {
      test: ['{name} et {cname} se disputèrent un instant <pour une bêtise|pour savoir qui porterait le sac|pour choisir le chemin>.|<Très vite, ils comprirent qu’en équipe, ils étaient plus forts|Mais l’amitié fut plus forte que la dispute|Bientôt, ils rirent de leur bêtise>.', '{cname} voulait passer à gauche, {name} à droite, et le ton monta un peu {place.in}.|Puis ils se souvinrent <qu’ils formaient une équipe|qu’ils voulaient la même chose|que se disputer ne servait à rien>.'],
      resolution: ['{name} et {cname} se donnèrent la main et travaillèrent en équipe.|<Leur amitié rendit le travail bien plus facile|À deux, ils allèrent deux fois plus vite|Ils rirent du début à la fin du travail>.', 'Côte à côte, {name} et {cname} trouvèrent ensemble la solution.|<Leur amitié était plus forte que tous les obstacles|À deux, tout était plus facile|Quelle belle équipe ils formaient>.'],
      lesson: ['{name} apprit que l’amitié aide à faire ensemble les choses <difficiles|les plus grandes|les plus lourdes>.', '~{name} apprit que l’amitié vaut plus que n’importe quel trésor.', 'Depuis ce jour, {name} savait qu’une belle amitié est <la meilleure compagne de route|le plus beau des cadeaux|plus forte que toutes les disputes>.'],
    },
    forgiveness: {
      test: ['Sans le vouloir, {cname} perdit le goûter de {name}.|Il y eut une petite dispute, et les yeux de {cname} se voilèrent de tristesse.', 'Par mégarde, {cname} renversa la gourde de {name} {place.in}.|Toute l’eau coula dans l’herbe, et {name} <fronça les sourcils|poussa un gros soupir|croisa les bras>.'],
      resolution: ['{name} décida de pardonner à {cname} et lui fit un câlin.|<Après le pardon, tout alla beaucoup mieux|La colère s’envola en un instant|Et bientôt, ils rirent ensemble>.', '{cname} s’excusa, et {name} pardonna de bon cœur.|<La journée reprit, plus légère qu’avant|Bientôt, ils riaient de nouveau|Le reste de la journée fut bien plus doux>.'],
      lesson: ['~{name} apprit que savoir pardonner rend le cœur plus <léger|calme|grand>.', 'Depuis ce jour, {name} savait que pardonner est <un geste d’amour|un beau cadeau|une force>.', 'Ce soir-là, {name} et {cname} se promirent de se pardonner toujours les petites bêtises.'],
    },
    accept: {
      test: ['{name} pensait que les autres étaient <plus rapides et plus forts|plus grands et plus doués|plus malins>.|<Cette idée rendait {name} triste|Ça pesait un peu sur le cœur|Ça faisait un petit chagrin>.', 'Les autres savaient grimper aux arbres {place.of}, mais pas {name}.|<Un petit pincement de tristesse serra son cœur|{name} baissa les yeux|{name} resta dans son coin, sans rien dire>.'],
      resolution: ['À la fin, ce fut justement <la façon d’être|la manière calme|l’idée toute simple> de {name} qui fit toute la différence.|<Tout le monde applaudit de bon cœur|{cname} fit un bond de joie|Tout le village fit la fête>.', 'Tout le monde fêta ce qui rendait {name} <irremplaçable|unique|indispensable>.'],
      lesson: ['{name} apprit à s’accepter avec ses différences, car chaque personne a de la valeur.', 'Ainsi, {name} découvrit que s’accepter avec tendresse est le premier pas vers le bonheur.', 'Depuis ce jour, {name} savait qu’on peut accepter d’être différent et briller quand même.'],
    },
    patience: {
      test: ['{name} voulait <tout, tout de suite|arriver tout de suite au bout|voir le résultat tout de suite>.|Mais certaines choses demandaient <du temps|de la patience|d’attendre un peu>.', '{name} trépignait d’impatience {place.in}.|{cname} rappela que certaines choses demandaient du temps.'],
      resolution: ['{name} attendit avec patience <le lever de la lune|le lever du jour|le retour du soleil>, et à sa lumière apparut ce qu’ils cherchaient.', '{name} attendit <sans se presser|en comptant les nuages|en fredonnant avec {cname}>, et au bon moment, tout se mit en place.'],
      lesson: ['{name} apprit que la patience aide à obtenir <les choses importantes|ce qui compte vraiment|les plus belles choses>.', '~Depuis ce jour, {name} savait que la patience est <une sorte de magie|un petit super-pouvoir|une clé secrète>.', 'Depuis, quand une chose tardait, {name} et {cname} attendaient avec patience en comptant les nuages.'],
    },
  },
  beats: {
    heroIntro: ['Il était une fois, près {place.of}, une personne très spéciale qui s’appelait {name}[3:, et dont on parlait beaucoup].', 'Voici l’histoire de {name}, qui habitait tout près {place.of}.', '{place.in} vivait {name}[3:, une personne pleine d’imagination].', 'Dans cette histoire, tu vas faire la connaissance de {name}, qui habitait près {place.of}.', 'Il n’y a pas si longtemps, {place.in}, vivait {name}.'],
    companionIntro: ['Avec {name} voyageait toujours {comp.a} qui s’appelait {cname}.', 'À ses côtés marchait {comp.a} qui répondait au nom de {cname}[2:, la compagnie idéale pour toutes les sorties].', 'Sa compagnie préférée, c’était {comp.a} du nom de {cname}.'],
    petIntro: ['À la maison vivait {cname}, {comp.poss}[2:, qui connaissait tous ses secrets].|Ce jour-là, {cname} était aussi de la partie.', 'Avec {name} venait {cname}, {comp.poss} de toujours.', '{cname}, {comp.poss}, frétillait de joie[2:, comme si quelque chose de grand se préparait].'],
    friendIntro: ['{friend} vint aussi, comme toujours[2:, car {friend} ne ratait jamais une sortie].', '{friend} arriva en courant pour rejoindre l’équipe.', '{friend} se joignit à l’équipe[2:, le sac plein d’idées].'],
    friendHelp: ['{friend} eut une idée et l’expliqua avec les mains.', '{friend} tint la corde pendant que les autres passaient.', '{friend} trouva la solution[2: presque sans le vouloir], et tout le monde rit.'],
    relativeIntro: ['{rel} leur dit au revoir sur le pas de la porte, avec un bisou.', 'Avant le départ, {rel} leur donna un sandwich pour la route.', '{rel} les accompagna au début du chemin.'],
    placeTrip: ['Personne n’avait jamais vu un endroit pareil.', 'Tout y était nouveau et surprenant.', 'C’était exactement l’endroit dont {name} rêvait.'],
    activity: ['{name} aimait aussi {hobbies}.', 'Et ce n’était pas tout : {name} adorait aussi {hobbies}.', 'Et ce jour-là, au programme, il y avait {act}, ce que {name} préférait.', 'Ce que {name} aimait le plus au monde, c’était {act}.'],
    relativeJoin: ['Ce jour-là, {rel} vint avec eux.', '{rel} mit ses bottes et annonça : « Aujourd’hui, je viens aussi. »', 'Cette fois, {rel} ne resta pas à la maison : l’aventure se ferait ensemble.'],
    relativeHelp: ['{rel} connaissait un raccourci et le leur montra.', '{rel} sortit de son sac la chose qui manquait.', 'Avec {rel} à côté, tout semblait plus facile.', '{rel} rit et leur apprit une vieille astuce.', '{rel} leur raconta une histoire d’autrefois sur cet endroit.'],
    animalHelp: ['{beast} marchait devant pour ouvrir le chemin.', '{beast} trouva le passage avant tout le monde.', 'Même {beast} aida à sa façon.', '{name} partagea son goûter avec {beast}.'],
    animalMeet: ['En chemin, ils croisèrent {beast.a} très sympathique[2:, qui fit un bon bout de route avec eux].', 'Tout à coup apparut {beast.a}.|{name} dit bonjour, et {beast} resta avec l’équipe[2: jusqu’à la fin de la journée].'],
    travel: ['Ce jour-là, le voyage les mena {rplace.to}.', 'Tout fut prêt pour le départ, direction {rplace}.', 'Le grand projet, c’était d’aller {rplace.to}[2:, un endroit que {name} rêvait de voir depuis longtemps].'],
    locate: ['{place.in}, ', 'Au milieu {place.of}, ', 'Un peu plus loin[3:, au détour d’un passage étroit], ', 'Sur place, ', 'Juste à la sortie {place.of}, ', '[2:Malheureusement, ]{place.in}, '],
    perceive: ['{cname} remarqua[3: avec un étonnement grandissant] que ', 'Tout de suite, ils virent[2: sans difficulté] que ', '{cname} constata[3:, les yeux écarquillés,] que ', 'De loin, {cname} avait déjà vu que ', '[2:En s’approchant doucement, ]{cname} découvrit que '],
    arrive: ['{name} et {cname} arrivèrent {place.to}[3:, après une longue marche silencieuse].', '<Ensuite|Après cela|Sans se presser>, ils marchèrent jusqu’{place.to}[2:, en bavardant de tout et de rien].', '<Plus tard|Un peu après|Dans l’après-midi>, ils arrivèrent {place.to}[3:, où les attendait une surprise].', '<L’étape suivante fut|Le prochain arrêt fut|Ensuite vint> {place}[3:, que {cname} rêvait de voir depuis longtemps].', '<Leur chemin|Le sentier|Leurs pas> les mena {place.to}[2:, par un sentier bordé de fleurs].', '<Un peu plus tard|Bientôt|Au bout d’un moment>, ils étaient {place.in}[3:, le souffle encore court après la montée].', 'Ils <continuèrent|avancèrent|poursuivirent leur route> jusqu’{place.to}[3:, en comptant leurs pas pour passer le temps].', '{cname} ouvrit la marche jusqu’{place.to}.', 'Guidée par {cname}, l’équipe atteignit {place}.', 'Avec {cname} en tête, ils gagnèrent {place}[2: sans se presser].', '{cname} aperçut en premier {place}.'],
    companionIdea: ['{cname} proposa d’essayer par l’autre côté {place.of}, et ça marcha.', '{cname} trouva un trou par où passer {place.in}[2: et le montra de la patte].', '{cname} eut une idée toute simple : avancer doucement, ensemble[3:, en se tenant compagnie jusqu’au bout].', 'Ce fut {cname} qui trouva le moyen de traverser {place}[2:, à la surprise générale].', '{cname} repéra {place.in} une planche oubliée[3:, assez solide pour servir de pont], et le problème fut réglé.'],
    feelings: ['{cname} dit[3: avec une fierté immense] : « On a réussi ! »', '« On s’en sort très bien ! » s’écria {cname}[3: avec enthousiasme].', '« Doucement, pas à pas », proposa {cname}[3:, prudemment].', '{cname} demanda[3: d’un air pensif] : « Et maintenant, on va où ? »', '« À deux, c’est plus facile », dit {cname}[2: avec un sourire][3: complice].', '« Regarde là-bas ! » fit {cname} en tendant la patte[3: vers l’horizon].', '« Encore un petit effort ! » lança {cname}[3: pour encourager toute l’équipe].', '{cname} chuchota[3:, pour ne déranger personne] : « On y est presque. »', '« Quelle journée ! » soupira {cname}[3: en s’étirant longuement].', '« Tu as vu ça ? » demanda {cname}, les yeux ronds[3: d’étonnement].'],
    helpIntro: ['<À ce moment-là|Juste à ce moment|Soudain> apparut {helper.a}.', 'Alors s’approcha {helper.a} qui avait <tout entendu|tout vu|suivi toute l’histoire>.', '<Peu après|Au détour du chemin|Un peu plus loin>, ils rencontrèrent {helper.a}.'],
    closing: ['Ce soir-là, {name} s’endormit avec un grand sourire, et {cname} aussi.', 'Tout le monde quitta {place} en chantant.', 'Et ainsi se termina l’histoire {obj.of}.', 'Ainsi finit cette journée, avec {cname} tout près[3:, qui ronflait déjà doucement].', 'Depuis, {place.in}, on parlait encore {obj.of}.'],
    sounds: ['Plic, ploc ! faisaient les pieds dans les flaques.', 'Miam, miam ! fit {cname} avec un biscuit.', 'Ding, dong ! sonna une petite cloche.', 'Grou, grou ! gargouilla le ventre de {cname}.', 'Pof ! fit une pomme de pin en tombant de l’arbre.', 'Atchoum ! éternua {cname}.', 'Fiou, fiou ! siffla le vent.', 'Splash ! {cname} se mouilla les pattes.'],
    humour: [
      ['{cname} se mit une feuille sur la tête, en guise de chapeau.', '{cname} fit un gros bruit de bouche, et tout le monde rit.'],
      ['{cname} voulut sauter par-dessus une flaque et atterrit en plein milieu, splatch !', '{cname} essaya de siffler, mais seul un petit « pfff » sortit.', '{cname} fit une révérence si profonde que son nez toucha le sol.', 'Un papillon se posa sur le nez de {cname}, qui louchait pour le regarder.', '{cname} compta les nuages et en trouva un en forme de chaussette.', '{cname} se mit une chaussette sur l’oreille pour faire rire tout le monde.', '<Un canard|Un perroquet|Une oie> imita {cname}, et personne ne pouvait plus s’arrêter de rire.', '{cname} éternua si fort que son chapeau s’envola.', '{cname} essaya de marcher à reculons et se prit les pattes dans une ronce.', 'Une grenouille sauta sur le dos de {cname} et refusa d’en descendre.', '{cname} bâilla si grand qu’une mouche faillit y entrer.'],
      ['{cname} affirma avoir une carte infaillible, mais la tenait à l’envers.', '« Je ne me perds jamais », dit {cname}, juste avant de disparaître dans un buisson.', 'L’écho répétait tout ce que disait {cname}, même les éternuements.', '{cname} voulut faire une sieste de deux minutes et ronfla pendant dix.', '« Je connais un raccourci », annonça {cname}, et le raccourci était deux fois plus long.', '{cname} essaya de siffler à la manière d’un merle, mais seul un petit pschitt sortit.'],
      ['{cname} annonça un plan parfait, et le plan consistait à goûter d’abord.', '« Techniquement, on n’est pas perdus, expliqua {cname}, on explore sans savoir où. »', 'Même l’écho semblait lassé des innombrables plaisanteries de {cname}[2:, qui n’en finissaient jamais].', '{cname} proposa de voter pour savoir par où passer, et vota deux fois.', '« Je ne panique jamais », déclara {cname}[2:, un peu trop vite pour être crédible].', 'Selon {cname}, un goûter bien mérité valait toutes les cartes du monde.'],
    ],
    thoughts: ['{name} pensa que l’important, c’était d’arriver ensemble[2:, et pas d’arriver en tête].', '{name} se demanda combien de choses se passaient sans que personne les remarque[2:, chaque jour, dans des endroits comme celui-là].', '{name} se dit que la meilleure idée arrive parfois[2: juste] après la pire.', '{name} comprit qu’avoir des doutes ne voulait pas dire abandonner[2:, mais réfléchir avec plus de soin].'],
    refrain: ['Pas à pas, {cname} et {name} continuèrent.', 'Avec {cname}, le chemin était plus facile.'],
  },
  events: {
    'new-sibling': {
      setup: ['Depuis peu, il y avait un nouveau bébé à la maison[2:, qui dormait beaucoup et se réveillait souvent].|Parfois, {name} regrettait le temps où personne d’autre ne réclamait les câlins.'],
      turn: ['En chemin, {name} pensa au bébé de la maison et à tout ce qu’il y aurait à lui apprendre plus tard.'],
      close: ['De retour à la maison, {name} raconta l’aventure au bébé[2:, qui écouta avec de grands yeux].|Avoir un bébé à la maison, c’était aussi une aventure.'],
    },
    'new-sibling-girl': {
      setup: ['Depuis peu, il y avait un nouveau bébé à la maison[2:, qui dormait beaucoup et se réveillait souvent].|Parfois, {name} regrettait le temps où personne d’autre ne réclamait les câlins.'],
      turn: ['En chemin, {name} pensa au bébé de la maison et à tout ce qu’il y aurait à lui apprendre plus tard.'],
      close: ['De retour à la maison, {name} raconta l’aventure au bébé[2:, qui écouta avec de grands yeux].|Être une grande sœur, c’était aussi une aventure.'],
    },
    'new-sibling-boy': {
      setup: ['Depuis peu, il y avait un nouveau bébé à la maison[2:, qui dormait beaucoup et se réveillait souvent].|Parfois, {name} regrettait le temps où personne d’autre ne réclamait les câlins.'],
      turn: ['En chemin, {name} pensa au bébé de la maison et à tout ce qu’il y aurait à lui apprendre plus tard.'],
      close: ['De retour à la maison, {name} raconta l’aventure au bébé[2:, qui écouta avec de grands yeux].|Être un grand frère, c’était aussi une aventure.'],
    },
    'new-sibling-expected': {
      setup: ['À la maison, on attendait un bébé[2:, et un petit lit vide était déjà prêt].|Parfois, {name} se demandait comment ce serait quand le bébé arriverait.'],
      turn: ['En chemin, {name} pensa au bébé qui allait bientôt naître et à tout ce qu’il y aurait à lui apprendre plus tard.'],
      close: ['De retour à la maison, {name} garda l’aventure pour la raconter au bébé à sa naissance[2:, avec tous les détails].|Bientôt, il y aurait un bébé à la maison, et ce serait aussi une aventure.'],
    },
    'new-sibling-expected-girl': {
      setup: ['À la maison, on attendait un bébé[2:, et un petit lit vide était déjà prêt].|Parfois, {name} se demandait comment ce serait quand le bébé arriverait.'],
      turn: ['En chemin, {name} pensa au bébé qui allait bientôt naître et à tout ce qu’il y aurait à lui apprendre plus tard.'],
      close: ['De retour à la maison, {name} garda l’aventure pour la raconter au bébé à sa naissance[2:, avec tous les détails].|Bientôt, {name} serait une grande sœur, et ce serait aussi une aventure.'],
    },
    'new-sibling-expected-boy': {
      setup: ['À la maison, on attendait un bébé[2:, et un petit lit vide était déjà prêt].|Parfois, {name} se demandait comment ce serait quand le bébé arriverait.'],
      turn: ['En chemin, {name} pensa au bébé qui allait bientôt naître et à tout ce qu’il y aurait à lui apprendre plus tard.'],
      close: ['De retour à la maison, {name} garda l’aventure pour la raconter au bébé à sa naissance[2:, avec tous les détails].|Bientôt, {name} serait un grand frère, et ce serait aussi une aventure.'],
    },
    'first-day-school': {
      setup: ['Le lendemain, c’était la rentrée dans une nouvelle école[2:, avec une nouvelle classe et un nouveau cartable].|Beaucoup de questions trottaient dans la tête de {name}.'],
      turn: ['{name} pensa que la nouvelle école serait comme ce chemin : étrange au début, puis familière.'],
      close: ['Le lendemain, à l’école, {name} raconta l’aventure[2: et se fit tout de suite deux nouveaux amis].'],
    },
    'moving-house': {
      setup: ['La famille de {name} allait déménager dans une nouvelle maison[2:, et les cartons remplissaient déjà le couloir].'],
      turn: ['{name} pensa qu’une nouvelle maison, c’était aussi un endroit à découvrir[2:, avec des coins qui n’avaient pas encore d’histoire].'],
      close: ['Dans la nouvelle maison, {name} choisit un coin pour ranger les souvenirs de l’aventure.|Petit à petit, cette maison devint la sienne.'],
    },
    hospital: {
      setup: ['Quelques jours plus tôt, {name} avait passé du temps à l’hôpital[2:, où les infirmières étaient très gentilles].'],
      turn: ['{name} se rappela l’infirmière de l’hôpital qui racontait des blagues, et sourit.'],
      close: ['Maintenant, {name} savait qu’à l’hôpital aussi, on prend soin des gens avec tendresse.'],
    },
    operation: {
      setup: ['Bientôt, {name} devait avoir une petite opération[2:, et les médecins avaient expliqué chaque étape].'],
      turn: ['{name} pensa aux médecins, qui travaillaient eux aussi en équipe.'],
      close: ['Le jour de l’opération, {name} se souvint de cette aventure et trouva des forces.'],
    },
    dentist: {
      setup: ['Le lendemain, il fallait aller chez le dentiste.|{name} ne savait pas très bien comment ça allait se passer.'],
      turn: ['{cname} ouvrit grand la bouche pour montrer ses dents, et {name} rit : c’était exactement ce qu’il fallait faire chez le dentiste.'],
      close: ['Chez le dentiste, {name} ouvrit grand la bouche et compta jusqu’à dix.|À la sortie, il y eut un autocollant et des dents toutes brillantes.'],
    },
    vaccine: {
      setup: ['Cette semaine-là, il y avait un vaccin à faire[2:, de ceux qui protègent des maladies].'],
      turn: ['{name} pensa que le vaccin aidait le corps à se défendre.'],
      close: ['Le moment du vaccin venu, ce ne fut qu’une petite piqûre[2:, suivie d’un long câlin].'],
    },
    illness: {
      setup: ['Ces jours-là, {name} devait beaucoup se reposer pour guérir.'],
      turn: ['Le corps avait besoin de repos, mais l’imagination de {name} voyageait loin.'],
      close: ['Petit à petit, avec du repos et des câlins, {name} retrouva la santé.'],
    },
    'grief-grandmother': {
      setup: ['Depuis peu, la grand-mère de {name} n’était plus là[2:, et à la maison, elle manquait beaucoup à tout le monde].|{name} gardait son foulard préféré.'],
      turn: ['Dans un moment de calme, {name} repensa aux histoires de grand-mère et sentit qu’elle était encore tout près, dans les souvenirs.'],
      close: ['Ce soir-là, {name} raconta l’aventure à la photo de grand-mère.|Penser à elle avec tendresse, c’était une façon de la garder près de soi.'],
    },
    'grief-grandparent': {
      setup: ['Depuis peu, le grand-père de {name} n’était plus là[2:, et à la maison, il manquait beaucoup à tout le monde].|{name} gardait sa casquette préférée.'],
      turn: ['Dans un moment de calme, {name} repensa aux histoires de grand-père et sentit qu’il était encore tout près, dans les souvenirs.'],
      close: ['Ce soir-là, {name} raconta l’aventure à la photo de grand-père.|Penser à lui avec tendresse, c’était une façon de le garder près de soi.'],
    },
    'grief-pet': {
      setup: ['Depuis peu, l’animal de la famille n’était plus là[2:, après de longues années heureuses].|{name} y pensait souvent.'],
      turn: ['{name} se rappela les jeux avec l’animal de la famille et sourit un tout petit peu.'],
      close: ['Avant de dormir, {name} dessina l’animal de la famille à côté de {cname}.|La tendresse était toujours là.'],
    },
    'parents-apart': {
      setup: ['Depuis quelque temps, ses parents vivaient dans deux maisons différentes.|Les deux maisons étaient sa maison, et dans chacune, on aimait {name} très fort.'],
      turn: ['{name} pensa que l’aventure pourrait se raconter deux fois : une fois dans chaque maison.'],
      close: ['Ce week-end-là, {name} raconta l’aventure dans une maison, et le week-end suivant, dans l’autre.|Dans les deux, on écouta avec la même tendresse.'],
    },
    adoption: {
      setup: ['{name} avait rejoint sa famille par l’adoption[2:, et adorait entendre l’histoire du jour de leur rencontre].'],
      turn: ['{name} pensa que les familles se forment de bien des façons, et toutes avec amour.'],
      close: ['À la maison, toute la famille serra {name} très fort, comme chaque jour.'],
    },
    'two-mums': {
      setup: ['À la maison attendaient ses deux mamans[2:, toujours curieuses de chaque détail de ses aventures].'],
      turn: ['{name} imagina ce que diraient ses deux mamans en entendant ça.'],
      close: ['Ce soir-là, ses deux mamans écoutèrent toute l’aventure et applaudirent à la fin.'],
    },
    'two-dads': {
      setup: ['À la maison attendaient ses deux papas[2:, toujours curieux de chaque détail de ses aventures].'],
      turn: ['{name} imagina ce que diraient ses deux papas en entendant ça.'],
      close: ['Ce soir-là, ses deux papas écoutèrent toute l’aventure et applaudirent à la fin.'],
    },
    bullying: {
      setup: ['À l’école, des camarades se moquaient parfois de {name}, et ça faisait mal.'],
      turn: ['{name} décida d’en parler à l’institutrice au retour, car demander de l’aide demande du courage.'],
      close: ['Le lendemain, {name} parla à l’institutrice.|L’institutrice parla à toute la classe, et les moqueries cessèrent.'],
    },
    diabetes: {
      setup: ['{name} avait du diabète et savait mesurer son sucre[2: avec un petit appareil toujours à portée de main].'],
      turn: ['Au milieu de l’après-midi, {name} mesura son sucre et prit son goûter, comme chaque jour.'],
      close: ['{name} savait très bien prendre soin de sa santé, et c’était aussi une vraie force.'],
    },
    birthday: {
      setup: ['L’anniversaire de {name} approchait[2:, et à la maison, on sentait qu’il se préparait quelque chose].'],
      turn: ['{name} pensa aux ballons et au gâteau d’anniversaire, et marcha plus vite.'],
      close: ['Au retour, une fête d’anniversaire attendait, avec un gâteau et des bougies.|Ce fut le plus beau des cadeaux : fêter l’aventure avec tout le monde.'],
    },
    holiday: {
      setup: ['C’étaient les vacances, et il y avait du temps pour tout.'],
      turn: ['En vacances, les journées semblaient plus longues et pleines de surprises.'],
      close: ['Ces vacances-là furent les plus amusantes dont {name} se souvenait.'],
    },
    'sleep-own-bed': {
      setup: ['Ce soir-là, {name} allait dormir pour la première fois dans son propre lit[2:, avec son nouvel oreiller].'],
      turn: ['~{name} pensa que son nouveau lit serait un bateau pour voguer dans les rêves.', '{name} pensa à son nouveau lit, si moelleux.'],
      close: ['Cette nuit-là, {name} dormit dans son lit, avec {cname} tout près.|Au réveil, un soleil magnifique attendait.'],
    },
    potty: {
      setup: ['{name} apprenait à se passer de la couche[2:, et chaque jour, ça allait un peu mieux].'],
      turn: ['{cname} rappela qu’apprendre quelque chose de nouveau demande du temps.'],
      close: ['De retour à la maison, {name} alla aux toilettes sans aide, et tout le monde fit la fête.'],
    },
    'new-glasses': {
      setup: ['{name} étrennait de nouvelles lunettes[2:, avec une monture de sa couleur préférée].'],
      turn: ['Avec ses nouvelles lunettes, {name} vit un détail que personne d’autre n’avait vu.'],
      close: ['Depuis ce jour, {name} portait ses lunettes avec fierté[2:, car grâce aux lunettes, le monde était bien plus net].'],
    },
  },
  fears: {
    dark: {
      setup: ['!Le soir, {name} avait peur du noir dans sa chambre.', '{name} n’aimait pas du tout le moment où on éteignait la lumière de la chambre.'],
      turn: ['Quand la nuit tomba, {cname} alluma une petite lumière, et {name} découvrit que la nuit, le monde restait le même.'],
      close: ['Ce soir-là, en éteignant la lumière, {name} repensa à l’aventure et s’endormit tranquillement.'],
    },
    dog: {
      setup: ['!{name} avait peur des gros chiens.', '{name} n’aimait pas beaucoup les gros chiens.'],
      turn: ['Un gros chien très calme s’approcha doucement[2: et s’assit tout près].|{name} lui caressa la tête avec précaution.'],
      close: ['Depuis, {name} disait bonjour aux chiens calmes avec un sourire.'],
    },
    water: {
      setup: ['!{name} avait un peu peur de l’eau.', '{name} n’aimait pas aller dans l’eau.'],
      turn: ['{name} trempa les pieds dans l’eau, juste un tout petit peu, et découvrit que l’eau était tiède.'],
      close: ['À la fin de l’été, {name} barbotait dans l’eau sans s’arrêter.'],
    },
    monster: {
      setup: ['!{name} avait peur des monstres sous le lit.', 'Parfois, {name} imaginait des choses bizarres sous le lit.'],
      turn: ['{cname} regarda sous le lit et n’y trouva qu’une chaussette et beaucoup de poussière.'],
      close: ['Ce soir-là, {name} rit en pensant à la chaussette et s’endormit tranquillement.'],
    },
    storm: {
      setup: ['!{name} avait peur des orages et du tonnerre.', '{name} n’aimait pas les grands bruits du ciel.'],
      turn: ['Quand un grondement lointain résonna, {cname} se mit à compter : un, deux, trois…, et le bruit parut beaucoup moins grand.'],
      close: ['Depuis, quand le ciel grondait, {name} comptait à voix haute et attendait calmement.'],
    },
    other: {
      setup: ['!Il y avait quelque chose qui faisait peur à {name}[2:, même si {name} n’en parlait pas toujours].', 'Il y avait quelque chose de très difficile pour {name}[2:, même si {name} n’en parlait pas toujours].'],
      turn: ['{name} en parla avec {cname}, et le dire à voix haute rendit la chose plus petite.'],
      close: ['Ce jour-là, {name} découvrit une force plus grande que prévu.'],
    },
  },
  needs: {
    teaIntro: ['Cette histoire a un début, un problème et une fin heureuse.'],
    teaEmotion: ['{name} ressentait de la joie parce que tout s’était bien passé.', '{name} ressentait de la joie et du calme.'],
    teaFeelings: ['{name} ressentait de la tristesse parce que {obj} n’était plus à sa place.', '{name} ressentait de l’inquiétude parce que personne ne savait où était {obj}.'],
    reassure: ['Rien de grave n’arrivait : tout le monde était en sécurité.', 'Tout allait bien se passer, et {name} le savait.', '{name} se sentait en sécurité, car les amis étaient tout près.'],
    safeEnding: ['Tout le monde était en sécurité à la maison, au chaud et tranquille.', 'À la fin, tout redevint calme, et chacun rentra chez soi en sécurité.'],
    sounds: ['Boum !', 'Crac !', 'Plouf !', 'Toc, toc !', 'Vroum !', 'Zzzip !'],
    questions: ['Que va-t-il se passer ?', 'Vont-ils réussir ?', 'Et toi, que ferais-tu ?', 'Où vont-ils aller ?', 'Qu’y a-t-il là-bas ?'],
    keyRepeat: ['Tout le monde pensait à {obj}.', '{obj} comptait beaucoup.', 'Tout cela, c’était pour {obj}.'],
    cause: ['Ils avançaient doucement parce que le chemin était nouveau. Alors tout se passa bien.', 'Ils s’arrêtèrent parce que la fatigue était là. Alors ils burent de l’eau.', '{obj} comptait beaucoup parce que tout le monde en avait besoin. Alors ils continuèrent.', 'Ils regardaient bien parce qu’ils voulaient comprendre. Alors tout devint clair.'],
  },
  continuation: {
    recall: ['Après sa dernière aventure, {name} retourna {place.to}.', '{name} se souvenait encore de ce qui était arrivé avec {obj}.', '{cname} était toujours tout près, avec l’envie de nouvelles aventures.', 'Quelques jours avaient passé depuis l’histoire {obj.of}.'],
    kinds: {
      explore: {
        summaries: ['{name} explore {place2} à la recherche {obj2.of}.', '{name} et {cname} partent en voyage jusqu’{place2.to}.'],
        start: ['Cette fois, ils voulaient découvrir {place2}, où personne n’était encore jamais allé.|On disait que {obj} s’y trouvait.'],
        end: ['Enfin, ils arrivèrent au cœur {place2.of} et trouvèrent {obj}.'],
      },
      secret: {
        summaries: ['{name} découvre un secret caché {place.in}.', '{name} et {cname} suivent une piste mystérieuse jusqu’{place2.to}.'],
        start: ['{place.in}, il y avait un secret que personne ne connaissait.|{name} trouva le premier indice à côté {obj.of}.'],
        end: ['Le secret, c’était {obj}, gardé là depuis de longues années.'],
      },
      newFriend: {
        summaries: ['{name} aide un nouvel ami qui a perdu {obj2}.', '{name} fait une nouvelle rencontre près {place2.of}.'],
        start: ['Ce jour-là, ils firent une nouvelle rencontre[2: : quelqu’un qui cherchait sa maison et ne se rappelait plus le chemin].|Cette nouvelle connaissance avait perdu {obj}.'],
        end: ['Grâce à l’aide de tous, la nouvelle amitié retrouva {obj} et le chemin de la maison.'],
      },
      party: {
        summaries: ['{name} prépare une grande fête {place.in}.', '{name} et {cname} organisent une fête surprise.'],
        start: ['Ils voulaient préparer une fête surprise[2: pour tous ceux qui les avaient aidés].|Pour la fête, il fallait {obj}.'],
        end: ['La fête fut un succès, et {obj} trôna au milieu de la table.'],
      },
      find: {
        summaries: ['{cname} trouve {obj2.a} et {name} découvre à quoi ça sert.', '{name} trouve {obj2.a} dans un endroit inattendu.'],
        start: ['{cname} trouva {obj.a} que personne n’avait jamais vu.|À quoi servait cette trouvaille ?'],
        end: ['À la fin, ils découvrirent à quoi servait {obj} : à rassembler tout le monde.'],
      },
    },
    directed: ['Ce jour-là, l’aventure prit une direction nouvelle.', 'Cette fois, la journée leur réservait une surprise.', 'Ce matin-là, quelque chose de différent commença.'],
    titles: ['Un nouveau jour pour {name}', '{name} retourne {place.to}', 'Le retour de {name} et {cname}', '{name} et {obj}', 'Une nouvelle sortie avec {cname}'],
  },
};
