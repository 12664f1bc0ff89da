// The offline writer's bilingual vocabulary for the language challenges: common words of
// children's stories in the five story languages, and in Portuguese. Each line is
// `category|es|en|fr|de|it|pt`; each cell of a story language lists the forms found in texts separated
// by '/', the first being the form taught. Matching is case-insensitive on whole words, so German nouns
// keep their capital only for display.
//
// Portuguese (in SPEC's list of challenge languages) is only ever taught, never written in a story, so
// its cell holds just the word taught (European Portuguese where the two standards differ: comboio,
// gelado, chávena).
import type { LanguageId } from '../../../../shared/catalogs';
import type { ChallengeLanguageId } from '../../../../shared/contract/challenge-texts';

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
  forms: Record<ChallengeLanguageId, string[]>;
}

const LINES = `
animal|gato/gatos/gatito/gatita|cat/cats/kitten|chat/chats/chaton|Katze/Katzen/Kätzchen|gatto/gatti/gattino|gato
animal|perro/perros/perrito|dog/dogs/puppy|chien/chiens/chiot|Hund/Hunde/Hündchen|cane/cani/cagnolino|cão
animal|pájaro/pájaros/pajarito|bird/birds|oiseau/oiseaux|Vogel/Vögel|uccello/uccelli/uccellino|pássaro
animal|pez/peces/pececito|fish/fishes|poisson/poissons|Fisch/Fische|pesce/pesci/pesciolino|peixe
animal|caballo/caballos|horse/horses|cheval/chevaux|Pferd/Pferde|cavallo/cavalli|cavalo
animal|conejo/conejos|rabbit/rabbits/bunny|lapin/lapins|Hase/Hasen/Kaninchen|coniglio/conigli|coelho
animal|ratón/ratones|mouse/mice|souris|Maus/Mäuse|topo/topi/topolino|rato
animal|zorro/zorros/zorrito|fox/foxes|renard/renards|Fuchs/Füchse|volpe/volpi|raposa
animal|oso/osos/osito|bear/bears|ours/ourson|Bär/Bären|orso/orsi/orsetto|urso
animal|lobo/lobos|wolf/wolves|loup/loups|Wolf/Wölfe|lupo/lupi|lobo
animal|león/leones|lion/lions|lion/lions|Löwe/Löwen|leone/leoni|leão
animal|tigre/tigres|tiger/tigers|tigre/tigres|Tiger|tigre/tigri|tigre
animal|elefante/elefantes|elephant/elephants|éléphant/éléphants|Elefant/Elefanten|elefante/elefanti|elefante
animal|jirafa/jirafas|giraffe/giraffes|girafe/girafes|Giraffe/Giraffen|giraffa/giraffe|girafa
animal|mono/monos|monkey/monkeys|singe/singes|Affe/Affen|scimmia/scimmie|macaco
animal|búho/búhos|owl/owls|hibou/hiboux/chouette|Eule/Eulen|gufo/gufi|coruja
animal|tortuga/tortugas|turtle/turtles/tortoise|tortue/tortues|Schildkröte/Schildkröten|tartaruga/tartarughe|tartaruga
animal|rana/ranas|frog/frogs|grenouille/grenouilles|Frosch/Frösche|rana/rane|rã
animal|pato/patos/patito|duck/ducks/duckling|canard/canards|Ente/Enten|anatra/anatre/papera|pato
animal|vaca/vacas|cow/cows|vache/vaches|Kuh/Kühe|mucca/mucche|vaca
animal|oveja/ovejas|sheep|mouton/moutons/brebis|Schaf/Schafe|pecora/pecore|ovelha
animal|cerdo/cerdos/cerdito|pig/pigs/piglet|cochon/cochons|Schwein/Schweine|maiale/maiali/maialino|porco
animal|gallina/gallinas|hen/hens/chicken|poule/poules|Huhn/Hühner/Henne|gallina/galline|galinha
animal|ardilla/ardillas|squirrel/squirrels|écureuil/écureuils|Eichhörnchen|scoiattolo/scoiattoli|esquilo
animal|mariposa/mariposas|butterfly/butterflies|papillon/papillons|Schmetterling/Schmetterlinge|farfalla/farfalle|borboleta
animal|abeja/abejas|bee/bees|abeille/abeilles|Biene/Bienen|ape/api|abelha
animal|hormiga/hormigas|ant/ants|fourmi/fourmis|Ameise/Ameisen|formica/formiche|formiga
animal|araña/arañas|spider/spiders|araignée/araignées|Spinne/Spinnen|ragno/ragni|aranha
animal|caracol/caracoles|snail/snails|escargot/escargots|Schnecke/Schnecken|lumaca/lumache|caracol
animal|ballena/ballenas|whale/whales|baleine/baleines|Wal/Wale|balena/balene|baleia
animal|delfín/delfines|dolphin/dolphins|dauphin/dauphins|Delfin/Delfine|delfino/delfini|golfinho
animal|pulpo/pulpos|octopus|pieuvre/pieuvres|Krake/Kraken/Tintenfisch|polpo/polpi|polvo
animal|dragón/dragones|dragon/dragons|dragon/dragons|Drache/Drachen|drago/draghi|dragão
animal|unicornio/unicornios|unicorn/unicorns|licorne/licornes|Einhorn/Einhörner|unicorno/unicorni|unicórnio
animal|dinosaurio/dinosaurios|dinosaur/dinosaurs|dinosaure/dinosaures|Dinosaurier|dinosauro/dinosauri|dinossauro
animal|pingüino/pingüinos|penguin/penguins|pingouin/pingouins/manchot|Pinguin/Pinguine|pinguino/pinguini|pinguim
animal|loro/loros|parrot/parrots|perroquet/perroquets|Papagei/Papageien|pappagallo/pappagalli|papagaio
animal|erizo/erizos|hedgehog/hedgehogs|hérisson/hérissons|Igel|riccio/ricci|ouriço
animal|ciervo/ciervos|deer|cerf/cerfs|Hirsch/Hirsche|cervo/cervi|veado
animal|cocodrilo/cocodrilos|crocodile/crocodiles|crocodile/crocodiles|Krokodil/Krokodile|coccodrillo/coccodrilli|crocodilo
animal|serpiente/serpientes|snake/snakes|serpent/serpents|Schlange/Schlangen|serpente/serpenti|cobra
animal|luciérnaga/luciérnagas|firefly/fireflies|luciole/lucioles|Glühwürmchen|lucciola/lucciole|pirilampo
animal|gaviota/gaviotas|seagull/seagulls|mouette/mouettes|Möwe/Möwen|gabbiano/gabbiani|gaivota
animal|cangrejo/cangrejos|crab/crabs|crabe/crabes|Krabbe/Krabben|granchio/granchi|caranguejo
object|libro/libros|book/books|livre/livres|Buch/Bücher|libro/libri|livro
object|llave/llaves|key/keys|clé/clés/clef|Schlüssel|chiave/chiavi|chave
object|mapa/mapas|map/maps|carte/cartes|Karte/Karten/Landkarte|mappa/mappe|mapa
object|brújula/brújulas|compass/compasses|boussole/boussoles|Kompass/Kompasse|bussola/bussole|bússola
object|linterna/linternas|torch/flashlight/lantern|lanterne/lanternes|Laterne/Taschenlampe|torcia/lanterna/lanterne|lanterna
object|mochila/mochilas|backpack/backpacks|sac/sacs|Rucksack/Rucksäcke|zaino/zaini|mochila
object|caja/cajas|box/boxes|boîte/boîtes|Kiste/Kisten/Schachtel|scatola/scatole|caixa
object|cofre/cofres|chest/chests|coffre/coffres|Truhe/Truhen|forziere/forzieri/baule|baú
object|tesoro/tesoros|treasure/treasures|trésor/trésors|Schatz/Schätze|tesoro/tesori|tesouro
object|moneda/monedas|coin/coins|pièce/pièces|Münze/Münzen|moneta/monete|moeda
object|corona/coronas|crown/crowns|couronne/couronnes|Krone/Kronen|corona/corone|coroa
object|espada/espadas|sword/swords|épée/épées|Schwert/Schwerter|spada/spade|espada
object|escudo/escudos|shield/shields|bouclier/boucliers|Schild|scudo/scudi|escudo
object|varita/varitas|wand/wands|baguette/baguettes|Zauberstab/Zauberstäbe|bacchetta/bacchette|varinha
object|sombrero/sombreros|hat/hats|chapeau/chapeaux|Hut/Hüte|cappello/cappelli|chapéu
object|capa/capas|cape/capes/cloak|cape/capes|Umhang/Umhänge/Mantel|mantello/mantelli|capa
object|zapato/zapatos|shoe/shoes|chaussure/chaussures|Schuh/Schuhe|scarpa/scarpe|sapato
object|pelota/pelotas/balón|ball/balls|balle/balles|Ball/Bälle|palla/palle/pallone|bola
object|globo/globos|balloon/balloons|ballon/ballons|Luftballon/Luftballons|palloncino/palloncini|balão
object|cometa/cometas|kite/kites|cerf-volant|Flugdrache|aquilone/aquiloni|papagaio de papel
object|muñeca/muñecas|doll/dolls|poupée/poupées|Puppe/Puppen|bambola/bambole|boneca
object|juguete/juguetes|toy/toys|jouet/jouets|Spielzeug/Spielzeuge|giocattolo/giocattoli|brinquedo
object|bicicleta/bicicletas/bici|bicycle/bicycles/bike/bikes|vélo/vélos/bicyclette|Fahrrad/Fahrräder|bicicletta/biciclette/bici|bicicleta
object|cohete/cohetes|rocket/rockets|fusée/fusées|Rakete/Raketen|razzo/razzi|foguetão
object|barco/barcos|boat/boats/ship/ships|bateau/bateaux|Boot/Boote/Schiff|barca/barche/nave|barco
object|tren/trenes|train/trains|train/trains|Zug/Züge|treno/treni|comboio
object|coche/coches|car/cars|voiture/voitures|Auto/Autos|macchina/macchine|carro
object|avión/aviones|plane/planes/airplane|avion/avions|Flugzeug/Flugzeuge|aereo/aerei|avião
object|reloj/relojes|clock/clocks|horloge/horloges/montre|Uhr/Uhren|orologio/orologi|relógio
object|espejo/espejos|mirror/mirrors|miroir/miroirs|Spiegel|specchio/specchi|espelho
object|lápiz/lápices|pencil/pencils|crayon/crayons|Bleistift/Bleistifte/Stift|matita/matite|lápis
object|pincel/pinceles|brush/brushes/paintbrush|pinceau/pinceaux|Pinsel|pennello/pennelli|pincel
object|cuaderno/cuadernos|notebook/notebooks|cahier/cahiers|Heft/Hefte|quaderno/quaderni|caderno
object|carta/cartas|letter/letters|lettre/lettres|Brief/Briefe|lettera/lettere|carta
object|cámara/cámaras|camera/cameras|appareil|Kamera/Kameras|macchina fotografica/fotocamera|câmara
object|foto/fotos|photo/photos/photograph|photo/photos|Foto/Fotos|foto|foto
object|guitarra/guitarras|guitar/guitars|guitare/guitares|Gitarre/Gitarren|chitarra/chitarre|guitarra
object|tambor/tambores|drum/drums|tambour/tambours|Trommel/Trommeln|tamburo/tamburi|tambor
object|flauta/flautas|flute/flutes|flûte/flûtes|Flöte/Flöten|flauto/flauti|flauta
object|piano/pianos|piano/pianos|piano/pianos|Klavier/Klaviere|pianoforte/piano|piano
object|campana/campanas|bell/bells|cloche/cloches|Glocke/Glocken|campana/campane|sino
object|vela/velas|candle/candles|bougie/bougies|Kerze/Kerzen|candela/candele|vela
object|lámpara/lámparas|lamp/lamps|lampe/lampes|Lampe/Lampen|lampada/lampade|candeeiro
object|cesta/cestas|basket/baskets|panier/paniers|Korb/Körbe|cesto/cesti/cestino|cesto
object|cuerda/cuerdas|rope/ropes|corde/cordes|Seil/Seile|corda/corde|corda
object|escalera/escaleras|ladder/ladders/stairs|échelle/échelles/escalier|Leiter/Treppe|scala/scale|escada
object|puerta/puertas|door/doors|porte/portes|Tür/Türen|porta/porte|porta
object|ventana/ventanas|window/windows|fenêtre/fenêtres|Fenster|finestra/finestre|janela
object|mesa/mesas|table/tables|table/tables|Tisch/Tische|tavolo/tavoli|mesa
object|silla/sillas|chair/chairs|chaise/chaises|Stuhl/Stühle|sedia/sedie|cadeira
object|cama/camas|bed/beds|lit/lits|Bett/Betten|letto/letti|cama
object|manta/mantas|blanket/blankets|couverture/couvertures|Decke/Decken|coperta/coperte|cobertor
object|almohada/almohadas|pillow/pillows|oreiller/oreillers|Kissen|cuscino/cuscini|almofada
object|paraguas|umbrella/umbrellas|parapluie/parapluies|Regenschirm/Regenschirme|ombrello/ombrelli|guarda-chuva
object|anillo/anillos|ring/rings|bague/bagues/anneau|Ring/Ringe|anello/anelli|anel
object|collar/collares|necklace/necklaces|collier/colliers|Halskette/Kette|collana/collane|colar
object|botella/botellas|bottle/bottles|bouteille/bouteilles|Flasche/Flaschen|bottiglia/bottiglie|garrafa
object|taza/tazas|cup/cups/mug|tasse/tasses|Tasse/Tassen|tazza/tazze|chávena
object|plato/platos|plate/plates|assiette/assiettes|Teller|piatto/piatti|prato
object|cuchara/cucharas|spoon/spoons|cuillère/cuillères|Löffel|cucchiaio/cucchiai|colher
object|olla/ollas|pot/pots/saucepan|casserole/casseroles/marmite|Topf/Töpfe|pentola/pentole|panela
object|telescopio/telescopios|telescope/telescopes|télescope/télescopes|Teleskop/Fernrohr|telescopio/telescopi|telescópio
object|casco/cascos|helmet/helmets|casque/casques|Helm/Helme|casco/caschi|capacete
object|ordenador/ordenadores/computadora|computer/computers|ordinateur/ordinateurs|Computer|computer|computador
object|robot/robots|robot/robots|robot/robots|Roboter|robot|robô
object|tarjeta/tarjetas|card/cards|carte postale|Grußkarte|biglietto/biglietti|cartão
object|medalla/medallas|medal/medals|médaille/médailles|Medaille/Medaillen|medaglia/medaglie|medalha
object|trofeo/trofeos|trophy/trophies|trophée/trophées|Pokal/Pokale/Trophäe|trofeo/trofei|troféu
object|regalo/regalos|present/presents/gift/gifts|cadeau/cadeaux|Geschenk/Geschenke|regalo/regali|presente
object|lupa/lupas|magnifying glass/magnifier|loupe/loupes|Lupe/Lupen|lente/lenti|lupa
object|pluma/plumas|feather/feathers|plume/plumes|Feder/Federn|piuma/piume|pena
object|piedra/piedras|stone/stones/rock|pierre/pierres/caillou|Stein/Steine|pietra/pietre/sasso|pedra
object|tienda/tiendas|tent/tents|tente/tentes|Zelt/Zelte|tenda/tende|tenda
object|puente/puentes|bridge/bridges|pont/ponts|Brücke/Brücken|ponte/ponti|ponte
object|pastel/pasteles/tarta|cake/cakes|gâteau/gâteaux|Kuchen/Torte|torta/torte|bolo
place|casa/casas|house/houses/home|maison/maisons|Haus/Häuser|casa/case|casa
place|castillo/castillos|castle/castles|château/châteaux|Schloss/Schlösser/Burg|castello/castelli|castelo
place|bosque/bosques|forest/forests/woods|forêt/forêts/bois|Wald/Wälder|bosco/boschi/foresta|floresta
place|jardín/jardines|garden/gardens|jardin/jardins|Garten/Gärten|giardino/giardini|jardim
place|parque/parques|park/parks|parc/parcs|Park/Parks|parco/parchi|parque
place|escuela/escuelas/colegio|school/schools|école/écoles|Schule/Schulen|scuola/scuole|escola
place|playa/playas|beach/beaches|plage/plages|Strand/Strände|spiaggia/spiagge|praia
place|mar/mares|sea/seas|mer/mers|Meer/Meere|mare/mari|mar
place|océano/océanos|ocean/oceans|océan/océans|Ozean/Ozeane|oceano/oceani|oceano
place|río/ríos|river/rivers|rivière/rivières/fleuve|Fluss/Flüsse|fiume/fiumi|rio
place|lago/lagos|lake/lakes|lac/lacs|Teich|lago/laghi|lago
place|montaña/montañas|mountain/mountains|montagne/montagnes|Berg/Berge|montagna/montagne|montanha
place|cueva/cuevas|cave/caves|grotte/grottes/caverne|Höhle/Höhlen|grotta/grotte/caverna|gruta
place|isla/islas|island/islands|île/îles|Insel/Inseln|isola/isole|ilha
place|pueblo/pueblos/aldea|village/villages|village/villages|Dorf/Dörfer|villaggio/villaggi/paese|aldeia
place|ciudad/ciudades|city/cities/town|ville/villes|Stadt/Städte|città|cidade
place|calle/calles|street/streets|rue/rues|Straße/Straßen|strada/strade/via|rua
place|cocina/cocinas|kitchen/kitchens|cuisine/cuisines|Küche/Küchen|cucina/cucine|cozinha
place|biblioteca/bibliotecas|library/libraries|bibliothèque/bibliothèques|Bibliothek/Bücherei|biblioteca/biblioteche|biblioteca
place|mercado/mercados|market/markets|marché/marchés|Markt/Märkte|mercato/mercati|mercado
place|torre/torres|tower/towers|tour/tours|Turm/Türme|torre/torri|torre
place|granja/granjas|farm/farms|ferme/fermes|Bauernhof/Hof|fattoria/fattorie|quinta
place|puerto/puertos|harbour/harbor/port|port/ports|Hafen/Häfen|porto/porti|porto
place|desierto/desiertos|desert/deserts|désert/déserts|Wüste/Wüsten|deserto/deserti|deserto
place|selva/selvas/jungla|jungle/jungles|jungle/jungles|Dschungel|giungla/giungle|selva
place|palacio/palacios|palace/palaces|palais|Palast/Paläste|palazzo/palazzi/reggia|palácio
place|laboratorio/laboratorios|laboratory/lab|laboratoire/laboratoires|Labor/Labore|laboratorio/laboratori|laboratório
place|museo/museos|museum/museums|musée/musées|Museum/Museen|museo/musei|museu
place|teatro/teatros|theatre/theater/theatres|théâtre/théâtres|Theater|teatro/teatri|teatro
place|estadio/estadios|stadium/stadiums|stade/stades|Stadion/Stadien|stadio/stadi|estádio
place|habitación/habitaciones/cuarto|room/rooms/bedroom|chambre/chambres|Zimmer|stanza/stanze|quarto
place|nave espacial/nave|spaceship/spaceships|vaisseau/vaisseaux|Raumschiff/Raumschiffe|astronave/navicella|nave espacial
place|planeta/planetas|planet/planets|planète/planètes|Planet/Planeten|pianeta/pianeti|planeta
place|reino/reinos|kingdom/kingdoms|royaume/royaumes|Königreich/Reich|regno/regni|reino
place|camino/caminos/sendero|path/paths/road/trail|chemin/chemins/sentier|Weg/Wege/Pfad|sentiero/sentieri/cammino|caminho
place|valle/valles|valley/valleys|vallée/vallées|Tal/Täler|valle/valli|vale
place|colina/colinas|hill/hills|colline/collines|Hügel|collina/colline|colina
place|prado/prados|meadow/meadows|prairie/prairies/pré|Wiese/Wiesen|prato/prati|prado
nature|árbol/árboles|tree/trees|arbre/arbres|Baum/Bäume|albero/alberi|árvore
nature|flor/flores|flower/flowers|fleur/fleurs|Blume/Blumen/Blüte|fiore/fiori|flor
nature|hoja/hojas|leaf/leaves|feuille/feuilles|Blatt/Blätter|foglia/foglie|folha
nature|estrella/estrellas|star/stars|étoile/étoiles|Stern/Sterne|stella/stelle|estrela
nature|luna/lunas|moon/moons|lune/lunes|Mond/Monde|luna/lune|lua
nature|sol/soles|sun|soleil/soleils|Sonne|sole|sol
nature|nube/nubes|cloud/clouds|nuage/nuages|Wolke/Wolken|nuvola/nuvole|nuvem
nature|lluvia|rain|pluie|Regen|pioggia|chuva
nature|nieve|snow|neige|Schnee|neve|neve
nature|viento|wind|vent|Wind|vento|vento
nature|arcoíris/arcoiris|rainbow/rainbows|arc-en-ciel|Regenbogen|arcobaleno/arcobaleni|arco-íris
nature|cielo/cielos|sky/skies|ciel/cieux|Himmel|cielo/cieli|céu
nature|agua|water|eau|Wasser|acqua|água
nature|fuego|fire|feu|Feuer|fuoco|fogo
nature|hierba|grass|herbe|Gras|erba|erva
nature|concha/conchas|shell/shells/seashell|coquillage/coquillages|Muschel/Muscheln|conchiglia/conchiglie|concha
nature|semilla/semillas|seed/seeds|graine/graines|Samen/Samenkorn|seme/semi|semente
nature|rama/ramas|branch/branches|branche/branches|Ast/Äste/Zweig|ramo/rami|ramo
nature|ola/olas|wave/waves|vague/vagues|Welle/Wellen|onda/onde|onda
nature|arena|sand|sable|Sand|sabbia|areia
nature|noche/noches|night/nights|nuit/nuits|Nacht/Nächte|notte/notti|noite
nature|día/días|day/days|jour/jours/journée|Tag/Tage|giorno/giorni|dia
nature|mañana/mañanas|morning/mornings|matin/matins/matinée|Morgen|mattina/mattino|manhã
nature|cometa fugaz/meteorito|comet/comets|comète/comètes|Komet/Kometen|cometa/comete|cometa
food|manzana/manzanas|apple/apples|pomme/pommes|Apfel/Äpfel|mela/mele|maçã
food|naranja/naranjas|orange/oranges|orange/oranges|Orange/Orangen|arancia/arance|laranja
food|plátano/plátanos|banana/bananas|banane/bananes|Banane/Bananen|banana/banane|banana
food|fresa/fresas|strawberry/strawberries|fraise/fraises|Erdbeere/Erdbeeren|fragola/fragole|morango
food|pera/peras|pear/pears|poire/poires|Birne/Birnen|pera/pere|pera
food|uva/uvas|grape/grapes|raisin/raisins|Traube/Trauben|uva|uva
food|zanahoria/zanahorias|carrot/carrots|carotte/carottes|Karotte/Karotten/Möhre|carota/carote|cenoura
food|galleta/galletas|biscuit/biscuits/cookie/cookies|biscuit/biscuits|Keks/Kekse|biscotto/biscotti|bolacha
food|pan/panes|bread|pain/pains|Brot/Brote|pane|pão
food|queso/quesos|cheese|fromage/fromages|Käse|formaggio/formaggi|queijo
food|leche|milk|lait|Milch|latte|leite
food|miel|honey|miel|Honig|miele|mel
food|sopa/sopas|soup/soups|soupe/soupes|Suppe/Suppen|zuppa/zuppe/minestra|sopa
food|huevo/huevos|egg/eggs|œuf/œufs/oeuf/oeufs|Ei/Eier|uovo/uova|ovo
food|helado/helados|ice cream|glace/glaces|Eis|gelato/gelati|gelado
food|caramelo/caramelos|sweet/sweets/candy|bonbon/bonbons|Bonbon/Bonbons|caramella/caramelle|rebuçado
food|chocolate|chocolate|chocolat|Schokolade|cioccolato/cioccolata|chocolate
food|tomate/tomates|tomato/tomatoes|tomate/tomates|Tomate/Tomaten|pomodoro/pomodori|tomate
food|pizza/pizzas|pizza/pizzas|pizza/pizzas|Pizza/Pizzen|pizza/pizze|pizza
food|cereza/cerezas|cherry/cherries|cerise/cerises|Kirsche/Kirschen|ciliegia/ciliegie|cereja
food|limón/limones|lemon/lemons|citron/citrons|Zitrone/Zitronen|limone/limoni|limão
food|bocadillo/bocadillos|sandwich/sandwiches|sandwich/sandwichs|Brötchen/Sandwich|panino/panini|sanduíche
colour|rojo/roja/rojos/rojas|red|rouge/rouges|rot/rote/roten/roter/rotes|rosso/rossa/rossi/rosse|vermelho
colour|azul/azules|blue|bleu/bleue/bleus/bleues|blau/blaue/blauen/blauer/blaues|blu|azul
colour|verde/verdes|green|vert/verte/verts/vertes|grün/grüne/grünen/grüner/grünes|verde/verdi|verde
colour|amarillo/amarilla/amarillos/amarillas|yellow|jaune/jaunes|gelb/gelbe/gelben/gelber/gelbes|giallo/gialla/gialli/gialle|amarelo
colour|blanco/blanca/blancos/blancas|white|blanc/blanche/blancs/blanches|weiß/weiße/weißen/weißer/weißes|bianco/bianca/bianchi/bianche|branco
colour|negro/negra/negros/negras|black|noir/noire/noirs/noires|schwarz/schwarze/schwarzen/schwarzer|nero/nera/neri/nere|preto
colour|rosa/rosas|pink|rose/roses|rosa|rosa|cor-de-rosa
colour|morado/morada/morados/moradas/violeta|purple/violet|violet/violette/violets|lila/violett|viola|roxo
colour|naranja|orange|orange|orange|arancione/arancioni|laranja
colour|marrón/marrones|brown|marron|braun/braune/braunen|marrone/marroni|castanho
colour|gris/grises|grey/gray|gris/grise/grises|grau/graue/grauen|grigio/grigia/grigi|cinzento
colour|dorado/dorada/dorados/doradas|golden/gold|doré/dorée/dorés/dorées|golden/goldene/goldenen/goldener|dorato/dorata/dorati/dorate|dourado
colour|plateado/plateada/plateados|silver/silvery|argenté/argentée/argentés|silbern/silberne/silbernen|argentato/argentata/argentati|prateado
feeling|feliz/felices|happy|heureux/heureuse/heureuses|glücklich/glückliche/glücklichen|felice/felici|feliz
feeling|triste/tristes|sad|triste/tristes|traurig/traurige/traurigen|triste/tristi|triste
feeling|contento/contenta/contentos/contentas|glad/pleased|content/contente/contents|froh/frohe/fröhlich|contento/contenta/contenti|contente
feeling|asustado/asustada/asustados|scared/frightened/afraid|effrayé/effrayée/apeuré|erschrocken/verängstigt|spaventato/spaventata/spaventati|assustado
feeling|miedo|fear|peur|Angst|paura|medo
feeling|valiente/valientes|brave|courageux/courageuse|mutig/mutige/mutigen|coraggioso/coraggiosa/coraggiosi|corajoso
feeling|tranquilo/tranquila/tranquilos|calm/quiet|calme/calmes|ruhig/ruhige/ruhigen|tranquillo/tranquilla/calmo|calmo
feeling|cansado/cansada/cansados|tired|fatigué/fatiguée/fatigués|müde|stanco/stanca/stanchi|cansado
feeling|sorprendido/sorprendida/sorprendidos|surprised|surpris/surprise|überrascht|sorpreso/sorpresa/sorpresi|surpreendido
feeling|enfadado/enfadada/enfadados|angry|fâché/fâchée/en colère|wütend/böse|arrabbiato/arrabbiata|zangado
feeling|nervioso/nerviosa/nerviosos|nervous|nerveux/nerveuse|nervös|nervoso/nervosa|nervoso
feeling|orgulloso/orgullosa/orgullosos|proud|fier/fière/fiers|stolz/stolze|orgoglioso/orgogliosa|orgulhoso
feeling|curioso/curiosa/curiosos/curiosidad|curious/curiosity|curieux/curieuse/curiosité|neugierig/neugierige/Neugier|curioso/curiosa/curiosità|curioso
feeling|alegría|joy|joie|Freude|gioia/allegria|alegria
feeling|amor|love|amour|Liebe|amore|amor
feeling|amistad|friendship|amitié|Freundschaft|amicizia|amizade
feeling|esperanza|hope|espoir|Hoffnung|speranza|esperança
feeling|paciencia|patience|patience|Geduld|pazienza|paciência
feeling|amable/amables|kind|gentil/gentille/gentils|freundlich/nett|gentile/gentili|amável
feeling|tímido/tímida/tímidos|shy|timide/timides|schüchtern|timido/timida|tímido
feeling|emocionado/emocionada/emocionados|excited|excité/excitée/enthousiaste|aufgeregt|emozionato/emozionata/entusiasta|entusiasmado
action|correr/corrió/corría/corre/corrieron|run/ran/runs/running|courir/courut/courait|laufen/lief/läuft|correre/corse/correva/corre|correr
action|saltar/saltó/saltaba/salta|jump/jumped/jumps|sauter/sauta/sautait/saute|springen/sprang/springt|saltare/saltò/saltava/salta|saltar
action|nadar/nadó/nadaba|swim/swam/swims|nager/nagea/nageait/nage|schwimmen/schwamm/schwimmt|nuotare/nuotò/nuotava/nuota|nadar
action|volar/voló/volaba/vuela|fly/flew/flies/flying|voler/vola/volait/vole|fliegen/flog/fliegt|volare/volò/volava/vola|voar
action|cantar/cantó/cantaba/canta|sing/sang/sings/singing|chanter/chanta/chantait/chante|singen/sang/singt|cantare/cantò/cantava/canta|cantar
action|bailar/bailó/bailaba/baila|dance/danced/dances/dancing|danser/dansa/dansait/danse|tanzen/tanzte/tanzt|ballare/ballò/ballava/balla/danzare|dançar
action|leer/leyó/leía/lee|read/reads|lire/lut/lisait|lesen/las/liest|leggere/lesse/leggeva/legge|ler
action|escribir/escribió/escribía/escribe|write/wrote/writes|écrire/écrivit/écrivait/écrit|schreiben/schrieb/schreibt|scrivere/scrisse/scriveva/scrive|escrever
action|dibujar/dibujó/dibujaba/dibuja|draw/drew/draws|dessiner/dessina/dessinait/dessine|zeichnen/zeichnete/zeichnet|disegnare/disegnò/disegnava/disegna|desenhar
action|jugar/jugó/jugaba/juega/jugaron|play/played/plays/playing|jouer/joua/jouait/joue|spielen/spielte/spielt|giocare/giocò/giocava/gioca|brincar
action|buscar/buscó/buscaba/busca/buscaron|search/searched/look for|chercher/chercha/cherchait/cherche|suchen/suchte/sucht|cercare/cercò/cercava/cerca|procurar
action|encontrar/encontró/encuentra/encontraron|find/found/finds|trouver/trouva/trouvait/trouve|finden/fand/findet|trovare/trovò/trovava/trova|encontrar
action|abrir/abrió/abría/abre|open/opened/opens|ouvrir/ouvrit/ouvrait/ouvre|öffnen/öffnete/öffnet|aprire/aprì/apriva/apre|abrir
action|cerrar/cerró/cerraba/cierra|close/closed/closes|fermer/ferma/fermait|schließen/schließt|chiudere/chiuse/chiudeva/chiude|fechar
action|mirar/miró/miraba/mira|look/looked/looks|regarder/regarda/regardait/regarde|schauen/schaute/schaut/ansehen|guardare/guardò/guardava/guarda|olhar
action|escuchar/escuchó/escuchaba/escucha|listen/listened/listens|écouter/écouta/écoutait/écoute|hören/hörte/hört/zuhören|ascoltare/ascoltò/ascoltava/ascolta|ouvir
action|ayudar/ayudó/ayudaba/ayuda|help/helped/helps|aider/aida/aidait/aide|helfen/half/hilft|aiutare/aiutò/aiutava/aiuta|ajudar
action|caminar/caminó/caminaba/camina|walk/walked/walks|marcher/marcha/marchait/marche|gehen/ging/geht/wandern|camminare/camminò/camminava/cammina|caminhar
action|dormir/durmió/dormía/duerme|sleep/slept/sleeps|dormir/dormit/dormait/dort|schlafen/schlief/schläft|dormire/dormì/dormiva/dorme|dormir
action|comer/comió/comía/come|eat/ate/eats|manger/mangea/mangeait/mange|essen/aß/isst|mangiare/mangiò/mangiava/mangia|comer
action|beber/bebió/bebía/bebe|drink/drank/drinks|boire/buvait/boit|trinken/trank/trinkt|bere/bevve/beveva/beve|beber
action|reír/rió/reía/ríe/rieron|laugh/laughed/laughs|rire/rit/riait/rient|lachen/lachte/lacht|ridere/rise/rideva/ride|rir
action|llorar/lloró/lloraba/llora|cry/cried/cries|pleurer/pleura/pleurait/pleure|weinen/weinte/weint|piangere/pianse/piangeva/piange|chorar
action|soñar/soñó/soñaba/sueña|dream/dreamed/dreamt|rêver/rêva/rêvait/rêve|träumen/träumte/träumt|sognare/sognò/sognava/sogna|sonhar
action|cocinar/cocinó/cocinaba|cook/cooked/cooks|cuisiner/cuisina/cuisinait|kochen/kochte/kocht|cucinare/cucinò/cucinava|cozinhar
action|pintar/pintó/pintaba/pinta|paint/painted/paints|peindre/peignit/peignait/peint|malen/malte/malt|dipingere/dipinse/dipingeva/dipinge|pintar
action|construir/construyó/construía/construye|build/built/builds|construire/construisit/construisait|bauen/baute/baut|costruire/costruì/costruiva/costruisce|construir
action|explorar/exploró/exploraba/explora|explore/explored/explores|explorer/explora/explorait/explore|erkunden/erkundete/erforschen|esplorare/esplorò/esplorava/esplora|explorar
action|aprender/aprendió/aprendía/aprende|learn/learned/learnt/learns|apprendre/apprit/apprenait/apprend|lernen/lernte/lernt|imparare/imparò/imparava/impara|aprender
action|compartir/compartió/compartía/comparte|share/shared/shares|partager/partagea/partageait/partage|teilen/teilte/teilt|condividere/condivise/condivideva|partilhar
action|abrazar/abrazó/abrazaba/abraza|hug/hugged/hugs|serrer/embrassa/embrasser|umarmen/umarmte/umarmt|abbracciare/abbracciò/abbraccia|abraçar
action|viajar/viajó/viajaba/viaja|travel/travelled/traveled/travels|voyager/voyagea/voyageait|reisen/reiste/reist|viaggiare/viaggiò/viaggiava/viaggia|viajar
action|subir/subió/subía/sube|climb/climbed/climbs|grimper/grimpa/grimpait/monter|klettern/kletterte/klettert|salire/salì/saliva/arrampicare|subir
action|gritar/gritó/gritaba/grita|shout/shouted/shouts|crier/cria/criait/crie|rufen/rief/ruft/schreien|gridare/gridò/gridava/grida|gritar
action|susurrar/susurró/susurraba/susurra|whisper/whispered/whispers|chuchoter/chuchota/murmura|flüstern/flüsterte/flüstert|sussurrare/sussurrò/sussurrava|sussurrar
action|esperar/esperó/esperaba/espera|wait/waited/waits|attendre/attendit/attendait/attend|warten/wartete/wartet|aspettare/aspettò/aspettava/aspetta|esperar
action|pensar/pensó/pensaba/piensa|think/thought/thinks|penser/pensa/pensait/pense|denken/dachte/denkt|pensare/pensò/pensava/pensa|pensar
action|sonreír/sonrió/sonreía/sonríe|smile/smiled/smiles|sourire/sourit/souriait|lächeln/lächelte/lächelt|sorridere/sorrise/sorrideva/sorride|sorrir
action|descubrir/descubrió/descubría/descubre|discover/discovered/discovers|découvrir/découvrit/découvrait/découvre|entdecken/entdeckte/entdeckt|scoprire/scoprì/scopriva/scopre|descobrir
profession|astronauta/astronautas|astronaut/astronauts|astronaute/astronautes|Astronaut/Astronautin|astronauta/astronauti|astronauta
profession|explorador/exploradora/exploradores|explorer/explorers|explorateur/exploratrice/explorateurs|Entdecker/Entdeckerin/Forscher|esploratore/esploratrice/esploratori|explorador
profession|caballero/caballeros|knight/knights|chevalier/chevaliers|Ritter|cavaliere/cavalieri|cavaleiro
profession|rey/reyes|king/kings|roi/rois|König/Könige|re|rei
profession|reina/reinas|queen/queens|reine/reines|Königin/Königinnen|regina/regine|rainha
profession|príncipe/príncipes|prince/princes|prince/princes|Prinz/Prinzen|principe/principi|príncipe
profession|princesa/princesas|princess/princesses|princesse/princesses|Prinzessin/Prinzessinnen|principessa/principesse|princesa
profession|superhéroe/superhéroes/superheroína|superhero/superheroes|super-héros/superhéros|Superheld/Superhelden/Superheldin|supereroe/supereroi/supereroina|super-herói
profession|mago/maga/magos|wizard/wizards/magician|magicien/magicienne/sorcier|Zauberer/Zauberin|mago/maga/maghi|feiticeiro
profession|deportista/deportistas|athlete/athletes|athlète/athlètes/sportif/sportive|Sportler/Sportlerin/Athlet|atleta/atleti/sportivo|atleta
profession|maestro/maestra/maestros/profesor/profesora|teacher/teachers|maître/maîtresse/professeur|Lehrer/Lehrerin|maestro/maestra/insegnante|professor
profession|médico/médica/doctor/doctora|doctor/doctors|médecin/docteur|Arzt/Ärztin|medico/dottore/dottoressa|médico
profession|bombero/bombera/bomberos|firefighter/firefighters|pompier/pompiers|Feuerwehrmann/Feuerwehrfrau|pompiere/pompieri|bombeiro
profession|cocinero/cocinera/cocineros|chef|cuisinier/cuisinière|Koch/Köchin|cuoco/cuoca/cuochi|cozinheiro
profession|pirata/piratas|pirate/pirates|pirate/pirates|Pirat/Piraten|pirata/pirati|pirata
profession|científico/científica/científicos|scientist/scientists|scientifique/scientifiques|Wissenschaftler/Wissenschaftlerin|scienziato/scienziata/scienziati|cientista
profession|pintor/pintora/pintores|painter/painters|peintre/peintres|Maler/Malerin|pittore/pittrice/pittori|pintor
profession|músico/músicos|musician/musicians|musicien/musicienne/musiciens|Musiker/Musikerin|musicista/musicisti|músico
profession|detective/detectives|detective/detectives|détective/détectives|Detektiv/Detektivin|detective/investigatore|detetive
profession|hada/hadas|fairy/fairies|fée/fées|Fee/Feen|fata/fate|fada
profession|gigante/gigantes|giant/giants|géant/géante/géants|Riese/Riesen|gigante/giganti|gigante
profession|bruja/brujas|witch/witches|sorcière/sorcières|Hexe/Hexen|strega/streghe|bruxa
hobby|música|music|musique|Musik|musica|música
hobby|lectura|reading|lecture|Lektüre|lettura|leitura
hobby|videojuego/videojuegos|video game/videogame|jeu vidéo/jeux vidéo|Videospiel/Videospiele|videogioco/videogiochi|videojogo
hobby|fotografía|photography|photographie|Fotografie|fotografia|fotografia
hobby|deporte/deportes|sport/sports|sport/sports|Sport|sport|desporto
hobby|fútbol|football/soccer|football|Fußball|calcio|futebol
hobby|pintura/pinturas|painting/paintings|peinture/peintures|Malerei/Gemälde|pittura/quadro|pintura
hobby|viaje/viajes|trip/trips/journey|voyage/voyages|Reise|viaggio/viaggi|viagem
hobby|magia|magic|magie|Magie/Zauberei|magia|magia
hobby|canción/canciones|song/songs|chanson/chansons|Lied/Lieder|canzone/canzoni|canção
hobby|juego/juegos|game/games|jeu/jeux|Spiel/Spiele|gioco/giochi|jogo
hobby|receta/recetas|recipe/recipes|recette/recettes|Rezept/Rezepte|ricetta/ricette|receita
hobby|carrera/carreras|race/races|course/courses|Rennen/Wettlauf|gara/gare/corsa|corrida
body|mano/manos|hand/hands|main/mains|Hand/Hände|mano/mani|mão
body|pie/pies|foot/feet|pied/pieds|Fuß/Füße|piede/piedi|pé
body|ojo/ojos|eye/eyes|œil/yeux/oeil|Auge/Augen|occhio/occhi|olho
body|oreja/orejas|ear/ears|oreille/oreilles|Ohr/Ohren|orecchio/orecchie|orelha
body|nariz/narices|nose/noses|nez|Nase/Nasen|naso/nasi|nariz
body|boca/bocas|mouth/mouths|bouche/bouches|Mund/Münder|bocca/bocche|boca
body|cabeza/cabezas|head/heads|tête/têtes|Kopf/Köpfe|testa/teste|cabeça
body|corazón/corazones|heart/hearts|cœur/cœurs/coeur|Herz/Herzen|cuore/cuori|coração
body|pelo/cabello|hair|cheveux|Haar/Haare|capelli|cabelo
body|brazo/brazos|arm/arms|bras|Arm/Arme|braccio/braccia|braço
body|ala/alas|wing/wings|aile/ailes|Flügel|ala/ali|asa
body|cola/colas|tail/tails|queue/queues|Schwanz/Schweif|coda/code|cauda
person|amigo/amiga/amigos/amigas|friend/friends|ami/amie/amis/amies|Freund/Freundin/Freunde|amico/amica/amici/amiche|amigo
person|madre/mamá|mother/mum/mom|mère/maman|Mutter/Mama|madre/mamma|mãe
person|padre/papá|father/dad|père/papa|Vater/Papa|padre/papà|pai
person|hermano/hermanos|brother/brothers|frère/frères|Bruder/Brüder|fratello/fratelli|irmão
person|hermana/hermanas|sister/sisters|sœur/sœurs/soeur|Schwester/Schwestern|sorella/sorelle|irmã
person|abuelo/abuelos|grandfather/grandpa|grand-père/papi|Großvater/Opa|nonno/nonni|avô
person|abuela/abuelas|grandmother/grandma|grand-mère/mamie|Großmutter/Oma|nonna/nonne|avó
person|niño/niña/niños/niñas|child/children/kid/kids|enfant/enfants|Kind/Kinder|bambino/bambina/bambini|criança
person|familia/familias|family/families|famille/familles|Familie/Familien|famiglia/famiglie|família
person|vecino/vecina/vecinos|neighbour/neighbor/neighbours|voisin/voisine/voisins|Nachbar/Nachbarin/Nachbarn|vicino/vicina/vicini|vizinho
`;

const LANGUAGE_ORDER: ChallengeLanguageId[] = ['es', 'en', 'fr', 'de', 'it', 'pt'];

export const VOCABULARY: readonly VocabularyEntry[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const [category, ...cells] = line.split('|');
    const forms = Object.fromEntries(
      LANGUAGE_ORDER.map((language, i) => [language, (cells[i] ?? '').split('/').map((w) => w.trim()).filter(Boolean)]),
    ) as Record<ChallengeLanguageId, string[]>;
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
export function baseWord(entry: VocabularyEntry, language: ChallengeLanguageId): string {
  return entry.forms[language][0] ?? '';
}
