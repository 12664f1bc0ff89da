// The explicit words of the embedded safety check (embedded-safety.ts, step 2): curated words and
// phrases per category in the five story languages, matched on a normalised text (lowercase, accents folded, leetspeak digits read as
// letters, repeated letters collapsed, whole words only), plus detectors for personal data (phone
// numbers, street addresses, emails, DNI/NIE, IBAN). Every language's list is applied whatever the
// story language: a parent may type in any of them.
//
// The lists name explicit harm, not fairy-tale vocabulary: dragons, swords, battles, a wolf that eats
// someone, a pillow fight and a knight who defeats a monster all pass. A few words that a story may use
// innocently but a parent should not ask for (drunk, corpse, a beating) are refused in the parent's
// text only.
import type { SafetyCategory, SafetyContext } from './safety-check';

/** The categories the word lists refuse for ('other': insults and swearing). */
type TermCategory = 'self-harm' | 'sexual' | 'hate' | 'drugs' | 'violence' | 'other';

interface TermList {
  /** Refused in every text. */
  always: string[];
  /** Refused in a parent's text, tolerated in a generated story. */
  parentOnly?: string[];
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * Lowercase, accents folded, words separated by one space, leetspeak read as letters, repeats collapsed
 * (kept when `collapse` is false: Italian 'tette' is not French 'tête').
 */
export function normalise(text: string, collapse = true): string {
  const folded = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const tokens = folded
    .split(/[^\p{L}\p{N}@$]+/u)
    .filter(Boolean)
    .map((token) => (/\p{L}/u.test(token) && /[0-9@$]/.test(token) ? token.replace(/[013457@$]/g, (ch) => LEET[ch] ?? ch) : token))
    .map((token) => (collapse ? token.replace(/(\p{L})\1+/gu, '$1') : token));
  // Spaced-out words ("s e x o", "s.e.x.o") are read as one word: runs of three or more single letters.
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) joined.push(collapse ? run.join('').replace(/(\p{L})\1+/gu, '$1') : run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if (token.length === 1 && /\p{L}/u.test(token)) run.push(token);
    else {
      flush();
      joined.push(token);
    }
  }
  flush();
  return ` ${joined.join(' ')} `;
}

/** Several phrases at once: every prefix combined with every word ("odio a los" × "judíos"). */
function combine(prefixes: string[], words: string[]): string[] {
  return prefixes.flatMap((p) => words.map((w) => `${p} ${w}`));
}

// Groups that hate speech targets, per language, and the phrases that attack them.
const GROUPS_ES = ['negros', 'negras', 'judios', 'musulmanes', 'gitanos', 'moros', 'gays', 'homosexuales', 'maricones', 'inmigrantes', 'chinos', 'mujeres', 'lesbianas', 'extranjeros', 'arabes', 'sudacas'];
const GROUPS_EN = ['blacks', 'jews', 'muslims', 'gypsies', 'gays', 'immigrants', 'mexicans', 'chinese', 'women', 'arabs', 'asians', 'lesbians', 'refugees', 'black people', 'gay people'];
const GROUPS_FR = ['noirs', 'juifs', 'musulmans', 'gitans', 'arabes', 'homosexuels', 'pedes', 'immigres', 'etrangers', 'chinois', 'femmes', 'lesbiennes', 'refugies'];
const GROUPS_DE = ['schwarzen', 'juden', 'muslime', 'zigeuner', 'auslander', 'fluchtlinge', 'turken', 'schwulen', 'frauen', 'araber', 'lesben'];
const GROUPS_IT = ['negri', 'ebrei', 'musulmani', 'zingari', 'gay', 'froci', 'immigrati', 'stranieri', 'cinesi', 'donne', 'arabi', 'lesbiche'];

const HATE_ATTACKS = [
  ' son inferiores', ' son basura', ' son escoria', ' son animales', ' no son personas', ' deberian morir', ' no merecen vivir', ' dan asco',
  ' are inferior', ' are animals', ' are trash', ' are subhuman', ' should die', ' are not human', ' don t deserve to live', ' are disgusting',
  ' sont inferieurs', ' sont des animaux', ' sont des sous hommes', ' doivent mourir', ' ne meritent pas de vivre', ' sont degoutants',
  ' sind minderwertig', ' sind untermenschen', ' sind tiere', ' sollen sterben', ' mussen sterben', ' ausrotten', ' vergasen',
  ' sono inferiori', ' sono animali', ' sono feccia', ' devono morire', ' non meritano di vivere', ' fanno schifo',
];
function groupAttacks(groups: string[]): string[] {
  return groups.flatMap((g) => HATE_ATTACKS.map((a) => `${g}${a}`));
}

const LISTS: Record<TermCategory, TermList> = {
  'self-harm': {
    always: [
      // es
      'suicid*', 'quitarse la vida', 'quitarme la vida', 'cortarse las venas', 'cortarme las venas', 'se corta las venas', 'autolesi*',
      'hacerse dano', 'hacerme dano', 'hacerse cortes', 'se hace cortes', 'quiero morirme', 'quiere morirse', 'quiero morir', 'quiere morir',
      'matarse', 'matarme', 'se mata', 'se mato', 'ahorcarse', 'se ahorca', 'tirarse por la ventana', 'tirarse de un puente', 'tirarse al tren',
      'dejar de comer para adelgazar', 'de comer para adelgazar', 'provocarse el vomito', 'anorexi*', 'bulimi*',
      // en
      'kill myself', 'kill himself', 'kill herself', 'kill themselves', 'kill yourself', 'killed himself', 'killed herself', 'killing myself',
      'killing herself', 'killing himself', 'self harm', 'self harming', 'selfharm', 'cut myself', 'cut herself', 'cut himself', 'cutting myself',
      'cutting herself', 'cutting himself', 'cuts herself', 'cuts himself', 'want to die', 'wants to die', 'wanted to die', 'end my life',
      'end his life', 'end her life', 'end it all', 'hang myself', 'hang himself', 'hang herself', 'slit my wrists', 'slit his wrists',
      'slit her wrists', 'overdos*', 'starve herself', 'starve himself', 'starving herself', 'starving himself',
      // fr
      'se tuer', 'me tuer', 'automutil*', 's automutil*', 'scarifi*', 'veut mourir', 'veux mourir', 'voulait mourir', 'se pendre', 'me pendre',
      'mettre fin a ses jours', 'mettre fin a mes jours', 'se couper les veines', 's ouvrir les veines', 'se faire du mal', 'me faire du mal',
      'boulimi*', 'se jeter par la fenetre', 'se jeter du pont',
      // de
      'selbstmord*', 'suizid*', 'sich umbringen', 'mich umbringen', 'bringt sich um', 'brachte sich um', 'sich toten', 'mich toten',
      'sich ritzen', 'ritzt sich', 'ritze mich', 'selbstverletz*', 'will sterben', 'sterben wollen', 'mochte sterben', 'sich erhangen',
      'erhangt sich', 'pulsadern', 'sich das leben nehmen', 'nahm sich das leben', 'magersucht*', 'vom dach springen',
      // it
      'togliersi la vita', 'togliermi la vita', 'uccidersi', 'uccidermi', 'si uccide', 'si e ucciso', 'si e uccisa', 'autolesion*',
      'tagliarsi le vene', 'tagliarmi le vene', 'vuole morire', 'voglio morire', 'impiccarsi', 'impiccarmi', 'si impicca', 'farsi del male',
      'farmi del male', 'anoressi*', 'buttarsi dal ponte', 'buttarsi dalla finestra',
    ],
  },
  sexual: {
    always: [
      // es
      'sexo', 'sexual*', 'porno*', 'pornograf*', 'follar', 'follan', 'follando', 'coito', 'violar', 'violo a', 'viola a la', 'viola a una', 'viola a su', 'violan a', 'violacion*', 'violador*',
      'pene', 'penes', 'vagina*', 'tetas', 'masturb*', 'orgasm*', 'erotic*', 'erotism*', 'hacer el amor', 'hacen el amor', 'prostitu*', 'puta',
      'putas', 'pedofil*', 'acoso sexual', 'abuso sexual', 'abusos sexuales', 'fotos desnud*', 'desnudarse delante', 'se desnuda delante', 'chupar el pene',
      // en
      'sex', 'sexy', 'porn', 'porno', 'rape', 'raped', 'rapes', 'raping', 'rapist*', 'nude', 'nudes', 'naked pictures', 'naked photos', 'fuck*',
      'penis*', 'boobs', 'tits', 'make love', 'making love', 'made love', 'whore*', 'slut*', 'pedophil*', 'paedophil*', 'molester*', 'molested', 'molesting', 'molests', 'molestation',
      'blowjob*', 'blow job', 'sexual abuse', 'having sex', 'have sex', 'strip naked', 'get naked',
      // fr
      'sexe', 'sexuel*', 'viol', 'violer', 'violeur*', 'vagin', 'seins nus', 'erotiq*', 'faire l amour', 'font l amour',
      'pute', 'putes', 'salope*', 'pedophil*', 'nue devant', 'nu devant', 'baiser avec', 'se deshabiller devant',
      // de
      'vergewaltig*', 'fick*', 'titten', 'erotisch*', 'liebe machen', 'hure', 'huren', 'schlampe*', 'padophil*', 'nacktfoto*', 'nacktbild*',
      'sexuell*', 'geschlechtsverkehr',
      // it
      'sesso', 'sessual*', 'stupr*', 'violentare', 'violentata', 'violentato', '=cazzo', '=tette', 'fare l amore', 'fanno l amore', 'puttan*',
      'pedofil*', 'nuda davanti', 'nudo davanti', 'spogliarsi davanti',
    ],
  },
  hate: {
    always: [
      // es
      'sudaca*', 'maricon*', 'marica', 'bollera*', 'mongolo*', 'subnormal*', 'negrata*', 'moro de mierda', 'negro de mierda',
      'gitano de mierda', 'judio de mierda', 'raza superior', 'raza inferior', 'supremacia blanca', 'poder blanco', 'esvastica*',
      ...combine(['odio a los', 'odio a las', 'odia a los', 'odia a las', 'odiar a los', 'odiar a las', 'exterminar a los', 'exterminar a las',
        'matar a los', 'matar a las', 'fuera los', 'fuera las', 'muerte a los', 'muerte a las', 'mueran los', 'mueran las'], GROUPS_ES),
      ...groupAttacks(GROUPS_ES),
      // en
      '=nigger*', '=nigga*', '=niggaz', 'fag', 'fags', 'retard', 'retards', 'kike*', 'spic', 'spics', 'trany', 'tranies', 'wetback*',
      'white power', 'white supremacy', 'white pride', 'master race', 'heil hitler', 'sieg heil', 'ku klux klan', 'nazi', 'nazis',
      'nazism', 'neonazi*', 'hitler', 'swastika*', 'subhuman*',
      ...combine(['hate', 'hate all', 'hate the', 'hates', 'hates all', 'hates the', 'kill all', 'kill the', 'exterminate', 'exterminate all',
        'exterminate the', 'death to', 'death to all', 'gas the'], GROUPS_EN),
      ...groupAttacks(GROUPS_EN),
      // fr
      'negre*', 'bougnoul*', 'youpin*', 'sale noir', 'sale arabe', 'sale juif', 'sale pede', 'race superieure', 'suprematie blanche',
      'gouine*', 'bicot*', 'nazisme', 'sous homes',
      ...combine(['je deteste les', 'deteste les', 'detester les', 'hait les', 'hais les', 'hair les', 'exterminer les', 'tuer les', 'tuer tous les',
        'mort aux', 'dehors les'], GROUPS_FR),
      ...groupAttacks(GROUPS_FR),
      // de
      'neger', 'kanake*', 'schwuchtel*', 'untermensch*', 'herenrase', 'judensau', 'hakenkreuz*', 'nationalsozialis*',
      ...combine(['=ich hasse die', '=hasse die', '=hassen die', 'tod den', 'totet alle', 'totet die', 'vergast die', 'raus mit den'], GROUPS_DE),
      ...groupAttacks(GROUPS_DE),
      // it
      'frocio', 'froci', 'ricchion*', 'terrone', 'terroni', 'zingaro di merda', 'sporco negro', 'sporchi negri', 'razza superiore', 'sporco ebreo',
      'nazista', 'nazisti', 'mongoloide*',
      ...combine(['odio i', 'odio gli', 'odio le', 'odia i', 'odia gli', 'odia le', 'sterminare i', 'sterminare gli', 'sterminare le',
        'uccidere i', 'uccidere gli', 'uccidere tutti i', 'morte ai', 'morte agli', 'morte alle', 'fuori i', 'fuori gli'], GROUPS_IT),
      ...groupAttacks(GROUPS_IT),
    ],
  },
  drugs: {
    always: [
      // es
      'cocain*', 'heroinoman*', 'marihuana', 'porros', 'fumar un porro', 'fumarse un porro', 'fumando porros', 'hachis', 'metanfetamin*', 'anfetamin*', 'lsd', 'mdma', 'ketamin*', 'esnif*',
      'rayas de coca', 'raya de coca', 'meterse una raya', 'drogar*', 'droga', 'drogas', 'drogadict*', 'drogata*', 'narcotrafic*',
      'fentanil*', 'opio', 'chutarse', 'pastillas de extasis', 'pincharse heroina',
      ...combine(['inyectarse', 'fumar', 'fuma', 'consumir', 'consume', 'vender', 'vende', 'comprar', 'compra', 'probar', 'prueba', 'tomar', 'toma'],
        ['heroina', 'crack', 'extasis', 'cocaina', 'speed']),
      // en
      'cocaine', 'heroin', 'marijuana', 'cannabis', 'meth', 'methamphetamin*', 'amphetamin*', 'ketamine', 'crack cocaine', 'smoke crack',
      'smoking crack', 'snort*', 'get high', 'getting high', 'got high', 'drug', 'drugs', 'druged', 'drug dealer*', 'fentanyl', 'opium',
      'smoke weed', 'smokes weed', 'gets high', 'smoking weed', 'smoked weed', 'smoke a joint', 'smoking a joint', 'ecstasy pils', 'junkie*', 'stoner*',
      // fr
      'haschich', 'hashish', 'fumer un joint', 'fume un joint', 'fument un joint', 'drogue', 'drogues', 'se droguer', 'drogue*', 'ecstasy', 'sniffer', 'rail de coke', 'de la coke',
      'se defoncer', 'defonce', 'heroinomane*', 'shooter a l heroine', 'injecter de l heroine', 'fumer de l heroine',
      // de
      'kokain', 'marihuana', 'haschisch', 'gras rauchen', 'joint rauchen', 'einen joint', 'kif*', 'drogen', 'droge', 'drogensucht*',
      'drogendealer*', 'crystal meth', 'ketamin', 'koks', 'koksen', 'sich einen schus setzen', 'high werden', 'heroinsucht*',
      // it
      'cocaina', 'eroinoman*', 'farsi di eroina', 'iniettarsi eroina', 'iniettarsi droga', 'bucarsi', 'spinel*', 'farsi una cana', 'fumare una cana', 'droghe',
      'drogarsi', 'drogato', 'drogata', 'sniffare', 'pippare', 'spaciator*', 'spaciare',
    ],
    parentOnly: [
      'borrach*', 'emborrach*', 'alcohol', 'tabaco', 'cigarril*', 'drunk', 'alcohol', 'cigarette*', 'vodka', 'whisky', 'whiskey',
      'ivre', 'saoul', 'alcol', 'alcool', 'betrunken', 'besofen', 'alkohol', 'zigarette*', 'saufen', 'ubriac*', 'sigaret*',
    ],
  },
  violence: {
    always: [
      // es
      'asesin*', 'apunal*', 'a punaladas', 'cuchillad*', 'navajaz*', 'degol*', 'decapit*', 'descuartiz*', 'desmembr*', 'destrip*', 'tortur*',
      'masacr*', 'matanza*', 'tiroteo*', 'pegar un tiro', 'pegarle un tiro', 'pego un tiro', 'tiro en la cabeza', 'volarle la cabeza',
      'disparar a su', 'dispara a su', 'disparo a su', 'disparar a la gente', 'disparar a los ninos', 'matar a los ninos', 'matar ninos', 'sangre por todas partes', 'charco de sangre', 'bano de sangre',
      'estrangul*', 'ahorcar', 'ahorcarlo', 'ahorcarla', 'violencia domestica', 'pegar a su mujer', 'pega a su mujer',
      'terrorist*', 'atentado*', 'coche bomba', 'poner una bomba', 'pone una bomba', 'arma de fuego', 'armas de fuego', 'pistola cargada',
      'metralleta*', 'ametralladora*', 'rifle de asalto', 'kalashnikov', 'gore', 'mutil*', 'clavarle un cuchillo', 'le clava un cuchillo',
      'le clavo un cuchillo', 'matarlo a golpes', 'matarla a golpes', 'hasta matarlo', 'hasta matarla', 'le corta la cabeza', 'cortarle la cabeza',
      // en
      'murder*', 'stab', 'stabs', 'stabed', 'stabing', 'behead*', 'decapitat*', 'dismember*', 'disembowel*', 'tortur*', 'masacre*',
      'slaughter*', 'shoot him', 'shoot her', 'shoot them', 'shot him', 'shot her', 'shoots him', 'shoots her', 'shooting spree',
      'school shooting', 'mass shooting', 'blow his head off', 'blow her head off', 'blod everywhere', 'pol of blod', 'blodbath', 'strangl*',
      'kill everyone', 'kill everybody', 'kill the kids', 'kill the children', 'beat him to death', 'beat her to death', 'beaten to death', 'domestic violence', 'child abuse', 'terrorist*',
      'terror atack', 'car bomb', 'plant a bomb', 'machine gun', 'asault rifle', 'ak 47', 'loaded gun', 'cut his throat', 'cut her throat',
      'slit his throat', 'slit her throat', 'mutilat*',
      // fr
      'asasin*', 'poignarder', 'poignarde', 'poignardee', 'poignardes', 'egorg*', 'demembr*', 'masacr*', 'tuerie*', 'fusilade*', 'tirer sur',
      'lui tirer desus', 'tirer sur lui', 'tirer sur elle', 'tire sur lui', 'tire sur elle', 'tirer sur les gens', 'coup de couteau', 'coups de couteau', 'bain de sang', 'mare de sang', 'sang partout', 'etrangl*',
      'tuer tout le monde', 'tuer les enfants', 'batre a mort',
      'violence conjugale', 'terroris*', 'atentat*', 'voiture piegee', 'mitraillet*', 'kalachnikov', 'fusil d asaut',
      'arme a feu', 'armes a feu', 'couper la gorge', 'trancher la gorge',
      // de
      'ermord*', 'mord', 'masenmord*', 'erstech*', 'erstoch*', 'enthaupt*', 'zerstuckel*', 'folter*', 'masaker', 'blutbad',
      'erschies*', 'erschos*', 'amoklauf*', 'blut uberal', 'blutlache', 'erwurg*', 'erdrosel*', 'totschlag*', 'totprugel*',
      'umbringen', 'umgebracht', 'hausliche gewalt', 'terrorist*', 'terroranschlag', 'bombenanschlag', 'autobombe',
      'bombe legen', 'maschinengewehr*', 'sturmgewehr*', 'kalaschnikow', 'schuswafe*', 'kehle durchschneiden', 'kehle aufschlitzen',
      // it
      'uccidere tuti', 'uccidere i bambini', 'asasin*', 'acoltel*',
      'pugnalare', 'pugnalato', 'pugnalata', 'sgoz*', 'squart*', 'smembr*', 'strage', 'stragi', 'sparatoria', 'sparare a', 'spara a',
      'sparargli', 'colpo di pistola', 'bagno di sangue', 'poza di sangue', 'sangue ovunque', 'strangol*', 'picchiare a morte',
      'violenza domestica', 'atentato', 'autobomba', 'mitragliatric*', 'fucile d asalto', 'arma da fuoco', 'armi da fuoco',
      'tagliare la gola', 'tagliargli la gola',
    ],
    parentOnly: [
      'paliza*', 'sangrient*', 'cadaver*', 'bloody', 'corpse*', 'cadavre*', 'leiche*', 'cadavere*', 'ammazzato', 'ammazzata', 'ammazzati', 'ahorcado', 'maltrat*',
      'maltrait*', 'mishandl*', 'le disparo', 'le dispara', 'matar a su', 'mata a su', 'mato a su', 'matar a sus', 'mata a sus',
      'matar a todos', 'mata a todos', 'kill his', 'kill her', 'kill their', 'kills his', 'kills her', 'killed his', 'killed her',
      'tuer sa', 'tuer son', 'tuer ses', 'tue sa', 'tue son', 'tue ses', 'uccidere sua', 'uccidere suo', 'uccide sua', 'uccide suo',
    ],
  },
  other: {
    always: [
      'mierda', 'joder', 'gilipol*', 'cabron*', 'hijo de puta', 'shit', 'bitch*', 'bastard*', 'asshole*', 'merde', 'conard*', 'putain',
      'encule*', 'scheis*', 'arschloch*', 'fotze', 'wichser', 'merda', 'stronz*', 'vafancul*', 'fanculo',
    ],
  },
};

/**
 * One regular expression per list: whole normalised words, `*` for any ending. Terms written with a
 * leading `=` keep their double letters and are matched against the text with its repeats kept.
 */
function compile(terms: string[], exact: boolean): RegExp | null {
  const chosen = [...new Set(terms)].filter((t) => t.startsWith('=') === exact).map((t) => t.replace(/^=/, ''));
  if (chosen.length === 0) return null;
  const patterns = chosen.map((term) =>
    term
      .split('*')
      .map((part) => normalise(part, !exact).trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\p{L}*'),
  );
  // Longest first so that a phrase wins over its first word.
  patterns.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<= )(?:${patterns.join('|')})(?= )`, 'u');
}

const ORDER: TermCategory[] = ['self-harm', 'sexual', 'hate', 'drugs', 'violence', 'other'];
const COMPILED = ORDER.map((category) => ({
  category,
  always: compile(LISTS[category].always, false),
  alwaysExact: compile(LISTS[category].always, true),
  parentOnly: compile(LISTS[category].parentOnly ?? [], false),
  parentOnlyExact: compile(LISTS[category].parentOnly ?? [], true),
}));

// ---- Personal data -------------------------------------------------------------------------------

// Starts only where a run of address characters starts (linear time on long runs without '@').
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const DNI = /\b\d{8}[\s-]?[TRWAGMYFPDXBNJZSQVHLCKE]\b/i;
const NIE = /\b[XYZ][\s-]?\d{7}[\s-]?[TRWAGMYFPDXBNJZSQVHLCKE]\b/i;
const IBAN = /\b[A-Z]{2}\d{2}(?:[\s-]?[A-Z0-9]{4}){3,7}(?:[\s-]?[A-Z0-9]{1,3})?\b/;
const US_SSN = /\b\d{3}-\d{2}-\d{4}\b/;
const CARD = /\b\d{4}(?:[\s-]?\d{4}){3}\b/;
/** A run of digits with the separators phone numbers are written with. */
const PHONE_CANDIDATE = /(?:\+|\b00)?\d[\d\s()./-]{6,}\d/g;

function looksLikePhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  const trimmed = candidate.trim();
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) return digits.length >= 9 && digits.length <= 15;
  // Dots grouping thousands ("1.000.000") are numbers, not phones.
  if (/^\d{1,3}(?:\.\d{3})+$/.test(trimmed)) return false;
  if (digits.length === 9) return /^[6789]/.test(digits); // Spain: 600 123 456, 912 34 56 78
  if (digits.length === 10) {
    if (/^0[1-9]/.test(digits)) return true; // France 06 12 34 56 78, Germany, UK
    if (/^3/.test(digits)) return true; // Italian mobiles 333 123 4567
    return /^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/.test(trimmed); // (555) 123-4567
  }
  if (digits.length === 11 || digits.length === 12) return /^0/.test(digits); // 0151 23456789
  return false;
}

/** A word in any case: "calle" matches "Calle" and "CALLE" without making the whole pattern case-blind. */
function anyCase(words: string[]): string {
  return words
    .map((w) => w.replace(/\p{L}/gu, (ch) => `[${ch.toLowerCase()}${ch.toUpperCase()}]`).replace(/\./g, '\\.').replace(/\//g, '\\/'))
    .join('|');
}

// After a house number: the end, a comma, a floor or door, a post code; never an ordinary word
// ("en la plaza había 3 palomas" is not an address).
const NUMBER_END = String.raw`(?=[ \t]*(?:$|[,;)]|\.(?!\d)|[ºª°]|(?:piso|puerta|bajo|portal|planta|apt|flat|etage|étage|stock|interno)\b|\d{5}\b))`;
/** Stricter, for a street written in lowercase: the text ends there, or a floor, door or post code follows. */
const NUMBER_END_STRICT = String.raw`(?=\s*(?:$|[ºª°]|,?\s*(?:piso|puerta|bajo|portal|planta|apt|flat|etage|étage|stock|interno)\b|,?\s*\d{1,2}\s*[ºª°]|,\s*\d{5}\b))`;
const MARKER = String.raw`(?:n[ºo°.]|número|numero|num\.|nr\.|n\.)\s*\d{1,4}`;

const STREET_BEFORE_NAME = [
  'calle', 'c/', 'avenida', 'avda.', 'av.', 'plaza', 'paseo', 'camino', 'carretera', 'ronda', 'travesía', 'travesia', 'glorieta',
  'urbanización', 'urbanizacion', 'rue', 'avenue', 'boulevard', 'impasse', 'allée', 'allee', 'via', 'viale', 'piazza', 'corso', 'vicolo',
  'largo', 'straße', 'strasse',
];
const STREET = anyCase(STREET_BEFORE_NAME);
// A number counted by one of these words is a chapter, a day or a page, not a house: "el camino del
// capítulo 2" is an ordinary sentence of a story.
const NOT_A_HOUSE = String.raw`(?<!(?:${anyCase([
  'capítulo', 'capitulo', 'chapter', 'chapitre', 'kapitel', 'capitolo', 'parte', 'part', 'partie', 'teil',
  'día', 'dia', 'day', 'jour', 'tag', 'giorno', 'página', 'pagina', 'page', 'seite', 'paso', 'step', 'étape', 'etape',
  'schritt', 'passo', 'nivel', 'level', 'niveau', 'livello', 'año', 'year', 'année', 'annee', 'jahr', 'anno',
])})[ \t]+)`;
const ADDRESS_PATTERNS: RegExp[] = [
  // calle del Sol número 12 / via Roma n. 3
  new RegExp(String.raw`(?:^|[^\p{L}])(?:${STREET})[ \t]+(?:[\p{L}'.-]+,?[ \t]+){1,5}?${MARKER}`, 'mu'),
  // Calle Mayor 5, 2º / via Roma 12 / rue Victor Hugo 3: a capitalised name, then the number
  new RegExp(
    String.raw`(?:^|[^\p{L}])(?:${STREET})[ \t]+(?:(?:de|del|de la|de las|de los|la|el|des|du|della|dei|di)[ \t]+)?\p{Lu}[\p{L}'.-]*(?:[ \t]+[\p{L}'.-]+){0,3}?,?[ \t]+${NOT_A_HOUSE}\d{1,4}[A-Za-z]?${NUMBER_END}`,
    'mu',
  ),
  // calle mayor 5 (lowercase): only where the number ends the text or a floor or post code follows
  new RegExp(String.raw`(?:^|[^\p{L}])(?:${STREET})[ \t]+(?:(?!(?:número|numero|num|nr|n[ºo°])[ \t.])[\p{L}'.-]+[ \t]+){1,4}?${NOT_A_HOUSE}\d{1,4}[A-Za-z]?${NUMBER_END_STRICT}`, 'mu'),
  // fr: 12 rue de la Paix
  new RegExp(String.raw`\b\d{1,4}(?:\s*(?:bis|ter))?,?\s+(?:${anyCase(['rue', 'avenue', 'boulevard', 'bd', 'impasse', 'allée', 'quai', 'chemin'])})\s+\p{L}`, 'u'),
  // en: 221B Baker Street
  /\b\d{1,5}[A-Za-z]?\s+(?!(?:the|a|an|down|up|along|across|miles?|km|kilometres?|of|to|on|in|more|little|big|old)\b)(?:[\p{L}'-]+\s+){0,2}(?:street|st\.|avenue|ave\.|road|rd\.|lane|ln\.|drive|boulevard|blvd\.?)(?=\W|$)/iu,
  // de: Hauptstraße 5, Goetheweg 3, Gartenstr 5
  new RegExp(String.raw`(?<!\p{L})\p{L}+(?:straße|strasse|str\.?|weg|gasse|platz|allee)\s*\d{1,4}[a-z]?${NUMBER_END}`, 'iu'),
  // the parent says it outright
  /(?:^|[^\p{L}])(?:mi dirección es|mi direccion es|vivimos en la calle|vive en la calle|my address is|we live at|i live at|mon adresse est|nous habitons au|meine adresse ist|wir wohnen in der|il mio indirizzo è|abitiamo in via)(?=[^\p{L}]|$)/iu,
];

/** Phone numbers, emails, addresses, identity and bank numbers: never in a story. */
export function containsPersonalData(text: string): boolean {
  if (EMAIL.test(text) || DNI.test(text) || NIE.test(text) || IBAN.test(text) || US_SSN.test(text) || CARD.test(text)) return true;
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    if (looksLikePhone(match[0])) return true;
  }
  return ADDRESS_PATTERNS.some((pattern) => pattern.test(text));
}

/** The category the built-in lists refuse the text for, or null when it passes. */
export function builtinCategory(text: string, kind: SafetyContext['kind']): SafetyCategory | null {
  if (containsPersonalData(text)) return 'personal-data';
  const normalised = normalise(text);
  const exact = normalise(text, false);
  for (const c of COMPILED) {
    if (c.always?.test(normalised) || c.alwaysExact?.test(exact)) return c.category;
    if (kind === 'parent-input' && (c.parentOnly?.test(normalised) || c.parentOnlyExact?.test(exact))) return c.category;
  }
  return null;
}
