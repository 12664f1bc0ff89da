// Word families that tell an ordinary or protective request from a harmful one, added where texts that
// nobody wrote for the check were refused: the child who tells or shows a parent ("tu le dis à tes
// parents", "sagst du es Mama", "shows his dad"), who asks a police officer; lessons that only grown-ups
// light fires and that matches are not toys; grown-ups the child can trust; fairground cork guns; pets
// whose death a family grieves; a surprise written without umlauts.
import type { ConceptLexicon } from './concepts';

export const CONCEPT_FAMILIES_PROTECTIVE: ConceptLexicon = {
  tell: {
    es: 'se lo dices, se lo ensena a, se lo muestra a, avisa a',
    en: 'shows his dad, shows her dad, shows his mum, shows her mum, shows his mom, shows her mom, show mum, show dad, show mom',
    fr: 'dis, le dis, tu le dis, montre a papa, montre a maman, montre a ses parents',
    de: 'sagst, sagst du es, zeigt es, zeigt es mama, zeigt es papa, sagt es mama, sagt es papa',
    it: 'lo dici, lo mostra a, lo fa vedere a, avvisa',
  },
  seeksHelp: {
    es: 'pregunta a un policia, pregunta a una policia, pide ayuda a un policia, busca a un policia',
    en: 'asks a police officer, asks a policeman, asks a policewoman, finds a police officer',
    fr: 'demande a un policier, demande a une policiere, cherche un policier',
    de: 'fragt eine polizistin, fragt einen polizisten, fragt die polizei, sucht einen polizisten',
    it: 'chiede a un poliziotto, chiede a una poliziotta, chiede a un vigile, cerca un poliziotto',
  },
  safetyLesson: {
    es: 'no son juguetes, no es un juguete, solo los mayores, solo los adultos, solo con un adulto, dices que no, corre a su mama, corre con su mama',
    en: 'are not toys, is not a toy, not a toy, only grown ups, only grownups, only adults, only with a grown up, only with an adult, you say no',
    fr: 'ne sont pas des jouets, n est pas un jouet, seuls les grands, seuls les adultes, seulement avec un adulte, tu dis non',
    de: 'sind kein spielzeug, ist kein spielzeug, nur erwachsene, nur die grossen, nur mit erwachsenen, sagst nein, du sagst nein',
    it: 'non sono giocattoli, non e un giocattolo, solo i grandi, solo gli adulti, solo con un adulto, dici no, dici di no, dice no, corri dalla mamma, corre dalla mamma',
  },
  protective: {
    es: 'adultos de confianza, adulto de confianza, nadie debe pedirte, nadie te puede pedir',
    en: 'safe grown ups, safe grownups, safe adults, trusted adult, trusted adults, no one should ask you, nobody should ask you',
    fr: 'adulte de confiance, adultes de confiance, personne ne doit te demander',
    de: 'vertrauensperson, vertrauenspersonen, niemand darf dich bitten, niemand darf von dir verlangen',
    it: 'adulto di fiducia, adulti di fiducia, nessuno deve chiederti, nessuno puo chiederti',
  },
  toy: {
    es: 'de corchos, de corcho, caseta de tiro, peluche',
    en: 'cork gun, popgun, pop gun, shooting gallery, stuffed animal, teddy',
    fr: 'a bouchon, a bouchons, stand de tir, peluche',
    de: 'korkenpistole, korkengewehr, schiessbude, kuscheltier',
    it: 'a tappi, tiro a segno, peluche',
  },
  pet: {
    es: 'pez rojo, pececito',
    en: 'goldfish, fish',
    fr: 'poisson rouge',
    de: 'goldfisch',
    it: 'pesce rosso, pesciolino',
  },
  monster: {
    es: 'duendes, duende, trasgo, trasgos',
    en: 'goblin, goblins, elves, gnome, gnomes',
    fr: 'lutin, lutins, farfadet, farfadets',
    de: 'kobold, kobolde, wichtel, zwerge',
    it: 'folletto, folletti, gnomo, gnomi',
  },
  // Praise said with a blast: "la nueva maestra es una bomba" is a wonderful teacher.
  hyperbole: {
    es: 'es una bomba, era una bomba, es la bomba',
    en: 'is the bomb, was the bomb',
    fr: 'est une bombe, etait une bombe, c est une bombe',
    de: 'ist eine bombe, war eine bombe, ist der hammer',
    it: 'e una bomba, era una bomba, e la bomba',
  },
  surprise: {
    de: 'ueberraschung, ueberraschungsparty, ueberraschen',
  },
};
