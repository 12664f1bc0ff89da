// Events in a child's life and hard themes a story should treat gently, recognised by patterns over the
// request's words (accents folded, lower case). A pattern is groups joined by " + " that must all occur
// within a few words of each other in one sentence; a group lists alternatives joined by "|"; an
// alternative is one or more words, each the start of a word ("herman" matches "hermanito") unless
// written "=word" (that word exactly). A group starting with "!" vetoes the pattern when it occurs
// ("adoptar" is the adoption theme, but not when a puppy is adopted). A pattern ending in "@drop" uses up
// the things named inside it: the house of "moving house" is no setting, the "big sister" the child is
// to become is no character.
import type { LanguageId } from '../../../shared/catalogs';

export type EventPatterns = Record<LanguageId, string[]>;

const DEATH = {
  es: 'muri|murio|fallec|muerte|muerto|muerta|perdi|perdido|perdida|se fue al cielo|esta en el cielo|en el cielo|echa de menos|extran|ya no esta|partio|=murieron|despedir|funeral|entierro|velatorio',
  en: 'died|dead|death|passed away|passed on|lost|losing|heaven|gone|funeral|put to sleep|=put down|=miss|=misses|=missing|=dies|=dying|goodbye to',
  fr: 'mort|morte|decede|decedee|deces|perdu|perte|au ciel|disparu|disparue|manque|enterrement|funerailles|parti|partie',
  de: 'gestorben|verstorben|=tod|=todes|stirbt|starb|verloren|verlust|vermiss|himmel|beerdigung|abschied|=tot',
  it: 'morto|morta|morte|scompars|perso|persa|perdita|manca|in cielo|funerale|=mancato|=mancata|andato in cielo|andata in cielo',
};
const GRANDPARENT = {
  es: 'abuel|yaya|yayo|=tata|=lela|=lelo|bisabuel',
  en: 'grandma|grandpa|grandmother|grandfather|granny|grannie|=nana|=nan|grandad|granddad|grandparent|=gran|great grand',
  fr: 'grand mere|grand pere|=mamie|=mamy|=papi|=papy|=meme|=pepe|grands parents|arriere grand',
  de: '=oma|=opa|grossmutter|grossvater|=omi|=opi|grosseltern|urgross|=uroma|=uropa',
  it: '=nonna|=nonno|=nonni|nonnin|bisnonn',
};
const PET = {
  es: 'perr|gat|mascota|hamster|conej|cobaya|pez|peces|pajar|tortug|periquit|loro|caballo|cachorr',
  en: 'dog|cat|pet|hamster|rabbit|bunny|guinea|fish|bird|turtle|tortoise|puppy|kitten|budgie|parrot|pony|horse',
  fr: 'chien|chat|animal de compagnie|hamster|lapin|cochon d|poisson|oiseau|tortue|chiot|chaton|perruche',
  de: 'hund|katze|kater|haustier|hamster|kaninchen|meerschwein|fisch|vogel|schildkrot|welpe|hase|wellensittich',
  it: 'cane|cagnol|gatt|micio|animale domestico|criceto|conigl|porcellino d|pesc|uccell|tartarug|cucciol',
};
const PETS_VETO = {
  es: '!perr|gat|mascota|cachorr|conej|hamster|animal|gatit|perrit',
  en: '!dog|cat|pet|puppy|kitten|rabbit|hamster|animal',
  fr: '!chien|chat|chiot|chaton|lapin|animal|hamster',
  de: '!hund|katze|welpe|kaninchen|tier|hamster|kater',
  it: '!cane|gatt|cucciol|conigl|animal|criceto|cagnol',
};

export const EVENTS: Record<string, EventPatterns> = {
  'new-sibling': {
    es: ['herman|bebe + nuev|naci|=nace|=nacer|=nacera|llega|llegar|=llego|en camino|espera|esperan|va a tener|van a tener|vendra|viene|=tendra|=tendran|=tendremos', 'embaraz', 'ser|sera|convertir + hermano mayor|hermana mayor @drop'],
    en: ['sibling|brother|sister|baby + new|born|birth|arriv|coming|on the way|expect|having|=due|going to have|will have|gonna have',  'pregnan', 'becom|going to be|will be|soon to be + big sister|big brother|older sister|older brother @drop'],
    fr: ['frere|soeur|bebe + nouv|naiss|=nait|naitre|=ne|=nee|arriv|attend|en route|va avoir|vont avoir', 'enceinte', 'devenir|va etre|devient + grande soeur|grand frere @drop'],
    de: ['geschwist|bruder|schwester|baby|bruderchen|schwesterchen + neu|geburt|geboren|kommt|unterweg|bekomm|erwart', 'schwanger', 'wird|werden + grosse schwester|grosser bruder|grossen bruder @drop'],
    it: ['fratell|sorell|bebe|neonat|fratellino|sorellina + nuov|nasc|=nato|=nata|arriv|in arrivo|aspett|avra|sta per avere|stanno per avere', 'incinta', 'diventa|diventare|sara + sorella maggiore|fratello maggiore|sorellona|fratellone @drop'],
  },
  'first-day-school': {
    es: ['primer + dia + cole|escuel|guarder|colegio|clase|kinder|infantil|primaria', 'empieza|empezar|empezara|comienza|comenzar|entra|entrar|va a ir|ira|inicio + cole|escuel|guarder|colegio|primaria|infantil|kinder', 'vuelta al cole', 'adaptacion + guarder|cole|escuel'],
    en: ['first + day + school|nursery|kindergarten|preschool|class|reception', 'start|begin|going to + school|nursery|kindergarten|preschool|reception + !new', 'back to school'],
    fr: ['premier|premiere + jour|rentree + ecole|maternelle|creche|classe', 'rentree', 'commence|entre|entrer|commencer|va aller + ecole|maternelle|creche|=cp'],
    de: ['erst + tag + schule|kindergarten|=kita', 'erst + schultag|kindergartentag|kitatag', 'einschulung', 'schulanfang', 'schulstart', 'kommt|komm + in + schule|kindergarten|=kita', 'eingeschult'],
    it: ['primo + giorno + scuola|asilo|materna|elementar|nido', 'inizia|comincia|iniziare|cominciare|andra + scuola|asilo|materna|elementar|nido', 'inserimento'],
  },
  'new-school': {
    es: ['nuev + cole|escuel|colegio|clase|guarder', 'cambi + cole|colegio|escuel'],
    en: ['new + school|class|nursery', 'chang|switch + school'],
    fr: ['nouvel|nouvelle + ecole|classe|creche', 'chang + ecole'],
    de: ['neu + schule|klasse|kindergarten|=kita', 'schulwechsel', 'wechsel + schule'],
    it: ['nuov + scuola|classe|asilo', 'cambi + scuola'],
  },
  'moving-house': {
    es: ['mudanz', '=mudamos|=mudan|=mudar|=mudarse|=mudarnos|=mudado|=mudaremos|=mudaron|=muda|=mudara|=mudaran|=mudarnos', 'casa nueva|nueva casa|nuevo piso|piso nuevo|nuevo hogar @drop', 'cambi + de casa @drop', 'cambi + de ciudad|de pais', 'va a vivir a|van a vivir a|vamos a vivir a|nos vamos a vivir|irnos a vivir|irse a vivir|se van a vivir|se va a vivir'],
    en: ['moving house|moving home|house move @drop', 'mov|moved + house|home @drop', 'mov|moved + town|city|country|away|to a new|abroad|to another', 'we re moving|we are moving|=relocating', 'new house|new home|new flat|new apartment @drop'],
    fr: ['demenag', 'nouvelle maison|nouvel appartement|nouveau logement @drop', 'aller vivre|partir vivre|va vivre|allons vivre'],
    de: ['umzug', 'umzieh|umgezogen|wegzieh|weggezogen', 'ziehen|zieht|ziehe + =um|=weg', 'neu + wohnung|=haus|zuhause @drop', 'neu + =stadt'],
    it: ['trasloc', 'trasferi', 'nuova casa|casa nuova|nuovo appartamento @drop', 'cambi + casa @drop', 'cambi + citta', 'andare a vivere|andiamo a vivere|va a vivere|vanno a vivere'],
  },
  hospital: {
    es: ['hospital|ingresad|=ingreso|=ingresar|=urgencias'],
    en: ['hospital'],
    fr: ['hopital|hospitalis|=urgences'],
    de: ['krankenhaus|klinik|spital'],
    it: ['ospedal|ricover|pronto soccorso'],
  },
  operation: {
    es: ['operacion|operaciones|cirugia|quirofano|=operar|=operan|=operaran|=operado|=operada|=opera|=operarle|=operarla|=operaron|=intervencion|amigdal|anestesia|vegetaciones'],
    en: ['operation|surgery|=operated|anaesthe|anesthe|tonsils|adenoids'],
    fr: ['operation|=operer|=opere|=operee|chirurgi|amygdal|anesthesi|vegetations'],
    de: ['operation|operier|=op|mandel|narkose|polypen'],
    it: ['operazion|=operato|=operata|=operare|intervento|chirurg|tonsill|anestesi|adenoidi'],
  },
  dentist: {
    es: ['dentist|odontolog|caries|muela|ortodonc|=brackets'],
    en: ['dentist|cavity|cavities|orthodont|=braces'],
    fr: ['dentist|carie|orthodont'],
    de: ['zahnarzt|zahnarzt|karies|zahnspange|kieferorthop'],
    it: ['dentist|carie|apparecchio per i denti|ortodonz'],
  },
  vaccine: {
    es: ['vacun|inyecci|pinchazo'],
    en: ['vaccin|=jab|=jabs|injection|flu shot|=shots'],
    fr: ['vaccin|piqure'],
    de: ['impf|spritze'],
    it: ['vaccin|puntur|iniezion'],
  },
  illness: {
    es: ['=enfermo|=enferma|=enfermos|enfermedad|enfermit|=malito|=malita|fiebre|varicela|gripe|resfriad|constipad|cancer|leucemia|quimio|=tos'],
    en: ['sick|=ill|illness|disease|fever|=flu|chickenpox|cancer|leukaemia|leukemia|chemo|poorly'],
    fr: ['malade|maladie|fievre|grippe|varicelle|cancer|leucemie|rhume|=chimio'],
    de: ['=krank|=kranke|=kranker|=kranken|krankheit|fieber|grippe|windpocken|=krebs|leukamie|erkalt|chemo'],
    it: ['malat|febbre|influenza|varicella|cancro|leucemia|raffredd|=chemio'],
  },
  'grief-grandparent': {
    es: [`${DEATH.es} + ${GRANDPARENT.es}`],
    en: [`${DEATH.en} + ${GRANDPARENT.en}`],
    fr: [`${DEATH.fr} + ${GRANDPARENT.fr}`],
    de: [`${DEATH.de} + ${GRANDPARENT.de}`],
    it: [`${DEATH.it} + ${GRANDPARENT.it}`],
  },
  'grief-pet': {
    es: [`${DEATH.es} + ${PET.es}`],
    en: [`${DEATH.en} + ${PET.en}`],
    fr: [`${DEATH.fr} + ${PET.fr}`],
    de: [`${DEATH.de} + ${PET.de}`],
    it: [`${DEATH.it} + ${PET.it}`],
  },
  'parents-apart': {
    es: ['divorci', 'custodia compartida', 'separ + padres|papas|=papa|=mama', 'dos casas|casas distintas|casas diferentes @drop', 'no viven juntos|no vive con|viven separados|viven en casas distintas'],
    en: ['divorc', 'separat|split up + parents|mum|dad|mom', 'two houses|two homes|different houses|different homes @drop', 'live together|living together + =not|=no'],
    fr: ['divorc', 'separ + parents|papa|maman', 'deux maisons @drop', 'garde alternee', 'vivent plus ensemble|vivent pas ensemble'],
    de: ['scheidung|geschieden|getrennt|trennung|trennen', 'zwei zuhause|zwei wohnungen|zwei hausern @drop'],
    it: ['divorzi', 'separat|separaz + genitori|mamma|papa', 'due case @drop', 'non vivono piu insieme|non vivono insieme'],
  },
  adoption: {
    es: [`adopt|adopcion + ${PETS_VETO.es}`],
    en: [`adopt + ${PETS_VETO.en}`],
    fr: [`adopt + ${PETS_VETO.fr}`],
    de: [`adopt + ${PETS_VETO.de}`],
    it: [`adott|adozion + ${PETS_VETO.it}`],
  },
  'two-mums': {
    es: ['dos mamas|dos madres|mama y mama|mami y mama|mama y mami|sus mamas'],
    en: ['two mums|two moms|two mothers|mum and mum|mummy and mama|mommy and mama'],
    fr: ['deux mamans|deux meres|maman et maman'],
    de: ['zwei mamas|zwei mutter|mama und mama|mama und mami'],
    it: ['due mamme|due madri|mamma e mamma'],
  },
  'two-dads': {
    es: ['dos papas|dos padres|papa y papa|papi y papa|papa y papi'],
    en: ['two dads|two fathers|dad and dad|daddy and papa|two daddies'],
    fr: ['deux papas|deux peres|papa et papa'],
    de: ['zwei papas|zwei vater|papa und papa|papa und papi'],
    it: ['due papa|due padri|papa e papa'],
  },
  bullying: {
    es: ['acoso|acosa|acosan|bullying|abuson|abusones|maton|se burlan|se burla|se rien de|se meten con|le insultan|le pegan|le empujan|le molestan|la molestan|lo molestan|le dejan de lado|le excluyen|le hacen el vacio|=burlas|no le dejan jugar|no la dejan jugar|no lo dejan jugar'],
    en: ['bully|bullies|bullied|bullying|picked on|pick on|picking on|make fun|made fun|makes fun|laugh at him|laugh at her|laughed at|teased|teasing|tease him|tease her|left out|mean to him|mean to her|are mean|being mean'],
    fr: ['harcel|se moquent|se moque|moqueries|embete|embetent|ennuient|tape dessus|rejete|mis a l ecart'],
    de: ['mobb|gemobbt|gehanselt|hanseln|ausgelacht|lachen ihn aus|lachen sie aus|arger|geargert|schikan|ausgeschlossen'],
    it: ['bullismo|bullizz|=bullo|=bulli|bulletto|prendono in giro|presa in giro|preso in giro|deris|lo escludono|la escludono|=escluso|=esclusa|maltratt'],
  },
  diabetes: {
    es: ['diabet|insulina|glucosa'],
    en: ['diabet|insulin|blood sugar'],
    fr: ['diabet|insuline|glycemie'],
    de: ['diabet|insulin|blutzucker'],
    it: ['diabet|insulina|glicemia'],
  },
  birthday: {
    es: ['cumpleanos|=cumple|=cumplira|=cumplea|fiesta de cumple'],
    en: ['birthday|=bday|b day'],
    fr: ['anniversaire|=anniv'],
    de: ['geburtstag'],
    it: ['compleanno|compleanni'],
  },
  holiday: {
    es: ['vacacion|=veraneo|=veranear'],
    en: ['holiday|vacation'],
    fr: ['vacances'],
    de: ['urlaub|=ferien|ferienlager|sommerferien|osterferien|winterferien|herbstferien|weihnachtsferien'],
    it: ['vacanz|=ferie'],
  },
  'sleep-own-bed': {
    es: ['dorm|=duerma|=duerme|=duermen + =solo|=sola|=solito|=solita|su cama|su propia cama|su habitacion|su cuarto|su camita|cama de mayor|con nosotros|en nuestra cama|con papa y mama|con mama y papa', 'su propia cama|propia habitacion|cama de mayor|cama grande'],
    en: ['sleep|sleeps|sleeping + own bed|=alone|own room|by himself|by herself|big bed|big boy bed|big girl bed|in our bed|with us', 'own bed|own bedroom|big girl bed|big boy bed'],
    fr: ['dorm + =seul|=seule|son lit|sa chambre|son propre lit|grand lit', 'son propre lit|sa propre chambre|grand lit'],
    de: ['schlaf|schlief + allein|eigenen bett|eigenes bett|eigenen zimmer|eigenem bett|eigenem zimmer|grossen bett', 'eigenen bett|eigenes bett|eigenem bett'],
    it: ['dorm + da solo|da sola|suo letto|sua camera|sua cameretta|letto grande|suo lettino', 'suo letto|sua cameretta|letto grande'],
  },
  potty: {
    es: ['orinal|bacinica|control de esfinteres|hacer pis|hacer caca|=pipi', 'panal|panales + !abeja|miel|avispa|colmena', 'ir al bano|ir al vater|usar el vater|=vater|=retrete'],
    en: ['potty|toilet training|toilet trained|use the toilet|using the toilet|go to the toilet|=wee|=poo|=loo', 'nappy|nappies|diaper|diapers'],
    fr: ['=pot|proprete|faire pipi|faire caca|=toilettes', 'couche|couches + plus|sans|fini|quitter|enlever|arreter|au revoir'],
    de: ['topfchen|=topf|sauber werden|trocken werden|=klo|toilette', 'windel'],
    it: ['vasino|fare pipi|fare la pipi|fare la cacca|=water|usare il bagno', 'pannolin'],
  },
  'new-glasses': {
    es: ['gafas|lentes|anteojos|gafitas + nuev|primer|empez|=lleva|llevar|=ponerse|=usar|=usa|tiene que|necesita|=tendra|=estrenar|=estrena|puesto|=ponen|=pondran|=llevara|=usara'],
    en: ['glasses|spectacles + new|first|start|wear|has to|needs|get|got|=having|=getting'],
    fr: ['lunettes + nouvel|nouvelles|premier|premieres|porter|porte|doit|besoin'],
    de: ['brille + neu|erste|trag|bekomm|muss|braucht'],
    it: ['occhiali|occhialini + nuov|prim|portare|porta|mettere|deve|bisogno'],
  },
  'lost-tooth': {
    es: ['diente|dientes|dientito + cae|cayo|caido|perdi|mueve|=flojo', 'ratoncito perez|raton perez|ratoncito de los dientes'],
    en: ['tooth|teeth + lost|loose|wobbly|fell out|came out', 'tooth fairy'],
    fr: ['dent|dents + tomb|perdu|bouge', 'petite souris'],
    de: ['zahn|zahne|milchzahn + wackel|verlor|ausgefallen|raus', 'zahnfee'],
    it: ['dente|denti|dentino + cadut|perso|dondola|=caduto|si muove', 'fatina dei denti|topolino dei denti'],
  },
  christmas: {
    es: ['navidad|nochebuena|reyes magos|papa noel|santa claus|=reyes'],
    en: ['christmas|xmas|=santa|father christmas'],
    fr: ['=noel|pere noel'],
    de: ['weihnacht|christkind|nikolaus'],
    it: ['natale|babbo natale|befana'],
  },
  halloween: {
    es: ['halloween|dia de muertos|dia de los muertos'],
    en: ['halloween|trick or treat'],
    fr: ['halloween'],
    de: ['halloween'],
    it: ['halloween'],
  },
  'new-pet': {
    es: ['adopt|nuev|nueva|=llega|=llego|regal|va a tener|vamos a tener|traer|trajimos + perr|gat|mascota|cachorr|conej|hamster|tortug|periquit|pececit'],
    en: ['adopt|new|getting|got|bringing home + dog|cat|pet|puppy|kitten|rabbit|hamster|bunny'],
    fr: ['adopt|nouveau|nouvel|nouvelle|arriv + chien|chat|chiot|chaton|lapin|animal|hamster'],
    de: ['adopt|neu|bekomm|bekommt + hund|katze|welpe|kaninchen|haustier|hamster|katzchen'],
    it: ['adott|nuov|arriv|arrivato|arrivata + cane|gatt|cucciol|conigl|animale|criceto|cagnolin'],
  },
  nightmares: {
    es: ['pesadill|malos suenos|mal sueno'],
    en: ['nightmare|bad dream'],
    fr: ['cauchemar|mauvais reve|mauvais reves'],
    de: ['albtraum|alptraum|albtraume|alptraume|schlechte traume|boser traum|bose traume'],
    it: ['incubi|=incubo|brutti sogni|brutto sogno'],
  },
  pacifier: {
    es: ['chupete|=chupe + dej|quit|adios|sin|despedir|hada|regal|tirar'],
    en: ['dummy|dummies|pacifier|binky + give up|giving up|stop|goodbye|bye|fairy|without|no more'],
    fr: ['tetine|tutute + arret|au revoir|sans|quitter|fee|donner|plus'],
    de: ['schnuller|nuckel + weg|abgeben|abschied|fee|ohne|tschuss'],
    it: ['ciuccio|ciuccetto + lasciare|togliere|senza|addio|fata|smettere'],
  },
  wedding: {
    es: ['boda'],
    en: ['wedding'],
    fr: ['mariage'],
    de: ['hochzeit'],
    it: ['matrimonio'],
  },
  shyness: {
    es: ['timid|le cuesta hacer amigos|le cuesta hablar'],
    en: ['=shy|shyness|hard to make friends'],
    fr: ['timide|timidite'],
    de: ['schuchtern'],
    it: ['timid|vergogna'],
  },
  allergy: {
    es: ['alergi'],
    en: ['allerg'],
    fr: ['allergi'],
    de: ['allergi'],
    it: ['allergi'],
  },
  asthma: {
    es: ['=asma|asmatic|inhalador'],
    en: ['asthma|inhaler'],
    fr: ['asthm|inhalateur'],
    de: ['asthma|inhalator'],
    it: ['=asma|asmatic|inalatore'],
  },
  'broken-bone': {
    es: ['roto|rompio|fractur + brazo|pierna|=pie|mano|muneca', 'escayola|=yeso'],
    en: ['broke|broken|fractur + arm|leg|wrist|ankle|=foot', 'in a =cast'],
    fr: ['cass|fractur + bras|jambe|poignet|cheville', 'platre'],
    de: ['gebrochen|brach + arm|bein|handgelenk|fuss', '=gips'],
    it: ['rott|frattur + braccio|gamba|polso|caviglia', '=gesso'],
  },
};

/**
 * The same events told as still to come ("va a tener un hermanito", "a baby is on the way"): a story
 * tells them as awaited, never as already happened. Same pattern language as EVENTS; a match here also
 * counts as the event itself.
 */
export const UPCOMING: Record<string, EventPatterns> = {
  'new-sibling': {
    es: ['herman|bebe + va a tener|van a tener|vamos a tener|va a nacer|va a llegar|=nacera|=llegara|=vendra|en camino|=espera|=esperan|=esperamos|=tendra|=tendran|=tendremos|pronto', 'embaraz', 'va a ser|=sera|van a ser + hermano mayor|hermana mayor'],
    en: ['sibling|brother|sister|baby + coming|on the way|expect|going to have|will have|gonna have|=due|soon|=having|will be born|going to be born', 'pregnan', 'going to be|will be|soon to be|becoming + big sister|big brother|older sister|older brother'],
    fr: ['frere|soeur|bebe + va avoir|vont avoir|allons avoir|va naitre|va arriver|=naitra|=arrivera|en route|attend|bientot', 'enceinte', 'va etre|va devenir|vont devenir + grande soeur|grand frere'],
    de: ['geschwist|bruder|schwester|baby|bruderchen|schwesterchen + kommt bald|unterweg|bekommt|bekommen|bekommt bald|erwart|=bald|wird geboren|kommt im|kommt in'],
    it: ['fratell|sorell|bebe|neonat|fratellino|sorellina + avra|avranno|avremo|sta per|stanno per|in arrivo|aspett|=arrivera|=nascera|presto', 'incinta', 'diventa|diventare|sara|=diventera + sorella maggiore|fratello maggiore|sorellona|fratellone'],
  },
};
