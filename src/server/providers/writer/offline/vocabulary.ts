// The offline writer's bilingual vocabulary for the language challenges (issue 4): common words of
// children's stories in the five story languages. Each line is `category|es|en|fr|de|it`; each
// language cell lists the forms found in texts separated by '/', the first being the form taught.
// Matching is case-insensitive on whole words, so German nouns keep their capital only for display.
//
// Portuguese (in SPEC's fallback list of challenge languages) is not a story language and has no
// column here: the challenge-languages endpoint leaves it out.
import type { LanguageId } from '../../../../shared/catalogs';

export type VocabularyCategory =
  | 'animal'
  | 'object'
  | 'place'
  | 'nature'
  | 'food'
  | 'colour'
  | 'feeling'
  | 'action'
  | 'profession'
  | 'hobby'
  | 'body'
  | 'person';

export interface VocabularyEntry {
  category: VocabularyCategory;
  /** Per language: the forms that count as this word in a text; [0] is the one taught. */
  forms: Record<LanguageId, string[]>;
}

const LINES = `
animal|gato/gatos/gatito/gatita|cat/cats/kitten|chat/chats/chaton|Katze/Katzen/Kätzchen|gatto/gatti/gattino
animal|perro/perros/perrito|dog/dogs/puppy|chien/chiens/chiot|Hund/Hunde/Hündchen|cane/cani/cagnolino
animal|pájaro/pájaros/pajarito|bird/birds|oiseau/oiseaux|Vogel/Vögel|uccello/uccelli/uccellino
animal|pez/peces/pececito|fish/fishes|poisson/poissons|Fisch/Fische|pesce/pesci/pesciolino
animal|caballo/caballos|horse/horses|cheval/chevaux|Pferd/Pferde|cavallo/cavalli
animal|conejo/conejos|rabbit/rabbits/bunny|lapin/lapins|Hase/Hasen/Kaninchen|coniglio/conigli
animal|ratón/ratones|mouse/mice|souris|Maus/Mäuse|topo/topi/topolino
animal|zorro/zorros/zorrito|fox/foxes|renard/renards|Fuchs/Füchse|volpe/volpi
animal|oso/osos/osito|bear/bears|ours/ourson|Bär/Bären|orso/orsi/orsetto
animal|lobo/lobos|wolf/wolves|loup/loups|Wolf/Wölfe|lupo/lupi
animal|león/leones|lion/lions|lion/lions|Löwe/Löwen|leone/leoni
animal|tigre/tigres|tiger/tigers|tigre/tigres|Tiger|tigre/tigri
animal|elefante/elefantes|elephant/elephants|éléphant/éléphants|Elefant/Elefanten|elefante/elefanti
animal|jirafa/jirafas|giraffe/giraffes|girafe/girafes|Giraffe/Giraffen|giraffa/giraffe
animal|mono/monos|monkey/monkeys|singe/singes|Affe/Affen|scimmia/scimmie
animal|búho/búhos|owl/owls|hibou/hiboux/chouette|Eule/Eulen|gufo/gufi
animal|tortuga/tortugas|turtle/turtles/tortoise|tortue/tortues|Schildkröte/Schildkröten|tartaruga/tartarughe
animal|rana/ranas|frog/frogs|grenouille/grenouilles|Frosch/Frösche|rana/rane
animal|pato/patos/patito|duck/ducks/duckling|canard/canards|Ente/Enten|anatra/anatre/papera
animal|vaca/vacas|cow/cows|vache/vaches|Kuh/Kühe|mucca/mucche
animal|oveja/ovejas|sheep|mouton/moutons/brebis|Schaf/Schafe|pecora/pecore
animal|cerdo/cerdos/cerdito|pig/pigs/piglet|cochon/cochons|Schwein/Schweine|maiale/maiali/maialino
animal|gallina/gallinas|hen/hens/chicken|poule/poules|Huhn/Hühner/Henne|gallina/galline
animal|ardilla/ardillas|squirrel/squirrels|écureuil/écureuils|Eichhörnchen|scoiattolo/scoiattoli
animal|mariposa/mariposas|butterfly/butterflies|papillon/papillons|Schmetterling/Schmetterlinge|farfalla/farfalle
animal|abeja/abejas|bee/bees|abeille/abeilles|Biene/Bienen|ape/api
animal|hormiga/hormigas|ant/ants|fourmi/fourmis|Ameise/Ameisen|formica/formiche
animal|araña/arañas|spider/spiders|araignée/araignées|Spinne/Spinnen|ragno/ragni
animal|caracol/caracoles|snail/snails|escargot/escargots|Schnecke/Schnecken|lumaca/lumache
animal|ballena/ballenas|whale/whales|baleine/baleines|Wal/Wale|balena/balene
animal|delfín/delfines|dolphin/dolphins|dauphin/dauphins|Delfin/Delfine|delfino/delfini
animal|pulpo/pulpos|octopus|pieuvre/pieuvres|Krake/Kraken/Tintenfisch|polpo/polpi
animal|dragón/dragones|dragon/dragons|dragon/dragons|Drache/Drachen|drago/draghi
animal|unicornio/unicornios|unicorn/unicorns|licorne/licornes|Einhorn/Einhörner|unicorno/unicorni
animal|dinosaurio/dinosaurios|dinosaur/dinosaurs|dinosaure/dinosaures|Dinosaurier|dinosauro/dinosauri
animal|pingüino/pingüinos|penguin/penguins|pingouin/pingouins/manchot|Pinguin/Pinguine|pinguino/pinguini
animal|loro/loros|parrot/parrots|perroquet/perroquets|Papagei/Papageien|pappagallo/pappagalli
animal|erizo/erizos|hedgehog/hedgehogs|hérisson/hérissons|Igel|riccio/ricci
animal|ciervo/ciervos|deer|cerf/cerfs|Hirsch/Hirsche|cervo/cervi
animal|cocodrilo/cocodrilos|crocodile/crocodiles|crocodile/crocodiles|Krokodil/Krokodile|coccodrillo/coccodrilli
animal|serpiente/serpientes|snake/snakes|serpent/serpents|Schlange/Schlangen|serpente/serpenti
animal|luciérnaga/luciérnagas|firefly/fireflies|luciole/lucioles|Glühwürmchen|lucciola/lucciole
animal|gaviota/gaviotas|seagull/seagulls|mouette/mouettes|Möwe/Möwen|gabbiano/gabbiani
animal|cangrejo/cangrejos|crab/crabs|crabe/crabes|Krabbe/Krabben|granchio/granchi
object|libro/libros|book/books|livre/livres|Buch/Bücher|libro/libri
object|llave/llaves|key/keys|clé/clés/clef|Schlüssel|chiave/chiavi
object|mapa/mapas|map/maps|carte/cartes|Karte/Karten/Landkarte|mappa/mappe
object|brújula/brújulas|compass/compasses|boussole/boussoles|Kompass/Kompasse|bussola/bussole
object|linterna/linternas|torch/flashlight/lantern|lanterne/lanternes|Laterne/Taschenlampe|torcia/lanterna/lanterne
object|mochila/mochilas|backpack/backpacks|sac/sacs|Rucksack/Rucksäcke|zaino/zaini
object|caja/cajas|box/boxes|boîte/boîtes|Kiste/Kisten/Schachtel|scatola/scatole
object|cofre/cofres|chest/chests|coffre/coffres|Truhe/Truhen|forziere/forzieri/baule
object|tesoro/tesoros|treasure/treasures|trésor/trésors|Schatz/Schätze|tesoro/tesori
object|moneda/monedas|coin/coins|pièce/pièces|Münze/Münzen|moneta/monete
object|corona/coronas|crown/crowns|couronne/couronnes|Krone/Kronen|corona/corone
object|espada/espadas|sword/swords|épée/épées|Schwert/Schwerter|spada/spade
object|escudo/escudos|shield/shields|bouclier/boucliers|Schild|scudo/scudi
object|varita/varitas|wand/wands|baguette/baguettes|Zauberstab/Zauberstäbe|bacchetta/bacchette
object|sombrero/sombreros|hat/hats|chapeau/chapeaux|Hut/Hüte|cappello/cappelli
object|capa/capas|cape/capes/cloak|cape/capes|Umhang/Umhänge/Mantel|mantello/mantelli
object|zapato/zapatos|shoe/shoes|chaussure/chaussures|Schuh/Schuhe|scarpa/scarpe
object|pelota/pelotas/balón|ball/balls|balle/balles|Ball/Bälle|palla/palle/pallone
object|globo/globos|balloon/balloons|ballon/ballons|Luftballon/Luftballons|palloncino/palloncini
object|cometa/cometas|kite/kites|cerf-volant|Flugdrache|aquilone/aquiloni
object|muñeca/muñecas|doll/dolls|poupée/poupées|Puppe/Puppen|bambola/bambole
object|juguete/juguetes|toy/toys|jouet/jouets|Spielzeug/Spielzeuge|giocattolo/giocattoli
object|bicicleta/bicicletas/bici|bicycle/bicycles/bike/bikes|vélo/vélos/bicyclette|Fahrrad/Fahrräder|bicicletta/biciclette/bici
object|cohete/cohetes|rocket/rockets|fusée/fusées|Rakete/Raketen|razzo/razzi
object|barco/barcos|boat/boats/ship/ships|bateau/bateaux|Boot/Boote/Schiff|barca/barche/nave
object|tren/trenes|train/trains|train/trains|Zug/Züge|treno/treni
object|coche/coches|car/cars|voiture/voitures|Auto/Autos|macchina/macchine
object|avión/aviones|plane/planes/airplane|avion/avions|Flugzeug/Flugzeuge|aereo/aerei
object|reloj/relojes|clock/clocks|horloge/horloges/montre|Uhr/Uhren|orologio/orologi
object|espejo/espejos|mirror/mirrors|miroir/miroirs|Spiegel|specchio/specchi
object|lápiz/lápices|pencil/pencils|crayon/crayons|Bleistift/Bleistifte/Stift|matita/matite
object|pincel/pinceles|brush/brushes/paintbrush|pinceau/pinceaux|Pinsel|pennello/pennelli
object|cuaderno/cuadernos|notebook/notebooks|cahier/cahiers|Heft/Hefte|quaderno/quaderni
object|carta/cartas|letter/letters|lettre/lettres|Brief/Briefe|lettera/lettere
object|cámara/cámaras|camera/cameras|appareil|Kamera/Kameras|macchina fotografica/fotocamera
object|foto/fotos|photo/photos/photograph|photo/photos|Foto/Fotos|foto
object|guitarra/guitarras|guitar/guitars|guitare/guitares|Gitarre/Gitarren|chitarra/chitarre
object|tambor/tambores|drum/drums|tambour/tambours|Trommel/Trommeln|tamburo/tamburi
object|flauta/flautas|flute/flutes|flûte/flûtes|Flöte/Flöten|flauto/flauti
object|piano/pianos|piano/pianos|piano/pianos|Klavier/Klaviere|pianoforte/piano
object|campana/campanas|bell/bells|cloche/cloches|Glocke/Glocken|campana/campane
object|vela/velas|candle/candles|bougie/bougies|Kerze/Kerzen|candela/candele
object|lámpara/lámparas|lamp/lamps|lampe/lampes|Lampe/Lampen|lampada/lampade
object|cesta/cestas|basket/baskets|panier/paniers|Korb/Körbe|cesto/cesti/cestino
object|cuerda/cuerdas|rope/ropes|corde/cordes|Seil/Seile|corda/corde
object|escalera/escaleras|ladder/ladders/stairs|échelle/échelles/escalier|Leiter/Treppe|scala/scale
object|puerta/puertas|door/doors|porte/portes|Tür/Türen|porta/porte
object|ventana/ventanas|window/windows|fenêtre/fenêtres|Fenster|finestra/finestre
object|mesa/mesas|table/tables|table/tables|Tisch/Tische|tavolo/tavoli
object|silla/sillas|chair/chairs|chaise/chaises|Stuhl/Stühle|sedia/sedie
object|cama/camas|bed/beds|lit/lits|Bett/Betten|letto/letti
object|manta/mantas|blanket/blankets|couverture/couvertures|Decke/Decken|coperta/coperte
object|almohada/almohadas|pillow/pillows|oreiller/oreillers|Kissen|cuscino/cuscini
object|paraguas|umbrella/umbrellas|parapluie/parapluies|Regenschirm/Regenschirme|ombrello/ombrelli
object|anillo/anillos|ring/rings|bague/bagues/anneau|Ring/Ringe|anello/anelli
object|collar/collares|necklace/necklaces|collier/colliers|Halskette/Kette|collana/collane
object|botella/botellas|bottle/bottles|bouteille/bouteilles|Flasche/Flaschen|bottiglia/bottiglie
object|taza/tazas|cup/cups/mug|tasse/tasses|Tasse/Tassen|tazza/tazze
object|plato/platos|plate/plates|assiette/assiettes|Teller|piatto/piatti
object|cuchara/cucharas|spoon/spoons|cuillère/cuillères|Löffel|cucchiaio/cucchiai
object|olla/ollas|pot/pots/saucepan|casserole/casseroles/marmite|Topf/Töpfe|pentola/pentole
object|telescopio/telescopios|telescope/telescopes|télescope/télescopes|Teleskop/Fernrohr|telescopio/telescopi
object|casco/cascos|helmet/helmets|casque/casques|Helm/Helme|casco/caschi
object|ordenador/ordenadores/computadora|computer/computers|ordinateur/ordinateurs|Computer|computer
object|robot/robots|robot/robots|robot/robots|Roboter|robot
object|tarjeta/tarjetas|card/cards|carte postale|Grußkarte|biglietto/biglietti
object|medalla/medallas|medal/medals|médaille/médailles|Medaille/Medaillen|medaglia/medaglie
object|trofeo/trofeos|trophy/trophies|trophée/trophées|Pokal/Pokale/Trophäe|trofeo/trofei
object|regalo/regalos|present/presents/gift/gifts|cadeau/cadeaux|Geschenk/Geschenke|regalo/regali
object|lupa/lupas|magnifying glass/magnifier|loupe/loupes|Lupe/Lupen|lente/lenti
object|pluma/plumas|feather/feathers|plume/plumes|Feder/Federn|piuma/piume
object|piedra/piedras|stone/stones/rock|pierre/pierres/caillou|Stein/Steine|pietra/pietre/sasso
object|tienda/tiendas|tent/tents|tente/tentes|Zelt/Zelte|tenda/tende
object|puente/puentes|bridge/bridges|pont/ponts|Brücke/Brücken|ponte/ponti
object|pastel/pasteles/tarta|cake/cakes|gâteau/gâteaux|Kuchen/Torte|torta/torte
place|casa/casas|house/houses/home|maison/maisons|Haus/Häuser|casa/case
place|castillo/castillos|castle/castles|château/châteaux|Schloss/Schlösser/Burg|castello/castelli
place|bosque/bosques|forest/forests/woods|forêt/forêts/bois|Wald/Wälder|bosco/boschi/foresta
place|jardín/jardines|garden/gardens|jardin/jardins|Garten/Gärten|giardino/giardini
place|parque/parques|park/parks|parc/parcs|Park/Parks|parco/parchi
place|escuela/escuelas/colegio|school/schools|école/écoles|Schule/Schulen|scuola/scuole
place|playa/playas|beach/beaches|plage/plages|Strand/Strände|spiaggia/spiagge
place|mar/mares|sea/seas|mer/mers|Meer/Meere|mare/mari
place|océano/océanos|ocean/oceans|océan/océans|Ozean/Ozeane|oceano/oceani
place|río/ríos|river/rivers|rivière/rivières/fleuve|Fluss/Flüsse|fiume/fiumi
place|lago/lagos|lake/lakes|lac/lacs|Teich|lago/laghi
place|montaña/montañas|mountain/mountains|montagne/montagnes|Berg/Berge|montagna/montagne
place|cueva/cuevas|cave/caves|grotte/grottes/caverne|Höhle/Höhlen|grotta/grotte/caverna
place|isla/islas|island/islands|île/îles|Insel/Inseln|isola/isole
place|pueblo/pueblos/aldea|village/villages|village/villages|Dorf/Dörfer|villaggio/villaggi/paese
place|ciudad/ciudades|city/cities/town|ville/villes|Stadt/Städte|città
place|calle/calles|street/streets|rue/rues|Straße/Straßen|strada/strade/via
place|cocina/cocinas|kitchen/kitchens|cuisine/cuisines|Küche/Küchen|cucina/cucine
place|biblioteca/bibliotecas|library/libraries|bibliothèque/bibliothèques|Bibliothek/Bücherei|biblioteca/biblioteche
place|mercado/mercados|market/markets|marché/marchés|Markt/Märkte|mercato/mercati
place|torre/torres|tower/towers|tour/tours|Turm/Türme|torre/torri
place|granja/granjas|farm/farms|ferme/fermes|Bauernhof/Hof|fattoria/fattorie
place|puerto/puertos|harbour/harbor/port|port/ports|Hafen/Häfen|porto/porti
place|desierto/desiertos|desert/deserts|désert/déserts|Wüste/Wüsten|deserto/deserti
place|selva/selvas/jungla|jungle/jungles|jungle/jungles|Dschungel|giungla/giungle
place|palacio/palacios|palace/palaces|palais|Palast/Paläste|palazzo/palazzi/reggia
place|laboratorio/laboratorios|laboratory/lab|laboratoire/laboratoires|Labor/Labore|laboratorio/laboratori
place|museo/museos|museum/museums|musée/musées|Museum/Museen|museo/musei
place|teatro/teatros|theatre/theater/theatres|théâtre/théâtres|Theater|teatro/teatri
place|estadio/estadios|stadium/stadiums|stade/stades|Stadion/Stadien|stadio/stadi
place|habitación/habitaciones/cuarto|room/rooms/bedroom|chambre/chambres|Zimmer|stanza/stanze
place|nave espacial/nave|spaceship/spaceships|vaisseau/vaisseaux|Raumschiff/Raumschiffe|astronave/navicella
place|planeta/planetas|planet/planets|planète/planètes|Planet/Planeten|pianeta/pianeti
place|reino/reinos|kingdom/kingdoms|royaume/royaumes|Königreich/Reich|regno/regni
place|camino/caminos/sendero|path/paths/road/trail|chemin/chemins/sentier|Weg/Wege/Pfad|sentiero/sentieri/cammino
place|valle/valles|valley/valleys|vallée/vallées|Tal/Täler|valle/valli
place|colina/colinas|hill/hills|colline/collines|Hügel|collina/colline
place|prado/prados|meadow/meadows|prairie/prairies/pré|Wiese/Wiesen|prato/prati
nature|árbol/árboles|tree/trees|arbre/arbres|Baum/Bäume|albero/alberi
nature|flor/flores|flower/flowers|fleur/fleurs|Blume/Blumen/Blüte|fiore/fiori
nature|hoja/hojas|leaf/leaves|feuille/feuilles|Blatt/Blätter|foglia/foglie
nature|estrella/estrellas|star/stars|étoile/étoiles|Stern/Sterne|stella/stelle
nature|luna/lunas|moon/moons|lune/lunes|Mond/Monde|luna/lune
nature|sol/soles|sun|soleil/soleils|Sonne|sole
nature|nube/nubes|cloud/clouds|nuage/nuages|Wolke/Wolken|nuvola/nuvole
nature|lluvia|rain|pluie|Regen|pioggia
nature|nieve|snow|neige|Schnee|neve
nature|viento|wind|vent|Wind|vento
nature|arcoíris/arcoiris|rainbow/rainbows|arc-en-ciel|Regenbogen|arcobaleno/arcobaleni
nature|cielo/cielos|sky/skies|ciel/cieux|Himmel|cielo/cieli
nature|agua|water|eau|Wasser|acqua
nature|fuego|fire|feu|Feuer|fuoco
nature|hierba|grass|herbe|Gras|erba
nature|concha/conchas|shell/shells/seashell|coquillage/coquillages|Muschel/Muscheln|conchiglia/conchiglie
nature|semilla/semillas|seed/seeds|graine/graines|Samen/Samenkorn|seme/semi
nature|rama/ramas|branch/branches|branche/branches|Ast/Äste/Zweig|ramo/rami
nature|ola/olas|wave/waves|vague/vagues|Welle/Wellen|onda/onde
nature|arena|sand|sable|Sand|sabbia
nature|noche/noches|night/nights|nuit/nuits|Nacht/Nächte|notte/notti
nature|día/días|day/days|jour/jours/journée|Tag/Tage|giorno/giorni
nature|mañana/mañanas|morning/mornings|matin/matins/matinée|Morgen|mattina/mattino
nature|cometa fugaz/meteorito|comet/comets|comète/comètes|Komet/Kometen|cometa/comete
food|manzana/manzanas|apple/apples|pomme/pommes|Apfel/Äpfel|mela/mele
food|naranja/naranjas|orange/oranges|orange/oranges|Orange/Orangen|arancia/arance
food|plátano/plátanos|banana/bananas|banane/bananes|Banane/Bananen|banana/banane
food|fresa/fresas|strawberry/strawberries|fraise/fraises|Erdbeere/Erdbeeren|fragola/fragole
food|pera/peras|pear/pears|poire/poires|Birne/Birnen|pera/pere
food|uva/uvas|grape/grapes|raisin/raisins|Traube/Trauben|uva
food|zanahoria/zanahorias|carrot/carrots|carotte/carottes|Karotte/Karotten/Möhre|carota/carote
food|galleta/galletas|biscuit/biscuits/cookie/cookies|biscuit/biscuits|Keks/Kekse|biscotto/biscotti
food|pan/panes|bread|pain/pains|Brot/Brote|pane
food|queso/quesos|cheese|fromage/fromages|Käse|formaggio/formaggi
food|leche|milk|lait|Milch|latte
food|miel|honey|miel|Honig|miele
food|sopa/sopas|soup/soups|soupe/soupes|Suppe/Suppen|zuppa/zuppe/minestra
food|huevo/huevos|egg/eggs|œuf/œufs/oeuf/oeufs|Ei/Eier|uovo/uova
food|helado/helados|ice cream|glace/glaces|Eis|gelato/gelati
food|caramelo/caramelos|sweet/sweets/candy|bonbon/bonbons|Bonbon/Bonbons|caramella/caramelle
food|chocolate|chocolate|chocolat|Schokolade|cioccolato/cioccolata
food|tomate/tomates|tomato/tomatoes|tomate/tomates|Tomate/Tomaten|pomodoro/pomodori
food|pizza/pizzas|pizza/pizzas|pizza/pizzas|Pizza/Pizzen|pizza/pizze
food|cereza/cerezas|cherry/cherries|cerise/cerises|Kirsche/Kirschen|ciliegia/ciliegie
food|limón/limones|lemon/lemons|citron/citrons|Zitrone/Zitronen|limone/limoni
food|bocadillo/bocadillos|sandwich/sandwiches|sandwich/sandwichs|Brötchen/Sandwich|panino/panini
colour|rojo/roja/rojos/rojas|red|rouge/rouges|rot/rote/roten/roter/rotes|rosso/rossa/rossi/rosse
colour|azul/azules|blue|bleu/bleue/bleus/bleues|blau/blaue/blauen/blauer/blaues|blu
colour|verde/verdes|green|vert/verte/verts/vertes|grün/grüne/grünen/grüner/grünes|verde/verdi
colour|amarillo/amarilla/amarillos/amarillas|yellow|jaune/jaunes|gelb/gelbe/gelben/gelber/gelbes|giallo/gialla/gialli/gialle
colour|blanco/blanca/blancos/blancas|white|blanc/blanche/blancs/blanches|weiß/weiße/weißen/weißer/weißes|bianco/bianca/bianchi/bianche
colour|negro/negra/negros/negras|black|noir/noire/noirs/noires|schwarz/schwarze/schwarzen/schwarzer|nero/nera/neri/nere
colour|rosa/rosas|pink|rose/roses|rosa|rosa
colour|morado/morada/morados/moradas/violeta|purple/violet|violet/violette/violets|lila/violett|viola
colour|naranja|orange|orange|orange|arancione/arancioni
colour|marrón/marrones|brown|marron|braun/braune/braunen|marrone/marroni
colour|gris/grises|grey/gray|gris/grise/grises|grau/graue/grauen|grigio/grigia/grigi
colour|dorado/dorada/dorados/doradas|golden/gold|doré/dorée/dorés/dorées|golden/goldene/goldenen/goldener|dorato/dorata/dorati/dorate
colour|plateado/plateada/plateados|silver/silvery|argenté/argentée/argentés|silbern/silberne/silbernen|argentato/argentata/argentati
feeling|feliz/felices|happy|heureux/heureuse/heureuses|glücklich/glückliche/glücklichen|felice/felici
feeling|triste/tristes|sad|triste/tristes|traurig/traurige/traurigen|triste/tristi
feeling|contento/contenta/contentos/contentas|glad/pleased|content/contente/contents|froh/frohe/fröhlich|contento/contenta/contenti
feeling|asustado/asustada/asustados|scared/frightened/afraid|effrayé/effrayée/apeuré|erschrocken/verängstigt|spaventato/spaventata/spaventati
feeling|miedo|fear|peur|Angst|paura
feeling|valiente/valientes|brave|courageux/courageuse|mutig/mutige/mutigen|coraggioso/coraggiosa/coraggiosi
feeling|tranquilo/tranquila/tranquilos|calm/quiet|calme/calmes|ruhig/ruhige/ruhigen|tranquillo/tranquilla/calmo
feeling|cansado/cansada/cansados|tired|fatigué/fatiguée/fatigués|müde|stanco/stanca/stanchi
feeling|sorprendido/sorprendida/sorprendidos|surprised|surpris/surprise|überrascht|sorpreso/sorpresa/sorpresi
feeling|enfadado/enfadada/enfadados|angry|fâché/fâchée/en colère|wütend/böse|arrabbiato/arrabbiata
feeling|nervioso/nerviosa/nerviosos|nervous|nerveux/nerveuse|nervös|nervoso/nervosa
feeling|orgulloso/orgullosa/orgullosos|proud|fier/fière/fiers|stolz/stolze|orgoglioso/orgogliosa
feeling|curioso/curiosa/curiosos/curiosidad|curious/curiosity|curieux/curieuse/curiosité|neugierig/neugierige/Neugier|curioso/curiosa/curiosità
feeling|alegría|joy|joie|Freude|gioia/allegria
feeling|amor|love|amour|Liebe|amore
feeling|amistad|friendship|amitié|Freundschaft|amicizia
feeling|esperanza|hope|espoir|Hoffnung|speranza
feeling|paciencia|patience|patience|Geduld|pazienza
feeling|amable/amables|kind|gentil/gentille/gentils|freundlich/nett|gentile/gentili
feeling|tímido/tímida/tímidos|shy|timide/timides|schüchtern|timido/timida
feeling|emocionado/emocionada/emocionados|excited|excité/excitée/enthousiaste|aufgeregt|emozionato/emozionata/entusiasta
action|correr/corrió/corría/corre/corrieron|run/ran/runs/running|courir/courut/courait|laufen/lief/läuft|correre/corse/correva/corre
action|saltar/saltó/saltaba/salta|jump/jumped/jumps|sauter/sauta/sautait/saute|springen/sprang/springt|saltare/saltò/saltava/salta
action|nadar/nadó/nadaba|swim/swam/swims|nager/nagea/nageait/nage|schwimmen/schwamm/schwimmt|nuotare/nuotò/nuotava/nuota
action|volar/voló/volaba/vuela|fly/flew/flies/flying|voler/vola/volait/vole|fliegen/flog/fliegt|volare/volò/volava/vola
action|cantar/cantó/cantaba/canta|sing/sang/sings/singing|chanter/chanta/chantait/chante|singen/sang/singt|cantare/cantò/cantava/canta
action|bailar/bailó/bailaba/baila|dance/danced/dances/dancing|danser/dansa/dansait/danse|tanzen/tanzte/tanzt|ballare/ballò/ballava/balla/danzare
action|leer/leyó/leía/lee|read/reads|lire/lut/lisait|lesen/las/liest|leggere/lesse/leggeva/legge
action|escribir/escribió/escribía/escribe|write/wrote/writes|écrire/écrivit/écrivait/écrit|schreiben/schrieb/schreibt|scrivere/scrisse/scriveva/scrive
action|dibujar/dibujó/dibujaba/dibuja|draw/drew/draws|dessiner/dessina/dessinait/dessine|zeichnen/zeichnete/zeichnet|disegnare/disegnò/disegnava/disegna
action|jugar/jugó/jugaba/juega/jugaron|play/played/plays/playing|jouer/joua/jouait/joue|spielen/spielte/spielt|giocare/giocò/giocava/gioca
action|buscar/buscó/buscaba/busca/buscaron|search/searched/look for|chercher/chercha/cherchait/cherche|suchen/suchte/sucht|cercare/cercò/cercava/cerca
action|encontrar/encontró/encuentra/encontraron|find/found/finds|trouver/trouva/trouvait/trouve|finden/fand/findet|trovare/trovò/trovava/trova
action|abrir/abrió/abría/abre|open/opened/opens|ouvrir/ouvrit/ouvrait/ouvre|öffnen/öffnete/öffnet|aprire/aprì/apriva/apre
action|cerrar/cerró/cerraba/cierra|close/closed/closes|fermer/ferma/fermait|schließen/schließt|chiudere/chiuse/chiudeva/chiude
action|mirar/miró/miraba/mira|look/looked/looks|regarder/regarda/regardait/regarde|schauen/schaute/schaut/ansehen|guardare/guardò/guardava/guarda
action|escuchar/escuchó/escuchaba/escucha|listen/listened/listens|écouter/écouta/écoutait/écoute|hören/hörte/hört/zuhören|ascoltare/ascoltò/ascoltava/ascolta
action|ayudar/ayudó/ayudaba/ayuda|help/helped/helps|aider/aida/aidait/aide|helfen/half/hilft|aiutare/aiutò/aiutava/aiuta
action|caminar/caminó/caminaba/camina|walk/walked/walks|marcher/marcha/marchait/marche|gehen/ging/geht/wandern|camminare/camminò/camminava/cammina
action|dormir/durmió/dormía/duerme|sleep/slept/sleeps|dormir/dormit/dormait/dort|schlafen/schlief/schläft|dormire/dormì/dormiva/dorme
action|comer/comió/comía/come|eat/ate/eats|manger/mangea/mangeait/mange|essen/aß/isst|mangiare/mangiò/mangiava/mangia
action|beber/bebió/bebía/bebe|drink/drank/drinks|boire/buvait/boit|trinken/trank/trinkt|bere/bevve/beveva/beve
action|reír/rió/reía/ríe/rieron|laugh/laughed/laughs|rire/rit/riait/rient|lachen/lachte/lacht|ridere/rise/rideva/ride
action|llorar/lloró/lloraba/llora|cry/cried/cries|pleurer/pleura/pleurait/pleure|weinen/weinte/weint|piangere/pianse/piangeva/piange
action|soñar/soñó/soñaba/sueña|dream/dreamed/dreamt|rêver/rêva/rêvait/rêve|träumen/träumte/träumt|sognare/sognò/sognava/sogna
action|cocinar/cocinó/cocinaba|cook/cooked/cooks|cuisiner/cuisina/cuisinait|kochen/kochte/kocht|cucinare/cucinò/cucinava
action|pintar/pintó/pintaba/pinta|paint/painted/paints|peindre/peignit/peignait/peint|malen/malte/malt|dipingere/dipinse/dipingeva/dipinge
action|construir/construyó/construía/construye|build/built/builds|construire/construisit/construisait|bauen/baute/baut|costruire/costruì/costruiva/costruisce
action|explorar/exploró/exploraba/explora|explore/explored/explores|explorer/explora/explorait/explore|erkunden/erkundete/erforschen|esplorare/esplorò/esplorava/esplora
action|aprender/aprendió/aprendía/aprende|learn/learned/learnt/learns|apprendre/apprit/apprenait/apprend|lernen/lernte/lernt|imparare/imparò/imparava/impara
action|compartir/compartió/compartía/comparte|share/shared/shares|partager/partagea/partageait/partage|teilen/teilte/teilt|condividere/condivise/condivideva
action|abrazar/abrazó/abrazaba/abraza|hug/hugged/hugs|serrer/embrassa/embrasser|umarmen/umarmte/umarmt|abbracciare/abbracciò/abbraccia
action|viajar/viajó/viajaba/viaja|travel/travelled/traveled/travels|voyager/voyagea/voyageait|reisen/reiste/reist|viaggiare/viaggiò/viaggiava/viaggia
action|subir/subió/subía/sube|climb/climbed/climbs|grimper/grimpa/grimpait/monter|klettern/kletterte/klettert|salire/salì/saliva/arrampicare
action|gritar/gritó/gritaba/grita|shout/shouted/shouts|crier/cria/criait/crie|rufen/rief/ruft/schreien|gridare/gridò/gridava/grida
action|susurrar/susurró/susurraba/susurra|whisper/whispered/whispers|chuchoter/chuchota/murmura|flüstern/flüsterte/flüstert|sussurrare/sussurrò/sussurrava
action|esperar/esperó/esperaba/espera|wait/waited/waits|attendre/attendit/attendait/attend|warten/wartete/wartet|aspettare/aspettò/aspettava/aspetta
action|pensar/pensó/pensaba/piensa|think/thought/thinks|penser/pensa/pensait/pense|denken/dachte/denkt|pensare/pensò/pensava/pensa
action|sonreír/sonrió/sonreía/sonríe|smile/smiled/smiles|sourire/sourit/souriait|lächeln/lächelte/lächelt|sorridere/sorrise/sorrideva/sorride
action|descubrir/descubrió/descubría/descubre|discover/discovered/discovers|découvrir/découvrit/découvrait/découvre|entdecken/entdeckte/entdeckt|scoprire/scoprì/scopriva/scopre
profession|astronauta/astronautas|astronaut/astronauts|astronaute/astronautes|Astronaut/Astronautin|astronauta/astronauti
profession|explorador/exploradora/exploradores|explorer/explorers|explorateur/exploratrice/explorateurs|Entdecker/Entdeckerin/Forscher|esploratore/esploratrice/esploratori
profession|caballero/caballeros|knight/knights|chevalier/chevaliers|Ritter|cavaliere/cavalieri
profession|rey/reyes|king/kings|roi/rois|König/Könige|re
profession|reina/reinas|queen/queens|reine/reines|Königin/Königinnen|regina/regine
profession|príncipe/príncipes|prince/princes|prince/princes|Prinz/Prinzen|principe/principi
profession|princesa/princesas|princess/princesses|princesse/princesses|Prinzessin/Prinzessinnen|principessa/principesse
profession|superhéroe/superhéroes/superheroína|superhero/superheroes|super-héros/superhéros|Superheld/Superhelden/Superheldin|supereroe/supereroi/supereroina
profession|mago/maga/magos|wizard/wizards/magician|magicien/magicienne/sorcier|Zauberer/Zauberin|mago/maga/maghi
profession|deportista/deportistas|athlete/athletes|athlète/athlètes/sportif/sportive|Sportler/Sportlerin/Athlet|atleta/atleti/sportivo
profession|maestro/maestra/maestros/profesor/profesora|teacher/teachers|maître/maîtresse/professeur|Lehrer/Lehrerin|maestro/maestra/insegnante
profession|médico/médica/doctor/doctora|doctor/doctors|médecin/docteur|Arzt/Ärztin|medico/dottore/dottoressa
profession|bombero/bombera/bomberos|firefighter/firefighters|pompier/pompiers|Feuerwehrmann/Feuerwehrfrau|pompiere/pompieri
profession|cocinero/cocinera/cocineros|chef|cuisinier/cuisinière|Koch/Köchin|cuoco/cuoca/cuochi
profession|pirata/piratas|pirate/pirates|pirate/pirates|Pirat/Piraten|pirata/pirati
profession|científico/científica/científicos|scientist/scientists|scientifique/scientifiques|Wissenschaftler/Wissenschaftlerin|scienziato/scienziata/scienziati
profession|pintor/pintora/pintores|painter/painters|peintre/peintres|Maler/Malerin|pittore/pittrice/pittori
profession|músico/músicos|musician/musicians|musicien/musicienne/musiciens|Musiker/Musikerin|musicista/musicisti
profession|detective/detectives|detective/detectives|détective/détectives|Detektiv/Detektivin|detective/investigatore
profession|hada/hadas|fairy/fairies|fée/fées|Fee/Feen|fata/fate
profession|gigante/gigantes|giant/giants|géant/géante/géants|Riese/Riesen|gigante/giganti
profession|bruja/brujas|witch/witches|sorcière/sorcières|Hexe/Hexen|strega/streghe
hobby|música|music|musique|Musik|musica
hobby|lectura|reading|lecture|Lektüre|lettura
hobby|videojuego/videojuegos|video game/videogame|jeu vidéo/jeux vidéo|Videospiel/Videospiele|videogioco/videogiochi
hobby|fotografía|photography|photographie|Fotografie|fotografia
hobby|deporte/deportes|sport/sports|sport/sports|Sport|sport
hobby|fútbol|football/soccer|football|Fußball|calcio
hobby|pintura/pinturas|painting/paintings|peinture/peintures|Malerei/Gemälde|pittura/quadro
hobby|viaje/viajes|trip/trips/journey|voyage/voyages|Reise|viaggio/viaggi
hobby|magia|magic|magie|Magie/Zauberei|magia
hobby|canción/canciones|song/songs|chanson/chansons|Lied/Lieder|canzone/canzoni
hobby|juego/juegos|game/games|jeu/jeux|Spiel/Spiele|gioco/giochi
hobby|receta/recetas|recipe/recipes|recette/recettes|Rezept/Rezepte|ricetta/ricette
hobby|carrera/carreras|race/races|course/courses|Rennen/Wettlauf|gara/gare/corsa
body|mano/manos|hand/hands|main/mains|Hand/Hände|mano/mani
body|pie/pies|foot/feet|pied/pieds|Fuß/Füße|piede/piedi
body|ojo/ojos|eye/eyes|œil/yeux/oeil|Auge/Augen|occhio/occhi
body|oreja/orejas|ear/ears|oreille/oreilles|Ohr/Ohren|orecchio/orecchie
body|nariz/narices|nose/noses|nez|Nase/Nasen|naso/nasi
body|boca/bocas|mouth/mouths|bouche/bouches|Mund/Münder|bocca/bocche
body|cabeza/cabezas|head/heads|tête/têtes|Kopf/Köpfe|testa/teste
body|corazón/corazones|heart/hearts|cœur/cœurs/coeur|Herz/Herzen|cuore/cuori
body|pelo/cabello|hair|cheveux|Haar/Haare|capelli
body|brazo/brazos|arm/arms|bras|Arm/Arme|braccio/braccia
body|ala/alas|wing/wings|aile/ailes|Flügel|ala/ali
body|cola/colas|tail/tails|queue/queues|Schwanz/Schweif|coda/code
person|amigo/amiga/amigos/amigas|friend/friends|ami/amie/amis/amies|Freund/Freundin/Freunde|amico/amica/amici/amiche
person|madre/mamá|mother/mum/mom|mère/maman|Mutter/Mama|madre/mamma
person|padre/papá|father/dad|père/papa|Vater/Papa|padre/papà
person|hermano/hermanos|brother/brothers|frère/frères|Bruder/Brüder|fratello/fratelli
person|hermana/hermanas|sister/sisters|sœur/sœurs/soeur|Schwester/Schwestern|sorella/sorelle
person|abuelo/abuelos|grandfather/grandpa|grand-père/papi|Großvater/Opa|nonno/nonni
person|abuela/abuelas|grandmother/grandma|grand-mère/mamie|Großmutter/Oma|nonna/nonne
person|niño/niña/niños/niñas|child/children/kid/kids|enfant/enfants|Kind/Kinder|bambino/bambina/bambini
person|familia/familias|family/families|famille/familles|Familie/Familien|famiglia/famiglie
person|vecino/vecina/vecinos|neighbour/neighbor/neighbours|voisin/voisine/voisins|Nachbar/Nachbarin/Nachbarn|vicino/vicina/vicini
`;

const LANGUAGE_ORDER: LanguageId[] = ['es', 'en', 'fr', 'de', 'it'];

export const VOCABULARY: readonly VocabularyEntry[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [category, ...cells] = line.split('|');
    const forms = Object.fromEntries(
      LANGUAGE_ORDER.map((language, i) => [language, (cells[i] ?? '').split('/').map((w) => w.trim()).filter(Boolean)]),
    ) as Record<LanguageId, string[]>;
    return { category: category as VocabularyCategory, forms };
  });

/** Lower-cases and drops nothing else: accents matter for matching (papa/papá). */
export function normaliseWord(word: string): string {
  return word.toLocaleLowerCase('es').replace(/’/g, "'");
}

/** Every word and multi-word form of a text, lower-cased, for whole-word matching. */
export function wordsOf(text: string): Set<string> {
  const tokens = normaliseWord(text).match(/[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu) ?? [];
  const words = new Set<string>(tokens);
  // Pairs too, for forms such as 'ice cream', 'nave espacial', 'jeu vidéo'.
  for (let i = 0; i + 1 < tokens.length; i++) words.add(`${tokens[i]} ${tokens[i + 1]}`);
  return words;
}

export interface FoundWord {
  entry: VocabularyEntry;
  /** The form as it occurs in the text (lower-cased). */
  form: string;
}

/** The vocabulary entries whose forms occur in the text (names left out), in the order of the vocabulary. */
export function findVocabulary(text: string, language: LanguageId, names: readonly string[] = []): FoundWord[] {
  const words = wordsOf(text);
  // A name that is also a word (Luna, Rosa, Oso) is the character, not the thing.
  const skip = new Set(names.flatMap((n) => n.split(/\s+/)).map(normaliseWord));
  const found: FoundWord[] = [];
  for (const entry of VOCABULARY) {
    const form = entry.forms[language].find((f) => !skip.has(normaliseWord(f)) && words.has(normaliseWord(f)));
    if (form) found.push({ entry, form: normaliseWord(form) });
  }
  return found;
}

/** The word taught for an entry in a language (its first form). */
export function baseWord(entry: VocabularyEntry, language: LanguageId): string {
  return entry.forms[language][0] ?? '';
}
