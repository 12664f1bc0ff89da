// Word families for harm that a parent asks for in everyday words rather than in the words of harm:
// ridicule of a person for who they are, a joke given as the excuse, punishment "the way we were raised",
// a child given a drink, a drug or a pill as a treat or to make them sleep, cruelty to small animals,
// grooming and dangerous play in plain words; and for what makes such words harmless: a lesson, a
// parent watching, a set phrase ("bomba de crema", "shooting star"), smoke from a chimney. Each
// idea is listed as a native speaker of each language would list it (inflections, synonyms, slang,
// regional words), not as the sentences of a corpus, and is combined with others by request-rules.ts. Same
// format as concepts.ts (folded words; several words for a phrase; "*" a German compound's beginning;
// "=" a word matched only as written). The lexicon reads every family file as one.
import type { ConceptLexicon } from './concepts';

export const CONCEPT_FAMILIES_SOCIAL: ConceptLexicon = {
  // --- lessons that protect: body rules, explaining what never to do or what to do if… ---
  safetyLesson: {
    es: 'reglas del cuerpo, las reglas del cuerpo, seguridad del cuerpo, tu cuerpo es tuyo, por que nunca, porque nunca se, que hacer si, que hay que hacer si, nunca se toman, nunca hay que',
    en: 'body rules, body safety, body safety rules, your body belongs to you, your body is yours, why we never, why you should never, why you never, what to do if, what to do when, we never touch, you never take',
    fr: 'regles du corps, les regles du corps, ton corps t appartient, ton corps est a toi, pourquoi on ne, pourquoi il ne faut jamais, que faire si, que faire quand, on ne touche jamais',
    de: 'korperregeln, korperregel*, dein korper gehort dir, warum man nie, warum man niemals, was tun wenn, was man tun soll, was man macht wenn, man nimmt nie',
    it: 'regole del corpo, le regole del corpo, il tuo corpo e tuo, il corpo e tuo, perche non si, perche non bisogna mai, cosa fare se, cosa fare quando, non si prendono mai',
  },
  // --- no secrets with grown-ups, a parent can always be told, it is not the child's fault: a hard
  // theme told with care ---
  protective: {
    es: 'no hay secretos con, ningun secreto con, nada de secretos con, siempre puedes contarlo, siempre puedes decirselo, lo dices enseguida a, se lo dices a tus padres, no es culpa de, no es tu culpa, no es su culpa, no es culpa suya, no es culpa de ellos',
    en: 'no secrets with, no secrets from, you can always tell, always tell mum, always tell mom, tell your parents straight away, tell your parents right away, not your fault, not his fault, not her fault, not their fault, isn t his fault, isn t her fault',
    fr: 'pas de secrets avec, aucun secret avec, tu peux toujours le dire, tu le dis tout de suite, tu le dis a tes parents, le dire a tes parents, pas ta faute, pas sa faute, pas de sa faute, pas de ta faute, pas leur faute',
    de: 'keine geheimnisse mit, keine geheimnisse vor, du darfst es immer, darfst es immer mama sagen, sag es sofort deinen eltern, erzahl es deinen eltern, nicht deine schuld, nicht seine schuld, nicht ihre schuld, nicht eure schuld',
    it: 'nessun segreto con, niente segreti con, puoi sempre dirlo, lo dici subito ai tuoi genitori, dillo subito alla mamma, non e colpa sua, non e colpa tua, non e colpa loro, non e colpa di',
  },
  // --- asking a grown-up: what a safety lesson tells a child to do ---
  seeksHelp: {
    es: 'se llama a un adulto, llama a un adulto, llamar a un adulto, avisa a un adulto, avisar a un adulto, busca a un adulto, se lo dice a un adulto, pueden hablar conmigo, puede hablar conmigo, puede hablar con su maestra, pueden hablar con su maestra, encuentra ayuda',
    en: 'get a grown up, gets a grown up, get an adult, fetch a grown up, tell a grown up, tell an adult, call an adult, can talk to me, can talk to his teacher, can talk to her teacher, talk to a grown up',
    fr: 'on appelle un adulte, appeler un adulte, appelle un adulte, previent un adulte, prevenir un adulte, le dire a un adulte, trouve de l aide, peut parler a, peut en parler a, peuvent en parler',
    de: 'einen erwachsenen holen, holt einen erwachsenen, einen erwachsenen rufen, sagt es einem erwachsenen, mit mir reden, mit seiner lehrerin reden, mit ihrer lehrerin reden, findet hilfe, holt sich hilfe',
    it: 'si chiama un adulto, chiamare un adulto, chiama un adulto, dirlo subito a un adulto, dirlo a un adulto, parlarne con, puo parlarne con, possono parlarne con, trova aiuto',
  },
  rescue: {
    es: 'lo defiende, la defiende, le defiende, sale en su defensa',
    en: 'stands up for him, stands up for her, defends him, defends her, sticks up for',
    fr: 'le defend, la defend, prend sa defense',
    de: 'verteidigt ihn, verteidigt sie, halt zu ihm, halt zu ihr',
    it: 'lo difende, la difende, prende le sue difese',
  },
  // --- what gives smoke that is no cigarette: a chimney, a stove, a kettle, a campfire ---
  smokeSource: {
    es: 'chimenea, chimeneas, estufa, hoguera, fogata, volcan, tetera, olla, humo del tren, locomotora',
    en: 'chimney, chimneys, stove, campfire, bonfire, volcano, kettle, steam train, locomotive, dragon s nostrils',
    fr: 'cheminee, cheminees, poele, feu de camp, volcan, bouilloire, locomotive, marmite',
    de: 'schornstein, schornsteine, kamin, ofen, lagerfeuer, vulkan, wasserkocher, lokomotive, dampflok',
    it: 'comignolo, camino, stufa, falo, vulcano, bollitore, locomotiva, pentola',
  },
  // --- a parent who watches: play under a grown-up's eye ---
  supervised: {
    es: 'papa mira, mama mira, papa lo mira, mama lo mira, bajo la mirada de, con papa mirando, con mama mirando, los padres miran',
    en: 'dad watches, mum watches, mom watches, with dad watching, with mum watching, while dad watches, while mum watches, parents watch',
    fr: 'papa regarde, maman regarde, sous l oeil de, sous le regard de, les parents regardent',
    de: 'papa schaut zu, mama schaut zu, unter aufsicht, die eltern schauen zu',
    it: 'papa guarda, la mamma guarda, sotto gli occhi di, i genitori guardano',
  },
  // --- what the children drink while the grown-ups have wine or cider ---
  childDrink: {
    es: 'zumo, zumos, jugo, jugos, chocolate caliente, cola cao, colacao, limonada, horchata, mosto',
    en: 'juice, apple juice, hot chocolate, cocoa, lemonade, squash',
    fr: 'jus, jus de pomme, jus tout frais, chocolat chaud, limonade, jus de raisin',
    de: 'saft, apfelsaft, kakao, heisse schokolade, kinderpunsch, limonade',
    it: 'succo, succo di mela, cioccolata calda, spremuta, aranciata',
  },
  // --- nobody gets hurt: a conflict told softly ---
  noHarm: {
    es: 'nadie se hace dano, sin que nadie se haga dano, nadie sale herido',
    en: 'nobody gets hurt, no one gets hurt, nobody is hurt, no one is hurt',
    fr: 'personne ne se fait mal, personne n est blesse, sans que personne ne soit blesse',
    de: 'niemand wird verletzt, keiner wird verletzt, niemand tut sich weh, keiner tut sich weh',
    it: 'nessuno si fa male, nessuno si e fatto male, nessuno resta ferito',
  },
  // --- a villain of a fairy tale by role ---
  monster: {
    es: 'madrastra malvada, la malvada madrastra, la madrastra mala, bruja malvada',
    en: 'evil stepmother, wicked stepmother, the wicked queen, evil queen',
    fr: 'mechante belle mere, la mechante belle mere, la maratre, maratre, la reine mechante',
    de: 'bose stiefmutter, die bose stiefmutter, bose konigin, die bose konigin',
    it: 'matrigna cattiva, la matrigna cattiva, la perfida matrigna, perfida matrigna, regina cattiva',
  },
  // --- toy guns at a fair ---
  toy: {
    es: 'escopeta de corchos, pistola de corchos, caseta de tiro, tiro al blanco de la feria, pistola de agua, pistolas de agua',
    en: 'cork gun, pop gun, shooting gallery, water pistol, water gun, nerf gun',
    fr: 'pistolet a bouchon, fusil a bouchon, stand de tir, pistolet a eau',
    de: 'korkenpistole, korkengewehr, schiessbude, wasserpistole',
    it: 'fucile a tappi, pistola a tappi, tiro a segno, pistola ad acqua',
  },
  // --- words of harm in a harmless set phrase: a cream bomb, a shooting star, a killer whale, a
  // wine-red dress, laughing oneself to death, a chimney that smokes, a treasure hunt. A frame
  // (frames.ts) drops every other idea the phrase's words name. ---
  innocentIdiom: {
    es: 'roba el protagonismo, toma mate, tomar mate, toman mate, tomando mate, mate cocido, bomba de crema, bombas de crema, bomba de chocolate, bombas de chocolate, bomba de nata, bombas de nata, bomba de bano, bombas de bano, orca asesina, orcas asesinas, ballena asesina, estrella fugaz, estrellas fugaces, color vino, rojo vino, granate, morirse de risa, muerto de risa, muerta de risa, muertos de risa, se mueren de risa, me muero de risa, la chimenea humea, chimenea que humea, planta de judias, judias verdes, caza del tesoro, busqueda del tesoro',
    en: 'steals the show, stole the show, cream bomb, cream bombs, chocolate bomb, chocolate bombs, bath bomb, bath bombs, bomb cake, killer whale, killer whales, shooting star, shooting stars, wine red, wine coloured, wine colored, burgundy dress, die laughing, dying of laughter, died laughing, laughing to death, chimney smokes, chimney smoking, smoking chimney, treasure hunt',
    fr: 'vole la vedette, bombe au chocolat, bombes au chocolat, bombe glacee, bombe a la creme, bombes a la creme, bombe de bain, bombes de bain, orque, orques, epaulard, etoile filante, etoiles filantes, couleur vin, rouge vin, lie de vin, bordeaux, mort de rire, morte de rire, morts de rire, mourir de rire, meurt de rire, cheminee qui fume, la cheminee fume, chasse au tresor',
    de: 'stiehlt die show, schokobombe, schokobomben, kalorienbombe, sahnebombe, badebombe, badebomben, killerwal, schwertwal, sternschnuppe, sternschnuppen, weinrot, totlachen, totgelacht, lachen sich tot, lacht sich tot, kamin raucht, schornstein raucht, rauchende schornstein, schatzsuche',
    it: 'ruba la scena, balena assassina, balene assassine, bomba alla crema, bombe alla crema, bomba di cioccolato, bombe di cioccolato, bomba al cioccolato, bombe al cioccolato, bomba da bagno, bombe da bagno, orca assassina, orche assassine, stella cadente, stelle cadenti, color vino, rosso vino, bordeaux, morire dal ridere, morto dal ridere, morti dal ridere, muoio dal ridere, il camino fuma, camino che fuma, caccia al tesoro',
  },
  // --- a body burnt at the stake, an animal drowned, dragged or poisoned ---
  fire: {
    es: 'hoguera, en la hoguera, con la plancha, la plancha caliente',
    en: 'at the stake, with the iron, hot iron',
    fr: 'bucher, sur le bucher, fer a repasser, avec le fer',
    de: 'scheiterhaufen, mit dem bugeleisen, bugeleisen',
    it: 'rogo, sul rogo, col ferro da stiro, ferro da stiro',
  },
  drown: {
    es: 'ahoga, ahogan, ahogar',
    en: 'drowns, drowned',
    fr: 'noie, noient, noyer',
    de: 'ersauft, ersaufen, ersauften, ertrankt',
    it: 'annega, annegare, affoga, affogare',
  },
  drag: {
    es: 'arrastran, arrastrarlo, arrastrarla, lo arrastran, la arrastran, arrastra',
    en: 'drag, drags, dragged, dragging',
    fr: 'trainent, trainer, le trainent, la trainent, traine',
    de: 'schleifen, schleift, schleifte, hinterherziehen, hinter sich herziehen',
    it: 'trascinano, trascinare, trascina, lo trascinano, la trascinano',
  },
  poison: {
    es: 'veneno, envenenar, envenena, matarratas, veneno para ratas, raticida',
    en: 'poison, poisons, poisoned, rat poison',
    fr: 'poison, empoisonner, empoisonne, mort aux rats',
    de: 'gift, rattengift, vergiften, vergiftet',
    it: 'veleno, avvelenare, avvelena, veleno per topi, topicida',
  },
  punishment: {
    es: 'castiga, castigar, castigan, castigo, como castigo, a la antigua, educa a la antigua, lo educa, los educa',
    en: 'punish, punishes, punished, as punishment, as a punishment, keeps them in line, keeps the grandkids in line, keep them in line, straighten them out',
    fr: 'punir, punit, punissent, pour le punir, pour la punir, comme punition, les dresse, dresser, remettre au pas',
    de: 'bestrafen, bestraft, bestrafung, zur strafe, als strafe, erzieht, erziehen, zurechtweisen',
    it: 'punire, punisce, puniscono, per punizione, come punizione, li sistema, sistemarli, raddrizzarli',
  },
  // --- ridicule: laughing at, imitating, tricking or nicknaming someone ---
  mock: {
    es: 'burlarse, se burlan, se burla, se burlen, burlandose, burla, burlas, mofarse, se mofan, reirse de, se rien de, se rie de, se rian de, rian de, imitan, imitar, imitando, lo imitan, la imitan, ridiculizar, ridiculiza, ridiculizan, hacer el ridiculo, haga el ridiculo, le ponen motes, tomar el pelo, le toman el pelo, lo enganan, la enganan, enganarlo, chistes de, chiste de, se parten de risa',
    en: 'make fun of, makes fun of, making fun of, made fun of, laugh at, laughs at, laughing at, laughed at, mock, mocks, mocking, mocked, tease, teases, teasing, teased, imitate, imitates, imitating, copy how he, copies how he, ridicule, ridicules, ridiculed, call him names, call her names, prank him, prank her, pranks, trick him, trick her, tricks him, make up a song about, song about him, song about her, jokes about',
    fr: 'se moquer, se moquent, se moque, moquer, moquerie, moqueries, rire de, rient de, rit de, imitent, imiter, imite, ridiculiser, ridiculisent, ridiculise, le traitent de, la traitent de, traitent de, blagues sur, blagues belges, blague sur, se payer la tete, se paient sa tete, le piegent, la piegent',
    de: 'auslachen, lachen aus, lacht aus, ausgelacht, lachen uber, lacht uber, machen nach, macht nach, nachmachen, nachafft, nachaffen, verspotten, verspottet, hanseln, hanselt, gehanselt, veraeppeln, veralbern, lustig machen, machen sich lustig, macht sich lustig, witze uber, reinlegen, legen ihn rein',
    it: 'prendere in giro, prendono in giro, prende in giro, presa in giro, preso in giro, deridere, deridono, deride, deriso, ridere di, ridono di, ride di, ridono tutti di, imitano, imitare, imita, sfottere, sfottono, canzonare, barzellette sui, lo ingannano, la ingannano',
  },
  // --- "it's only a joke": the excuse that comes with harm asked for as funny ---
  malice: {
    es: 'es solo una broma, solo es una broma, es una broma, solo de broma, que risa, que gracia, para que se rian, ya en el suelo, cuando ya esta en el suelo, se lo busco, se lo ha buscado',
    en: 'just a joke, only a joke, it s a joke, just joking, just for fun, lol, just a prank, my kids love pranks, as a joke, already on the ground, when he s already down, he asked for it, she asked for it',
    fr: 'c est juste une blague, juste une blague, c est une blague, juste une joke, pour la blague, deja a terre, il l a cherche, elle l a cherche',
    de: 'nur spass, nur ein witz, nur ein scherz, ist doch nur spass, ganz lustig, die lustige stelle, schon am boden liegt, am boden liegt, selber schuld',
    it: 'e solo uno scherzo, solo uno scherzo, e uno scherzo, per scherzo, la parte comica, che ridere, gia a terra, se l e cercata, se l e cercato',
  },
  // --- who is demeaned: groups named by origin, faith, class, body, sexuality or disability ---
  group: {
    es: 'mexicanos, colombianos, peruanos, bolivianos, paraguayos, dominicanos, cubanos, portugueses, belgas, franceses, ingleses, americanos, gringos, negritos, musulmana, evangelicos, catolicos, cristianos, los religiosos, testigos de jehova, mormones, ateos, pelirrojos, pelirroja, pelirrojo, gordos, gordas, gordito, gordita, obesos, obeso, obesa, bajito, sin techo, vagabundo, vagabundos, mendigo, mendigos, indigente, okupas, los del barrio, barrio marginal, chabolas, villa miseria, pobres, familia pobre, hiperactivo, tdah, autista, alzheimer, con alzheimer, silla de ruedas, en silla de ruedas, cojea, tartamudea, transgenero, bisexual, dos papas, dos mamas, asiatica, asiatico, africana, africano, arabe, judia, gitanilla, musulman, hiyab, turbante, kipa',
    en: 'mexican, mexicans, belgian, belgians, asian, jew, muslim girl, muslim boy, black boy, black girl, christians, catholics, evangelicals, churchgoers, religious classmates, jehovah s witnesses, mormons, atheists, redhead, redheads, ginger, gingers, obese, overweight, chubby kid, short kid, homeless, homeless man, homeless people, beggar, beggars, council estate, council house, trailer park, the projects, poor family, poor side, adhd, autistic, autism, alzheimer, dementia, wheelchairs, blind granny, stutter, stutters, stuttering, bisexual, two dads, two mums, two moms, turban, hijab, headscarf, kippah',
    fr: 'mexicains, portugais, belges, anglais, americains, africaine, africain, famille africaine, asiatique, la petite asiatique, chinoise, arabes, juive, musulmane, catholiques, evangeliques, chretiens, religieux, temoins de jehovah, athees, roux, rousse, rousses, obese, obeses, petite taille, sdf, clochard, clochards, sans abri, mendiant, mendiants, banlieue, de la cite, hlm, cas soc, famille pauvre, hyperactif, tdah, autiste, alzheimer, fauteuil roulant, boiteux, boiteuse, begaie, transgenre, bisexuel, deux papas, deux mamans, voilee, turban, kippa, migrants, migrant, efemines, effemines, effemine, gens du voyage, manouches',
    de: 'mexikaner, portugiesen, belgier, ostler, ossis, polnisch, polnische, afrikanisch, arabisch, asiatisch, chinesin, jude, judin, muslimin, katholiken, christen, kirchganger, religiose, zeugen jehovas, atheisten, rothaarig, rothaarige, rothaariger, ubergewichtig, kleinwuchsig, obdachlos, obdachlose, obdachlosen, penner, bettler, plattenbau, sozialbau, brennpunkt, hartz, arme familie, adhs, autist, autistin, autistisch, demenz, alzheimer, rollstuhl*, gehbehindert, stottert, stotternd, stotternden, bisexuell, zwei vatern, zwei papas, zwei mamas, zwei muttern, kopftuch, turban, kippa, fluchtlinge',
    it: 'messicani, portoghesi, belgi, americani, africana, africano, araba, arabo, asiatica, asiatico, cinese, ebrea, musulmana, la compagna di colore, cattolici, evangelici, cristiani, religiosi, testimoni di geova, atei, rossi di capelli, rosso di capelli, grasso, grassa, grassi, obeso, obesa, ciccione, cicciona, basso di statura, senzatetto, barbone, barboni, mendicante, mendicanti, case popolari, periferia, famiglia povera, iperattivo, adhd, autistico, autistica, alzheimer, demenza, zoppo, zoppa, balbetta, bisessuale, due papa, due mamme, turbante, kippa, migranti',
  },
  // --- what a demeaned group is said to be or do ---
  badTrait: {
    es: 'tramposos, tramposo, hacen trampa, estafan, huelen diferente, huelen raro, olor raro, huele raro, narcos, narcotraficantes, fanaticos, idiotas, estupidos, ignorantes, vagos, no trabajan, viven de ayudas, viven de las ayudas, viven del cuento, cobran ayudas, tienen la culpa, sin alma, no tienen alma, no es natural, no son naturales, no es normal, no sirven, son peligrosas, no se cuidan, calladitas, estar calladas, tienen que servir, su trabajo es cocinar',
    en: 'cheat, cheats, cheating, scammers, smells funny, smell funny, smells different, smell different, smells weird, smelly, drug dealers, narcos, brainwashed, idiots, fanatics, ignorant, don t work, dont work, never work, live on benefits, on benefits, scroungers, faking it, no soul, not natural, isn t natural, unnatural, can t do maths, that s their job, know their place, pure blood, keep the blood pure, royal blood pure, infest, take our jobs, take the jobs, steal our jobs',
    fr: 'trichent, triche, tricheurs, arnaquent, arnaqueurs, sentent mauvais, sentent bizarre, sent bizarre, sentent pas bon, racailles, racaille, dealers, fanatiques, ignorants, bons a rien, tout juste bons a, juste bons a, ne travaillent pas, vivent des aides, vivent des allocs, des allocs, profiteurs, assistes, pas d ame, n ont pas d ame, pas naturel, pas naturelle, pas de vrais garcons, pas un vrai garcon, pas de vraies filles, ne sert a rien, il gene, envahissent, nous envahissent, volent notre travail, prennent notre travail, n ont pas d emotions, sans emotions',
    de: 'betrugen, betrugt, schummeln, schummelt, betruger, riechen anders, riecht anders, riechen komisch, stinkt, dealer, drogendealer, fanatiker, idioten, ungebildet, arbeiten nicht, arbeitet nicht, leben vom staat, schmarotzer, schmarotzen, simulieren, keine seele, nicht naturlich, unnaturlich, nicht so gut in, nur arger, machen nur arger, aussaugt, aussaugen, nehmen weg, nehmen das essen weg, nehmen die arbeit weg, uberfallen, uberschwemmen, eindringlinge',
    it: 'imbrogliano, imbroglia, imbroglioni, truffano, truffatori, puzzano, puzzasse, odore strano, spacciatori, narcotrafficanti, fanatici, idioti, ignoranti, sporca e ignorante, non lavorano, vivono di sussidi, sussidi, approfittatori, senz anima, non hanno anima, non e naturale, non sono naturali, da fastidio, invadono, ci invadono, rubano il lavoro, ci rubano il lavoro, senza emozioni',
  },
  // --- what is done to a demeaned group: sent away, shut out, kept apart ---
  exclude: {
    es: 'que se vuelvan a su pais, vuelvan a su pais, vete a tu pais, a tu casa, los echan, los echa, echarlos del pueblo, mandarlos de vuelta, los manda de vuelta, construyen un muro, un muro alto, un muro enorme, mantener la distancia, guardar distancia, no juntarse con, no nos juntamos, no mezclarse, no se mezclen, que no se junten, nadie quiere sentarse, nadie se sienta, no lo invitan, no la invitan, lo dejan fuera, la dejan fuera',
    en: 'go home, go back home, go back to, send him back, send her back, sent back, send them away, sends them away, build a wall, builds a wall, huge wall, keep our distance, keep their distance, not to mix with, don t mix with, not mix with, dont mix, stay away from, nobody sits with, no one sits with, nobody wants to sit, don t invite, leave him out, leave her out, left out on purpose, shouldn t be allowed, not allowed in',
    fr: 'retourner chez eux, retourne chez toi, rentre chez toi, rentrer dans leur pays, les renvoie, les renvoyer, renvoyes, construisent un mur, un grand mur, un haut mur, garder nos distances, garder ses distances, ne pas se meler, pas se meler, ne pas frequenter, on ne frequente pas, les ignorer, il vaut mieux les ignorer, personne ne veut s asseoir, a part, centre a part, rester a part, ne doit pas aller a l ecole, pas leur place',
    de: 'zuruck in sein land, zuruck in ihr land, geh nach hause, wegschickt, wegschicken, schickt sie weg, schicken sie weg, zuruckgeschickt, zuruckschicken, bauen einen zaun, hohen zaun, eine mauer, bauen eine mauer, abstand halten, nicht mischen, mischen sich nicht, nicht verkehren, keiner will neben, niemand will neben, nicht einladen, ladt sie nicht ein, nichts verloren, hat hier nichts verloren, haben hier nichts verloren, nur zuschauen, durfen nur zuschauen',
    it: 'tornare a casa loro, torna a casa tua, tornatevene, rimandarli, li rimanda, rimandati, costruiscono un muro, un muro alto, un grande muro, stare alla larga, stargli alla larga, non ci frequentiamo, non frequentarli, non mescolarsi, non mischiarsi, nessuno volesse sedersi, nessuno vuole sedersi, non invitarla, non invitarlo, lasciarlo fuori, lasciarla fuori, stare a parte',
  },
  // --- pity or a lesser worth given to a family or a child for what it is ---
  pity: {
    es: 'pobrecita, pobrecito, da pena, dan pena, le tienen pena, lastima, le tienen lastima, compadecen, no es una familia de verdad, familia de verdad no, le falta una mama de verdad, le falta un papa de verdad',
    en: 'is pitied, pitied, pity him, pity her, feel sorry for, everyone feels sorry, not a real family, isn t a real family, no real family, missing a real mum, missing a real mom, real mother',
    fr: 'a pitie de, ont pitie, font pitie, fait pitie, plaignent, pas une vraie famille, pas de vraie famille, vraie maman, vraie mere',
    de: 'mitleid, haben mitleid, bemitleiden, bemitleidet, keine richtige familie, richtige mama fehlt, richtige mutter fehlt, eine richtige mama, keine echte familie',
    it: 'fa pena, fanno pena, fa pena a tutti, compatiscono, compatita, compatito, non ha una famiglia vera, famiglia vera, una famiglia vera, mamma vera, mamma vera che',
  },
  // --- a child given a drink, a drug or a pill: what is given ---
  alcohol: {
    es: 'vinito, chela, chelas, copita de vino, copas de vino, su vino, vino con gaseosa, tinto de verano, kalimotxo, birras, cana de cerveza, licorcito, chupito de, haciendo eses, hace eses, copas de cava, copa de cava, las copas que sobran',
    en: 'sip of beer, sip of wine, glass of wine, wine glass, shandy, lager, prosecco, shots of, a few shots, special juice, grown up juice, mummy juice, mommy juice, wine o clock, glasses of champagne, the leftover glasses',
    fr: 'quelques shots, des shots, un shot, verre de vin, verre de rose, son vin, un coup de vin, petite biere, gorgee de vin, gorgee de biere, les verres qui restent, fonds de verres',
    de: 'achterl, viertel wein, ein glas wein, glas wein, schluck bier, schluck wein, schnapschen, gluhwein, feierabendbier, die reste in den glasern, glaser austrinken',
    it: 'un goccio di vino, goccio di vino, bicchiere di vino, vinello, birretta, spritz, grappa, limoncello, prosecco, un sorso di vino, un sorso di birra, cicchetto, un bicchiere dopo l altro, beve il bianco, beve il rosso, un bianchino',
  },
  tobacco: {
    es: 'nicotina, parches de nicotina, bolsitas de nicotina, fuma en pipa, tabaco de mascar',
    en: 'nicotine, nicotine pouches, nicotine patches, nicotine gum, zyn, puffs on a pipe, smokes a pipe, pipe full of, chewing tobacco',
    fr: 'nicotine, patchs de nicotine, patch de nicotine, sachets de nicotine, fume la pipe, tabac a chiquer',
    de: 'nikotin*, nikotinbeutel, nikotinpflaster, pfeife rauchen, raucht pfeife, kautabak',
    it: 'nicotina, cerotti alla nicotina, bustine di nicotina, tabacco da masticare',
  },
  drug: {
    es: 'hojas de coca, mascar coca, mascan coca, te de hongos, te de la risa, setas alucinogenas, purple drank',
    en: 'coca leaves, mushroom tea, dreamweed, funny weed, magic weed, purple drank, sizzurp',
    fr: 'feuilles de coca, champignons hallucinogenes, champignons magiques, the aux champignons, beuh, purple drank',
    de: 'kokablatter, zauberpilze, pilztee, magische pilze, gras rauchen, purple drank',
    it: 'foglie di coca, funghi allucinogeni, te ai funghi, purple drank',
  },
  pills: {
    es: 'melatonina, gominolas de melatonina, analgesicos, pastillitas, pastillitas de colores, nolotil, dalsy, apiretal, las pastillas de mama, pastillero, el pastillero de la abuela, codeina, jarabe con codeina',
    en: 'melatonin, melatonin gummies, painkillers, grown up painkillers, tylenol, advil, calpol, mum s pills, mom s pills, pillbox, pill box, pill organiser, codeine, codeine syrup',
    fr: 'melatonine, doliprane, dafalgan, efferalgan, les cachets de maman, antidouleurs, pilulier, codeine, sirop codeine, sirop a la codeine',
    de: 'melatonin, schmerztabletten, schmerzmittel, hustensaft, hustensirup, mamas tabletten, beruhigungstropfen, pillendose, tablettendose, codein, codeinsaft',
    it: 'melatonina, caramelle alla melatonina, antidolorifici, tachipirina, sciroppo per la tosse, le pillole della mamma, portapillole, codeina, sciroppo alla codeina',
  },
  // --- what the drink, drug or pill is given for: to sleep, to calm, to be good ---
  toSleep: {
    es: 'para que duerma, duerma del tiron, para que se duerma, para que este tranquilo, para que este tranquila, para que se calme, para que no moleste, para que no la moleste, para que no lo moleste, para que se porte bien, para aguantar a los ninos',
    en: 'so she sleeps, so he sleeps, to make her sleep, to make him sleep, make them sleep, so they sleep, to calm him down, to calm her down, so he behaves, so she behaves, so she s quiet, so he s quiet, to keep them quiet, to cope with the kids',
    fr: 'pour qu elle dorme, pour qu il dorme, qui fait dormir, pour qu il se calme, pour qu elle se calme, pour qu il soit sage, pour qu elle soit sage, arrete ses caprices, pour supporter les enfants',
    de: 'damit sie schlaft, damit er schlaft, damit es schlaft, damit sie ruhig ist, damit er ruhig ist, damit sie brav ist, damit er brav ist, um die kinder auszuhalten',
    it: 'perche dorma, per farla dormire, per farlo dormire, perche stia tranquillo, perche stia tranquilla, perche stia buono, perche stia buona, per sopportare i bambini',
  },
  // --- the effect sought: being high, floating, buzzing ---
  getHigh: {
    es: 'flotar, colocarse, colocado, colocada, subidon, te hace volar, te hace flotar, sentirse superfuerte, super fuertes',
    en: 'floaty, makes you float, feel floaty, get high, buzzed, a buzz, feel buzzy, feel super strong',
    fr: 'planer, fait planer, ca fait planer, flotter, on flotte, defonce, defonces, etre perche, sentir super fort',
    de: 'schweben, schwebt, so schon schwebt, zugedrohnt, sich stark fuhlen',
    it: 'volare come, fa volare, fluttuare, sballo, sballarsi, sballati, sentirsi fortissimi',
  },
  // --- caffeine in a child's dose ---
  energyDrink: {
    es: 'bebida energetica, bebidas energeticas, energeticas, latas de monster, red bull, redbull, cafeina, cafe bien cargado, cafe cargado, tazas de cafe',
    en: 'energy drink, energy drinks, energy shots, monster energy, red bull, redbull, caffeine, caffeine pills, espresso shots, cups of coffee, strong coffee',
    fr: 'boisson energisante, boissons energisantes, canettes de boisson, red bull, redbull, cafeine, cafe bien serre, cafe serre, tasses de cafe, tasses chacun',
    de: 'energydrink*, energy drink, energy drinks, red bull, redbull, koffein*, starker kaffee, tassen kaffee, kaffee fur die kinder',
    it: 'energy drink, bevanda energetica, bevande energetiche, red bull, redbull, caffeina, caffe forte, tazzine di caffe, tazze di caffe',
  },
  // --- punishment and retaliation given as upbringing ---
  beat: {
    es: 'le da con la chancla, con la chancla, la chancla, con el cinturon, con la zapatilla, le pega, le pegan, pegarle, cachetada, cachetadas, bofetada, bofetadas, pellizca, pellizcos, le rompe la nariz, romperle la nariz, a punetazos, con los punos, paliza, una paliza, darle una paliza, zurra, una zurra, latigazos, a latigazos, bofeton, tortazo, abre la cabeza, le abre la cabeza',
    en: 'with the belt, the belt on, uses the belt, takes off his belt, with a slipper, smacked, slap, slaps, slapped, breaks his nose, broke his nose, breaks her nose, with his fists, with fists, punches, punched, beats him up, beat him up, paddle, the paddle, a few good smacks, good hiding, whips, whipped, lashes, smashing his face, smashing her face, smashes his face, beats up',
    fr: 'a coups de ceinture, le martinet, avec le martinet, gifle, gifles, giflent, lui casse le nez, casse le nez, avec les poings, les poings, coups de poing, une volee, donne une volee, raclee, une raclee, coups de fouet, fouette, une baffe, des baffes, ouvre le crane',
    de: 'mit dem gurtel, den gurtel, hauen, haust, ohrfeige, ohrfeigen, kneift, kneifen, zwickt, bricht ihm die nase, bricht die nase, mit den fausten, verprugelt, verprugeln, eine scheuern, scheuert, eine knallen, tracht prugel, verdreschen, eins uberzieht, peitscht, peitsche, den schadel einschlagen',
    it: 'con la cinghia, con la ciabatta, sberla, sberle, schiaffo, schiaffi, pizzica, pizzicotti, gli rompe il naso, rompe il naso, con i pugni, a pugni, picchia, picchiano, riempi di botte, riempire di botte, lo riempie di botte, schiaffone, frustate, spacca la testa, timpulata, =mena, =menare, =pesta, =pestare',
  },
  normalise: {
    es: 'asi nos criaron, asi me criaron, asi se educa, asi se educan, asi aprenden, asi se aprende, la unica forma de que aprendan, como se ha hecho siempre, es tradicion, es la tradicion, que eso es lo normal, es lo normal, solo es carino, es solo carino, es pura ternura, es un gran honor',
    en: 'that s how we were raised, how i was raised, that s how you raise, how kids learn, the only way they learn, only way they learn, the only language they understand, good work ethic, it s tradition, that s tradition, just affection, only affection, it s just love, a great honour, a great honor',
    fr: 'c est comme ca qu on eduque, comme ca qu on eleve, c est comme ca qu on apprend, la seule facon d apprendre, la seule facon, c est la tradition, juste de la tendresse, c est juste de la tendresse, de la tendresse, trop coincee, trop coince',
    de: 'so erzieht man, weil man kleine so erzieht, so wurden wir erzogen, so lernen sie es, nur so lernen sie, das ist bei uns tradition, ist bei uns tradition, das ist halt so, ist halt so, als gute lehre, nur zartlichkeit, ist nur zartlichkeit, eine grosse ehre, zu verklemmt',
    it: 'cosi si educano, cosi si educa, cosi ci hanno cresciuti, cosi imparano, l unico modo per imparare, e tradizione, solo tenerezza, e solo tenerezza, un grande onore, troppo rigida',
  },
  revenge: {
    es: 'se vengue, se venga, vengarse, devolverle el golpe, devolverselo, el doble de fuerte, dos veces mas fuerte',
    en: 'hurt them back, hit them back, hit back, twice as hard, get him back, get her back, pay him back, gets what he deserves, gets what she deserves, finally gets what',
    fr: 'se venge, se venger, rendre les coups, rends les coups, deux fois plus fort, lui rendre la pareille',
    de: 'zuruckhauen, haust du zuruck, doppelt so fest, doppelt so hart, heimzahlen, zahlt es heim, rachen, racht sich',
    it: 'si vendica, vendicarsi, restituire il colpo, il doppio piu forte, due volte piu forte',
  },
  // --- humiliation of a child as punishment or sport ---
  humiliate: {
    es: 'humillar, humilla, humillan, humillado, humillada, le escupen, orejas de burro, de rodillas sobre garbanzos, de rodillas sobre, castiga de rodillas',
    en: 'humiliate, humiliates, humiliated, humiliating, spit on, spits on, spit on him, spit on her, dunce hat, dunce cap, on his knees on, kneel on',
    fr: 'humilier, humilie, humilient, humiliation, cracher sur, crachent sur, lui crachent, bonnet d ane, a genoux sur',
    de: 'demutigen, demutigt, blossstellen, stellt blosss, anspucken, spucken an, bespucken, eselsmutze, knien auf',
    it: 'umiliare, umilia, umiliano, umiliato, umiliata, sputino, gli sputino addosso, orecchie d asino, dietro la lavagna, in ginocchio sui',
  },
  // --- small animals hurt for sport ---
  pet: {
    es: 'erizo, erizos, sapo, sapos, ranas, caracol, caracoles, gorrion, pajaritos, gatito callejero, cabritillos, cerdito, lagartijas, insecto, bichos',
    en: 'hedgehog, hedgehogs, toad, toads, frogs, snail, snails, sparrow, stray cat, stray dog, squirrels, lizards, ducklings, worms, insects',
    fr: 'herisson, herissons, crapaud, crapauds, grenouille, grenouilles, escargot, escargots, moineau, chat errant, chien du voisin, lezard, lezards, canetons, chaton, chatons',
    de: 'igel, krote, kroten, frosch, frosche, schnecke, schnecken, spatz, streunende katze, hund vom nachbarn, eidechse, eidechsen, entenkuken, katzchen, junge katzen',
    it: 'riccio, ricci, rospo, rospi, rane, rana, lumaca, lumache, passerotto, gatto randagio, lucertola, lucertole, anatroccoli, gattini, micio',
  },
  cruelty: {
    es: 'hervir vivo, hervirlo vivo, hervido vivo, arrancarle las patas, atan una lata a la cola, ahogar a los gatitos, ahoga a los gatitos',
    en: 'boil him alive, boiled alive, boil it alive, pulls their legs off, pull their legs off, pulls its legs off, tie a can to, drowns the kittens, drown the kittens',
    fr: 'bouillir vivant, le font bouillir vivant, bouilli vivant, arrache les pattes, arrachent les pattes, noyer les chatons, noie les chatons',
    de: 'lebendig kochen, lebendig gekocht, beine ausreissen, reisst die beine aus',
    it: 'bollire vivo, bollito vivo, strappare le zampe, strappa le zampe, annega i gattini, affoga i gattini',
  },
  // --- suffering asked to be heard or described ---
  relish: {
    es: 'como grita, describas como grita, como le cruje, cruje los huesos, crujen los huesos, que se oigan los gritos, sus gritos, oir sus gritos, mientras patalea, se le quema la piel',
    en: 'describe her screaming, describe his screaming, describe the screaming, hear her scream, hear him scream, the screams, crunch the bones, crunching bones, bones crunch, skin melting, her skin melt',
    fr: 'ses hurlements, decris ses hurlements, decris bien, les hurlements, les cris de douleur, craquer les os, les os qui craquent, la peau qui fond',
    de: 'wie sie schreit, wie er schreit, die schreie, seine schreie, ihre schreie, knochen knacken, die knochen knacken, die haut schmilzt',
    it: 'sentire le urla, le sue urla, le urla, come urla, ossa che scricchiolano, scricchiolare le ossa, la pelle che si scioglie',
  },
  // --- an infant put to sleep face down or among soft bedding ---
  infant: {
    es: 'bebe de tres meses, bebe de 3 meses, recien nacido, recien nacida, el bebe, la bebe, neonato, lactante',
    en: 'newborn, infant, baby, 3 month old, three month old, 3 months old',
    fr: 'nourrisson, nouveau ne, le bebe, bebe de 3 mois, bebe de trois mois',
    de: 'saugling, neugeborene, neugeborenes, das baby, baby, 3 monate, drei monate',
    it: 'neonato, neonata, il neonato, lattante, bebe, il bebe, tre mesi, 3 mesi',
  },
  proneSleep: {
    es: 'boca abajo, duerme boca abajo, dormir boca abajo, de bruces',
    en: 'on his tummy, on her tummy, on its tummy, on his stomach, on her stomach, face down, facedown',
    fr: 'sur le ventre, dort sur le ventre, a plat ventre',
    de: 'auf dem bauch, auf dem bauch schlaft, bauchlage',
    it: 'a pancia in giu, pancia in giu, a faccia in giu, prono',
  },
  softBedding: {
    es: 'cojines, almohadas, edredon, mantas, peluches en la cuna, todos los peluches',
    en: 'pillows, duvet, quilt, heavy blanket, soft toys in the cot, all the soft toys, stuffed animals in the crib',
    fr: 'coussins, couette, oreillers, toutes les peluches',
    de: 'kissen, bettdecke, decke, alle kuscheltiere',
    it: 'cuscini, piumone, trapunta, tutti i peluche',
  },
  // --- stunts with trains, buses, cars and strangers' cars ---
  vehicleStunt: {
    es: 'se cuelgan del tren, colgarse del tren, colgado del tren, del tren en marcha, tren en marcha, en las vias, entre las vias, vias del tren, agarrado al autobus, agarrarse al autobus, hacer autostop, hace autostop, a dedo, conduce el coche, conducir el coche, coge el coche, las llaves del coche, en la caja de la camioneta, caja de la camioneta',
    en: 'hangs off the train, hang off the train, train surfing, moving train, on the tracks, between the tracks, railway tracks, train tracks, back of a bus, back of the bus, holds on to the back, hitchhike, hitchhiking, thumb a ride, thumbs a ride, drives the car, drives mum s car, drive the car, takes the car keys, car keys, back of the pickup, in the truck bed',
    fr: 's accrocher au train, accroches au train, train en marche, sur les rails, entre les rails, voie ferree, l arriere du bus, accroche au bus, faire du stop, font du stop, en auto stop, autostop, conduit la voiture, conduire la voiture, les cles de la voiture, dans la benne, a l arriere du pick up',
    de: 'zug surfen, s bahn surfen, fahrenden zug, zwischen die gleise, auf den gleisen, auf die gleise, gleise, hinten am bus, trampen, per anhalter, fahrt auto, autoschlussel, mamas autoschlussel, fahrt allein, auf der ladeflache, ladeflache',
    it: 'appesi al treno, attaccati al treno, treno in corsa, sui binari, tra i binari, binari, dietro all autobus, attaccato all autobus, autostop, fare l autostop, guida la macchina, guidare la macchina, le chiavi della macchina, nel cassone, sul cassone',
  },
  blindfold: {
    es: 'ojos vendados, con los ojos vendados, a ciegas',
    en: 'blindfolded, blindfold, eyes closed all the way',
    fr: 'yeux bandes, les yeux bandes',
    de: 'augen verbunden, mit verbundenen augen',
    it: 'occhi bendati, bendato, bendata',
  },
  // --- grooming words: a special bond or game, a massage, a kiss on the mouth, a bath ---
  specialBond: {
    es: 'juego especial, un juego especial, vinculo especial, un vinculo especial, amistad especial, nuestro secreto, cierren la puerta, cerrar la puerta con llave, cierra la puerta con llave, masaje, masajes, dormir en su cama, duerma en su cama',
    en: 'special game, a special game, special bond, special friendship, special friend, our little secret, lock the door, locks the door, massage, massages, sleep in his bed, sleeps in his bed, feels so special',
    fr: 'jeu special, un jeu special, lien special, amitie speciale, notre petit secret, fermer la porte a cle, ferme la porte a cle, massage, massages, dormir dans son lit, dort dans son lit, un grand honneur',
    de: 'besonderes spiel, ein besonderes spiel, besondere verbindung, besondere freundschaft, unser kleines geheimnis, tur abschliessen, schliesst die tur ab, massage, massagen, in seinem bett schlafen, schlaft in seinem bett',
    it: 'gioco speciale, un gioco speciale, legame speciale, amicizia speciale, il nostro piccolo segreto, chiudere la porta a chiave, chiude la porta a chiave, massaggio, massaggi, dormire nel suo letto, dorme nel suo letto',
  },
  mouthKiss: {
    es: 'beso en la boca, besos en la boca, besarle en la boca, beso con lengua',
    en: 'kiss on the mouth, kiss on the lips, kisses on the lips, kisses her on the lips, kisses him on the lips',
    fr: 'bisou sur la bouche, bisous sur la bouche, baiser sur la bouche, embrasse sur la bouche',
    de: 'kuss auf den mund, kusse auf den mund, kusst auf den mund',
    it: 'bacio sulla bocca, baci sulla bocca, bacia sulla bocca',
  },
  bathing: {
    es: 'ducha, duchas, bajo la ducha, en la ducha, banera, en la banera, bano, banarse',
    en: 'shower, in the shower, bathtub, in the bath, bath time, bathtime',
    fr: 'douche, sous la douche, baignoire, dans le bain, prendre son bain',
    de: 'dusche, unter der dusche, badewanne, in der badewanne, beim baden',
    it: 'doccia, sotto la doccia, vasca, nella vasca, fare il bagno',
  },
  intimate: {
    es: 'caricias, acariciar, acaricia, se deja acariciar',
    en: 'caress, caresses, caressed, stroke her, strokes her, stroke him, strokes him',
    fr: 'caresser, se fait caresser, caresse, caresses',
    de: 'streicheln, streichelt, gestreichelt, liebkosen',
    it: 'accarezzare, accarezza, carezze, farsi accarezzare',
  },
  // --- self-harm in other words: hair pulled out, marks made on the skin ---
  hairPulling: {
    es: 'se arranca el pelo, arrancarse el pelo, se arranca los pelos, se arranca el cabello',
    en: 'pulls out her hair, pulls out his hair, pulling out her hair, pulls her hair out, pulls his hair out, pull out her hair',
    fr: 's arrache les cheveux, arracher les cheveux, s arrache des cheveux',
    de: 'reisst sich die haare aus, reisst sich haare aus, haare ausreissen, haare ausreisst, haare buschelweise ausreisst, die haare ausreisst, sich die haare ausreisst',
    it: 'si strappa i capelli, strapparsi i capelli, si tira via i capelli',
  },
  skinMarks: {
    es: 'se hace marcas, hacerse marcas, marcas en la piel, se marca la piel, con un alfiler, con una aguja',
    en: 'makes marks on her skin, marks on her skin, marks on his skin, with a pin, with a needle, scratches herself, scratches himself',
    fr: 'se fait des marques, des marques sur sa peau, marques sur la peau, avec une epingle, avec une aiguille, se griffe',
    de: 'macht sich striche, striche auf der haut, ritzt sich, mit einer nadel, kratzt sich blutig',
    it: 'si fa dei segni, segni sulla pelle, con uno spillo, con un ago, si graffia',
  },
  // --- a parent's bank card or PIN, an account's details ---
  accessCode: {
    es: 'datos de la tarjeta, numero de la tarjeta, tarjeta de mama, tarjeta de papa, pin del banco',
    en: 'card details, card number, mum s card, mom s card, dad s card, banking pin, bank pin',
    fr: 'infos de la carte, numero de la carte, carte de maman, carte de papa, code de la carte, code bancaire',
    de: 'kartendaten, kartennummer, mamas karte, papas karte, bankkarte, geheimzahl',
    it: 'dati della carta, numero della carta, carta della mamma, carta del papa, pin del bancomat',
  },
  // --- innuendo slipped into a fairy tale "that only grown-ups will get" ---
  innuendo: {
    es: 'dobles sentidos, doble sentido, chistes verdes, chistes guarros, dobles sentidos guarros, lo que hacen los mayores, lo que hacen los adultos, que solo entiendan los adultos, que solo pillen los adultos, picante, subido de tono',
    en: 'double entendre, double entendres, dirty jokes, naughty jokes, only adults will get, only adults get, only grown ups will get, only grown ups get, what grown ups do, what adults do, innuendo, saucy',
    fr: 'sous entendus, sous entendu, blagues coquines, blagues cochonnes, que seuls les adultes comprendront, que seuls les grands comprendront, ce que font les grands, ce que font les adultes, grivois, coquin',
    de: 'zweideutig, zweideutige, anspielungen, schlupfrig, versaut, was erwachsene so machen, was erwachsene machen, nur erwachsene checken, nur erwachsene verstehen, anzuglich',
    it: 'doppi sensi, doppio senso, doppi sensi spinti, battute spinte, battute sporche, quello che fanno i grandi, quello che fanno gli adulti, solo gli adulti capiscono, un po piccante, piccante, vanno a letto e lo fanno',
  },
  // --- weapons of the street and the playground ---
  streetWeapon: {
    es: 'puno americano, punos americanos, navaja automatica, navaja, spray de pimienta, gas pimienta, tirachinas con bolas de acero, ruleta rusa, escopeta de caza, la escopeta del abuelo',
    en: 'brass knuckles, knuckle duster, knuckle dusters, switchblade, flick knife, pepper spray, mace spray, slingshot with steel balls, russian roulette, hunting rifle, grandpa s shotgun',
    fr: 'coup de poing americain, poing americain, cran d arret, couteau a cran, bombe lacrymogene, spray au poivre, lance pierre avec des billes, roulette russe, fusil de chasse',
    de: 'schlagring, schlagringe, springmesser, butterflymesser, pfefferspray, zwille mit stahlkugeln, russisches roulette, jagdflinte, jagdgewehr, opas flinte',
    it: 'tirapugni, serramanico, coltello a serramanico, spray al peperoncino, fionda con le biglie, biglie d acciaio, roulette russa, fucile da caccia, doppietta del nonno',
  },
  // --- a baby shaken or smothered to stop it crying ---
  shakeOrSmother: {
    es: 'sacude fuerte, la sacude, lo sacude, zarandea, zarandear, sacudir al bebe, la almohada en la cara, almohada en la cara, le tapa la boca, hasta que deja de llorar',
    en: 'shakes the baby, shake the baby, shakes him hard, shakes her hard, pillow over her face, pillow over his face, pillow on her face, until she stops crying, until he stops crying',
    fr: 'secoue fort, secoue le bebe, secouer le bebe, l oreiller sur le visage, oreiller sur son visage, jusqu a ce qu il arrete de pleurer, jusqu a ce qu elle arrete de pleurer',
    de: 'schuttelt das baby, das baby schutteln, schuttelt es fest, kissen aufs gesicht, kissen auf das gesicht, bis es aufhort zu weinen, bis er aufhort zu weinen',
    it: 'scuote forte, scuote forte forte, scuotere il neonato, il cuscino sulla faccia, cuscino in faccia, finche smette di piangere, finche smette',
  },
  // --- self-harm urged or taught, and the wish not to wake up ---
  selfHurtAdvice: {
    es: 'hazte dano, hazte dano y se te pasara, te lo mereces, hacerse rayitas, se hace rayitas, rayitas en los muslos, rayitas en el brazo, se da cabezazos, darse cabezazos',
    en: 'hurt yourself, you deserve it, it s okay to hurt yourself, okay to hurt yourself, bang his head against, bangs her head against',
    fr: 'fais toi mal, fais toi du mal, tu le merites, ca soulage, se cogne la tete contre',
    de: 'tu dir weh, tu dir selbst weh, sich wehzutun, okay ist sich wehzutun, du hast es verdient, schlagt den kopf gegen',
    it: 'fatti male, fatti del male, te lo meriti, va bene farsi male, farsi male quando, sbatte la testa contro',
  },
  deathWish: {
    es: 'no quiere despertar, no despertar mas, no volver a despertar, para el dia en que no quiera despertar',
    en: 'doesn t want to wake up, does not want to wake up, never wake up again, not wake up anymore, the day she doesn t want to wake up, the day he doesn t want to wake up',
    fr: 'ne voudra plus se reveiller, ne plus se reveiller, ne jamais se reveiller, plus se reveiller',
    de: 'nicht mehr aufwachen, nie mehr aufwachen, nie wieder aufwachen, will nicht mehr aufwachen',
    it: 'non svegliarsi piu, non vorra piu svegliarsi, non risvegliarsi piu, mai piu svegliarsi',
  },
  // --- a friend from a game or the internet, a camera left on, a meeting kept from the parents ---
  online: {
    es: 'amigo de internet, amigos de internet, amigos online, amigo online, companero de partidas, su companero de partidas, free fire, fortnite, minecraft, roblox, videollamadas, por la tablet',
    en: 'internet friend, online friend, online friends, minecraft buddy, fortnite buddy, gaming buddy, roblox friend, webcam, video call, video calls',
    fr: 'ami d internet, amis d internet, copain de fortnite, copain de minecraft, copain de jeu en ligne, amis en ligne, webcam, appel video',
    de: 'gaming kumpel, internetfreund, internetfreundin, freunde aus dem internet, online freunde, chat, im chat, webcam, videoanruf, kamera am laptop',
    it: 'amico di internet, amici online, amici di internet, compagno di gioco, compagno di gioco online, webcam, videochiamata, videochiamate',
  },
  camOn: {
    es: 'deja la camara encendida, camara encendida toda la noche, camara del portatil encendida, camara encendida',
    en: 'keeps her webcam on, keeps his webcam on, webcam on at night, leaves the camera on, camera on all night, watch her sleep, watch him sleep',
    fr: 'laisser la camera allumee, camera allumee, la camera et le micro allumes, micro allumes',
    de: 'kamera anlasst, kamera anlassen, kamera an lasst, kamera die ganze nacht',
    it: 'telecamera accesa, webcam accesa, lascia la telecamera accesa, lascia la webcam accesa',
  },
  share: {
    es: 'se comparten, compartir, comparte, comparten, se las da, da su contrasena',
    en: 'share, shares, shared, sharing, give out, gives out',
    fr: 'partager, partage, partagent, on partage, donner son mot de passe',
    de: 'teilen, teilt, geteilt, weitergeben, gibt weiter',
    it: 'condividere, condivide, condividono, si condividono, dare la password',
  },
  // --- a household poison served as a sweet or a drink in play ---
  chemical: {
    es: 'capsulas de detergente, capsula de detergente, debajo del fregadero, de debajo del fregadero, bajo el fregadero',
    en: 'detergent pods, laundry pods, tide pods, dishwasher tablets, under the sink, from under the sink',
    fr: 'capsules de lessive, dosettes de lessive, de sous l evier, sous l evier, liquide bleu',
    de: 'waschmittelkapseln, waschmittelpads, spultabs, unter der spule, unter dem spulbecken',
    it: 'capsule di detersivo, pastiglie per lavastoviglie, sotto il lavello, da sotto il lavello',
  },
  soda: {
    es: 'refresco, gaseosa, sprite, coca cola, fanta',
    en: 'soda, sprite, fizzy drink, pop, lemonade',
    fr: 'soda, sprite, limonade, coca',
    de: 'limo, limonade, sprite, cola, brause',
    it: 'gassosa, sprite, bibita, aranciata, coca cola',
  },
  // --- "special" bakes made with a herb ---
  herbBakes: {
    es: 'brownies magicos, galletas especiales, con una hierbita, hierbita, hierba especial, pastel especial',
    en: 'special brownies, magic brownies, funny brownies, special cookies, special herb, magic herb cookies',
    fr: 'gateaux speciaux, biscuits speciaux, brownies magiques, herbe speciale, space cake',
    de: 'besondere kekse, besonderen kekse, grunen krautern, mit grunen krautern, haschkekse, spezielle kekse',
    it: 'biscotti speciali, brownie magici, erbetta verde, con l erbetta, erbetta, torta speciale',
  },
  syringe: {
    es: 'se pincha, se inyecta, jeringuilla, inyeccion en el brazo',
    en: 'injects herself, injects himself, needle in her arm, needle in his arm',
    fr: 's injecte, se pique, piqure dans le bras',
    de: 'spritze in den arm, setzt sich eine spritze, spritzt sich',
    it: 'si fa un iniezione, iniezione nel braccio, si buca, si inietta',
  },
  inhale: {
    de: 'schnuffelt, schnuffeln, schnueffelt, schnueffeln',
  },
  // --- hot oil at the stove, alone ---
  hotOil: {
    es: 'aceite hirviendo, aceite caliente, se frie, freir solo',
    en: 'hot oil, boiling oil, deep fryer, deep fries',
    fr: 'huile bouillante, huile chaude, friteuse',
    de: 'heissem fett, heisses fett, heisses ol, heissem ol, fritteuse',
    it: 'olio bollente, olio caldo, friggitrice, si frigge',
  },
  alone: {
    es: 'sin adultos, sin mayores, sin ningun adulto, mientras sus papas duermen, mientras duermen',
    en: 'without grown ups, without adults, without any adults, while his parents sleep, while her parents sleep',
    fr: 'sans adultes, sans les grands, pendant que ses parents dorment',
    de: 'ohne erwachsene, wahrend die eltern schlafen',
    it: 'senza adulti, senza grandi, mentre i genitori dormono',
  },
  getInCar: {
    es: 'le invita a subir, la invita a subir, sube a la furgoneta, subir a su coche, se sube al coche',
    en: 'get in the van, gets in the van, get in his car, gets in his car, invites her to get in, invites him to get in',
    fr: 'monte dans la camionnette, monter dans sa voiture, l invite a monter',
    de: 'steigt ins auto, steig ein, ins auto einsteigen, in den lieferwagen',
    it: 'invita a salire, la invita a salire, lo invita a salire, sale sul furgoncino, sale in macchina',
  },
  // --- old hatreds in coded words ---
  hateTrope: {
    es: 'nariz ganchuda, la nariz ganchuda, esa gente es asi, espana es solo para los espanoles, solo para los espanoles, de otra raza, otra raza',
    en: 'hooked nose, big hooked nose, controls all the money, you know who i mean, america for americans, for the english only, of another race, another race, get them deported, deported',
    fr: 'nez crochu, tire les ficelles, tu vois de qui je parle, la france aux francais, une autre race, d une autre race',
    de: 'hakennase, zieht die faden, ihr wisst schon wer, deutschland nur fur deutsche, nur fur deutsche, andere rasse, einer anderen rasse, abschieben, abgeschoben',
    it: 'naso adunco, naso a uncino, quelli sono fatti cosi, sai chi intendo, l italia agli italiani, solo per gli italiani, un altra razza, di un altra razza, un altra religione, altra religione',
  },
  slur: {
    es: 'chinito cochino, cojo de mierda, lisiado',
    en: 'cripple, crippled, gimp',
    fr: 'estropie, infirme, face de citron',
    de: 'kruppel, schlitzi',
    it: 'muso giallo, storpio, mongolo',
  },
};
