// The small words the recogniser reads a request's grammar with, per language, written without accents
// (the recogniser folds accents before comparing). None of these is ever a thing in a story: they tell
// which language the parent wrote in, when a thing is negated ("sin dragones"), when it is the child's
// own pet ("mi perro"), when a capitalised word is a name ("llamado Toby") and when a fear is meant.
import type { LanguageId } from '../../../shared/catalogs';

export interface Grammar {
  /** Frequent function words: they reveal the language and are never a name. */
  stopwords: string;
  /** Words that start a negated stretch: "no", "sin", "without", "kein"… */
  negations: string;
  /** Words that close a negated stretch before anything was negated, or after it ("pero", "but"…). */
  contrasts: string;
  /** Words that join two things under one negation: "ni", "y", "o"… */
  coordinators: string;
  /** Possessives that make an animal the child's pet. */
  possessives: string;
  /** Verb forms meaning "has", which also make an animal the child's own ("tiene un perro"). */
  having: string;
  /** Phrases after which a name follows: "llamado", "que se llama", "named"… (one per comma). */
  nameMarkers: string;
  /** Phrases that start a fear: "miedo", "le asusta", "afraid of"… (one per comma). */
  fearCues: string;
  /** Words just before a fear word that point back at the feared thing: "le dan miedo", "elle en a peur". */
  fearPointers: string;
  /**
   * Words that open a reason ("porque", "because"…): a fear word after one is about what the sentence
   * before it was doing ("que vayan al dentista porque le da miedo"), so it never reaches back past it to
   * an animal or thing named earlier.
   */
  causes: string;
  /** Words for the child the request is about: a name given to these is the child's, not a character's. */
  child: string;
  /**
   * Words for the child that say whether the child is a girl or a boy; after a possessive ("mi hija",
   * "my son", "ma fille", "meine Tochter", "mia figlia") they tell the child's gender.
   */
  girl: string;
  boy: string;
  /** Words for "pet", which make a nearby animal the child's own. */
  pet: string;
  /** Frequent words that are capitalised in this language (German nouns) but never a name. */
  commonCapitalised: string;
}

export const GRAMMAR: Record<LanguageId, Grammar> = {
  es: {
    stopwords:
      'lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre el la los las un una unos unas de del que y en con por para mi mis su sus es le les se quiere quiero querria me gustaria muy pero al como este esta estos cuento historia donde cuando tiene tienen tenemos hay sea salga salgan aparezca aparezcan lo ya tambien porque pues sobre algo mucho mucha muchos muchas todo toda todos todas nuestro nuestra ni sin o u a ella el ellos gusta gustan encanta encantan ama adora favorito favorita favoritos dia dias ano anos hijo hija nino nina peque va vamos ser esta estan hace hacer poder puede pueda dos tres cuatro cinco primer primera nuevo nueva grande pequeno pequena mayor menor bonito bonita bueno buena otra otro otros cada despues antes asi tan solo sola hola por favor gracias mama papa',
    negations: 'no sin ni nunca jamas tampoco evita evitar evitad evite eviten nada excepto salvo',
    contrasts: 'pero sino aunque mientras excepto salvo sin embargo',
    coordinators: 'ni y e o u ademas tampoco',
    possessives: 'mi mis su sus nuestro nuestra nuestros nuestras tu tus',
    having: 'tiene, tienen, tenemos, tengo, tenia, teniamos, adoptamos, adopto',
    nameMarkers: 'llamado, llamada, llamados, llamadas, que se llama, que se llaman, se llama, se llaman, de nombre, cuyo nombre es, le llamamos, le pusimos',
    fearCues: 'miedo, miedos, le asusta, le asustan, se asusta, teme, temen, temor, panico, terror, fobia, le aterra, le aterran, le dan miedo, le da miedo, asustado, asustada, asustadizo',
    fearPointers: 'le les da dan',
    causes: 'porque',
    child: 'hijo hija nino nina nene nena peque pequeno pequena hijos hijas ninos ninas crio cria sobrino sobrina nieto nieta',
    girl: 'hija nina nena nieta sobrina',
    boy: 'hijo nino nene nieto sobrino',
    pet: 'mascota, mascotas, de la familia, de casa',
    commonCapitalised: '',
  },
  en: {
    stopwords:
      'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december the a an of and to in with for my his her is he she it that wants want story about likes like loves love who has have was on son daughter at be this are some very but or also by from him them they their our we i me please would could should can make where when one two three first new big little old best favourite favorite time day days year years gets get go goes going not no without which what there so just really kid child boy girl',
    negations: 'no not without never nor avoid except',
    contrasts: 'but instead though although except however',
    coordinators: 'and or nor either',
    possessives: 'my our his her their your',
    having: 'has, has got, we have, i have, they have, we got, we adopted, owns, adopted',
    nameMarkers: 'named, called, whose name is, name is, names are, by the name of, we call him, we call her',
    fearCues: 'afraid, scared, fear, fears, frightened, terrified, fright, phobia, scares him, scares her, frightens',
    fearPointers: 'them it those they',
    causes: 'because cause cos cuz since',
    child: 'son daughter boy girl kid child toddler kids children grandson granddaughter nephew niece',
    girl: 'daughter girl granddaughter niece',
    boy: 'son boy grandson nephew',
    pet: 'pet pets',
    commonCapitalised: 'I',
  },
  fr: {
    stopwords:
      'lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier avril mai juin juillet aout septembre octobre novembre decembre le la les un une des de du et en avec pour mon ma mes son sa ses est il elle qui aime veut voudrait histoire au aux dans fils fille sur que ce cette ces tres mais ou a y ne pas plus son notre nos votre leur leurs je nous vous on se sont etre avoir fait faire comme quand tout tous toute toutes jour ans an premier premiere nouveau nouvelle petit petite grand grande meilleur enfant garcon aussi beaucoup adore histoire conte merci sil plait parce puisque',
    negations: 'pas sans ni jamais aucun aucune rien eviter evitez evite sauf',
    contrasts: 'mais plutot sauf cependant pourtant',
    coordinators: 'ni et ou',
    possessives: 'mon ma mes notre nos son sa ses leur leurs ton ta tes',
    having: 'il a, elle a, on a, avons, ont, ai, possede, a adopte, avons adopte',
    nameMarkers: 'nomme, nommee, nommes, appele, appelee, qui s appelle, qui s appellent, s appelle, s appellent, du nom de, prenomme, prenommee, surnomme',
    fearCues: 'peur, peurs, effraie, effrayee, effraye, angoisse, terreur, phobie, crainte, craint, terrorise, terrorisee',
    fearPointers: 'en les leur',
    causes: 'parce car puisque',
    child: 'fils fille enfant garcon enfants petit fils petite fille neveu niece',
    girl: 'fille niece',
    boy: 'fils garcon neveu',
    pet: 'animal de compagnie, animaux de compagnie',
    commonCapitalised: '',
  },
  de: {
    stopwords:
      'montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar marz april mai juni juli august september oktober november dezember der die das den dem des ein eine einen einem einer und mit fur mein meine meinen meinem sein seine seinen seinem ihr ihre ihren ihrem ist er sie es mochte will soll geschichte von zu im in auf sohn tochter nicht hat haben wir unser unsere unseren unserem bitte sehr aber oder auch wie wenn wo als dass kind junge madchen gerne gern liebt mag neue neuen neuer neues erste ersten grosse grossen kleine kleinen kleiner jahre jahr tag heute ich uns bei nach vor uber kein keine keinen',
    negations: 'kein keine keinen keinem keiner keines nicht ohne nie niemals weder vermeiden ausser',
    contrasts: 'aber sondern jedoch doch ausser',
    coordinators: 'und oder noch sowie',
    possessives: 'mein meine meinen meinem meiner unser unsere unseren unserem unserer sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer dein deine deinen deinem',
    having: 'hat, haben, habe, hatte, hatten, besitzt',
    nameMarkers: 'namens, heisst, heissen, genannt, mit namen, mit dem namen, den wir nennen',
    fearCues: 'angst, angste, furchtet, furcht, erschrickt, schiss, panik, phobie, grauen, gruselt, angstlich, fürchtet',
    fearPointers: 'davor die sie',
    causes: 'weil denn',
    child: 'sohn tochter kind junge madchen kleine kleiner enkel enkelin sohnchen kinder',
    girl: 'tochter madchen enkelin nichte',
    boy: 'sohn junge enkel neffe sohnchen',
    pet: 'haustier haustiere',
    commonCapitalised:
      'Geschichte Abenteuer Angst Spass Tag Tage Zeit Welt Reise Freude Leben Hilfe Ende Anfang Mut Liebe Freundschaft Familie Nacht Morgen Abend Woche Jahr Jahre Kind Kinder Name Namen Sohn Tochter Junge Mädchen Ort Orte Sache Dinge Ding Idee Wunsch Weg Hause Haus Schule Geburtstag Ferien Urlaub Bett Zimmer Essen Wasser Sonne Regen Schnee Glück Problem Probleme Thema Spiel Spiele Figur Held Heldin Hauptfigur Teil Platz Stadt Land Garten Himmel Sterne Mond Wald Meer Berg Moral Lektion Ende Schluss Zauber Magie Farbe Farben Musik Bücher Buch Tiere Tier Menschen Leute Mann Frau Eltern Opa Oma Mama Papa Bruder Schwester Freund Freundin Freunde Geschwister Baby',
  },
  it: {
    stopwords:
      'lunedi martedi mercoledi giovedi venerdi sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre il lo la gli le un una uno di del della dello dei delle che e con per mio mia miei mie suo sua suoi sue e lui lei vuole vorrebbe ama storia nel nella nei in a al alla ai da dal dalla figlio figlia sono molto ma o anche come quando dove questo questa tutto tutti tutte ci si mi ti non piu bambino bambina bimbo bimba anni anno giorno primo prima nuovo nuova piccolo piccola grande migliore nostro nostra loro sempre piace piacciono adora favola grazie',
    negations: 'non senza niente nessun nessuno nessuna mai evitare evita evitate tranne ne',
    contrasts: 'ma pero invece tuttavia tranne',
    coordinators: 'ne e ed o oppure',
    possessives: 'mio mia miei mie nostro nostra nostri nostre suo sua suoi sue tuo tua loro',
    having: 'ha, hanno, abbiamo, ho, aveva, adottato',
    nameMarkers: 'chiamato, chiamata, chiamati, di nome, che si chiama, che si chiamano, si chiama, si chiamano, soprannominato',
    fearCues: 'paura, paure, spaventa, spaventano, spaventato, spaventata, terrore, teme, temono, fobia, timore, terrorizzato, terrorizzata',
    fearPointers: 'ne fanno fa gli le',
    causes: 'perche poiche siccome',
    child: 'figlio figlia bambino bambina bimbo bimba piccolo piccola nipote nipotino nipotina figli bambini',
    girl: 'figlia bambina bimba nipotina',
    boy: 'figlio bambino bimbo nipotino',
    pet: 'animale domestico, animali domestici',
    commonCapitalised: '',
  },
};

/**
 * Words that are ordinary nouns but also common given names: a capitalised one right after a person or
 * pet noun is the name ("la abuela Rosa", "su amiga Luna"), although the lexicon knows the word.
 */
export const NAME_LIKE_WORDS = new Set(
  'rosa luna sol mar paloma estrella flor blanca coco nieve leo max bella daisy rose lily sunny star rocky lucky oscar ruby jade perla violeta margarita gema reina coral cielo alba aurora olivia iris ambar miel canela chispa bolita copito pelusa pompom oreo toby'.split(' '),
);
