// The rules of the request check: each names the ideas (concepts.ts) that together make a harmful
// request, so that the check judges what is asked, not single words. "ingest + chemical" refuses
// drinking bleach in any wording and any of the five languages ("se bebe la lejía", "trinkt
// Bleichmittel"), while "lejía" alone (mum cleans the kitchen) or "beber" alone (drinks milk) pass.
// `unless` names ideas that turn the request into a legitimate one (a story where the child learns to
// say no to a stranger); `generated: false` keeps a rule to parents' texts, because a story may tell
// of a fairy-tale danger that a parent should not ask for.
import type { HarmCategory } from './safety-check';

export interface Rule {
  category: HarmCategory;
  /** Every item must be named in the same text; "a|b" means either. */
  all: string[];
  /** None of these may be named. */
  unless?: string[];
  /** Whether the rule also judges generated stories (default true). */
  generated?: boolean;
}

export const RULES: Rule[] = [
  // Said outright.
  { category: 'sexual', all: ['explicitSexual'] },
  { category: 'self-harm', all: ['explicitSelfHarm'] },
  { category: 'violence', all: ['explicitViolence'] },
  { category: 'self-harm', all: ['suicide'] },
  { category: 'drugs', all: ['drug'] },
  { category: 'weapons', all: ['terror'] },

  // Self-harm and eating disorders.
  { category: 'self-harm', all: ['want', 'die'], unless: ['negation'], generated: false },
  { category: 'self-harm', all: ['want', 'deathWish'], generated: false },
  { category: 'self-harm', all: ['despair'], generated: false },
  { category: 'self-harm', all: ['negation', 'want', 'anymore', 'live'], generated: false },
  { category: 'self-harm', all: ['cut', 'bodyPart|onPurpose'], unless: ['pet', 'adultTask'], generated: false },
  // A knife that cuts food is cooking, whoever holds it.
  { category: 'self-harm', all: ['cut', 'blade'], unless: ['pet', 'adultTask', 'food'], generated: false },
  { category: 'self-harm', all: ['hurt', 'blade|onPurpose'], unless: ['adultTask'] },
  { category: 'self-harm', all: ['self', 'onPurpose|blade|want|secret'], unless: ['protective'], generated: false },
  { category: 'self-harm', all: ['thinner', 'want|eat|stop|negation|child'], generated: false },
  { category: 'self-harm', all: ['thin', 'eat', 'stop|negation|secret|onPurpose'], generated: false },
  { category: 'self-harm', all: ['thinner', 'must'], unless: ['medical', 'profession', 'parent', 'adult', 'person'], generated: false },
  { category: 'self-harm', all: ['vomit', 'thin|thinner|onPurpose|secret'] },
  { category: 'self-harm', all: ['pills', 'many', 'ingest|die|live'] },
  { category: 'self-harm', all: ['pills', 'deathWish'], generated: false },
  { category: 'self-harm', all: ['deprive', 'eat', 'secret|secretDiary|often|onPurpose|thin|thinner'], unless: ['lock'], generated: false },
  { category: 'self-harm', all: ['rope', 'aroundNeck'], unless: ['toy', 'adultTask'], generated: false },
  { category: 'self-harm', all: ['punishSelf', 'gore|hurt|cut|scab|beat'], generated: false },
  { category: 'self-harm', all: ['headBang', 'often|onPurpose|want|self'], generated: false },
  { category: 'self-harm', all: ['sharpEdge', 'sadness|secret|onPurpose|self'], unless: ['adultTask', 'profession', 'safetyLesson'], generated: false },
  // Feeling a burden, vanishing for good, giving one's things away: the signs of a wish to die.
  { category: 'self-harm', all: ['burden', 'vanish|die|deathWish|self|sadness|farewell'], unless: ['negation'], generated: false },
  { category: 'self-harm', all: ['burden', 'vanish|die|deathWish|farewell|forever'], generated: false },
  { category: 'self-harm', all: ['farewell', 'die|vanish|deathWish|despair'], generated: false },
  { category: 'self-harm', all: ['want', 'deathWish|vanish', 'sadness|burden|despair|farewell'], generated: false },
  // A wish to die told as a fairy tale: going out for ever, finally at peace, presented as good.
  { category: 'self-harm', all: ['deathWish|vanish|die', 'approve|peace|burden|sadness|onPurpose'], unless: ['grief', 'medical', 'monster', 'hyperbole'], generated: false },
  { category: 'self-harm', all: ['cut|hurt|headBang|punishSelf', 'approve|sadness', 'self|onPurpose|secret|child'], unless: ['medical', 'adultTask', 'food', 'profession', 'byAccident', 'protective'], generated: false },
  // Not eating, made into beauty, praise or a contest.
  { category: 'self-harm', all: ['vomit', 'fasting|admired|likeness|approve|eat'], unless: ['medical'], generated: false },
  { category: 'self-harm', all: ['fasting', 'thin|thinner|admired|contest|fatShame|secret|onPurpose'], unless: ['medical', 'profession'], generated: false },
  { category: 'self-harm', all: ['vomit|deprive', 'admired|fatShame|contest'], generated: false },
  { category: 'self-harm', all: ['fatShame', 'stop|deprive|vomit|thinner'], unless: ['medical', 'profession'], generated: false },
  { category: 'self-harm', all: ['pills', 'thinner'], unless: ['medical', 'profession'], generated: false },
  { category: 'self-harm', all: ['cut|scab|bruise', 'conceal', 'parent|bodyPart|self|onPurpose|secret'], unless: ['adultTask', 'food', 'profession'], generated: false },
  { category: 'self-harm', all: ['punishSelf', 'beat|hurt'], unless: ['byAccident'], generated: false },

  // Dangerous acts a child could copy.
  { category: 'dangerous-acts', all: ['chemical', 'ingest|mix'] },
  { category: 'dangerous-acts', all: ['pills', 'candy'], unless: ['safetyLesson', 'seeksHelp'] },
  { category: 'dangerous-acts', all: ['pills|chemical|swallowable', 'ingest', 'likeness'], unless: ['safetyLesson', 'protective', 'seeksHelp'] },
  { category: 'dangerous-acts', all: ['traffic', 'dare|play'], unless: ['safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['faint', 'swim|dare|play|onPurpose'], unless: ['safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['firework', 'lighter|fire|bodyPart|inside|play|alone'], unless: ['adultTask', 'safetyLesson', 'profession', 'toy'], generated: false },
  { category: 'dangerous-acts', all: ['leanOut', 'height'], unless: ['safetyLesson', 'adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['adult|stranger', 'secret|secretWord', 'hisHome'], unless: ['protective', 'surprise'], generated: false },
  { category: 'dangerous-acts', all: ['firework', 'shootAt|shoot|throw', 'person|profession|child|pet'], unless: ['safetyLesson', 'protective'], generated: false },
  { category: 'dangerous-acts', all: ['stranger', 'letIn'], unless: ['safetyLesson', 'refuses'], generated: false },
  { category: 'dangerous-acts', all: ['blade', 'play'], unless: ['toy', 'adultTask', 'safetyLesson', 'monster'], generated: false },
  { category: 'dangerous-acts', all: ['pills', 'ingest', 'alone|secret|many|play|climb'], unless: ['adultTask'] },
  { category: 'dangerous-acts', all: ['electric', 'metalObject|spark|wet'], unless: ['adultTask'] },
  { category: 'dangerous-acts', all: ['wires', 'wet'] },
  { category: 'dangerous-acts', all: ['wires', 'touch|insert', 'play|alone|child'], unless: ['adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['lock', 'car|enclosed'], unless: ['safetyLesson', 'rescue'] },
  { category: 'dangerous-acts', all: ['electric', 'insert', 'play|alone|child'], unless: ['safetyLesson', 'protective'], generated: false },
  { category: 'dangerous-acts', all: ['lighter', 'play|alone|fire|secret'], unless: ['adultTask', 'safetyLesson'] },
  { category: 'dangerous-acts', all: ['fire', 'flammableTarget', 'play|alone|secret|lighter'], unless: ['adultTask'] },
  { category: 'dangerous-acts', all: ['jump', 'height'], unless: ['safetyLesson'] },
  { category: 'dangerous-acts', all: ['climb|leanOut', 'height', 'dare'], unless: ['safetyLesson', 'rescue'], generated: false },
  { category: 'dangerous-acts', all: ['climb', 'height', 'alone|secret|play|child'], unless: ['safetyLesson', 'rescue'], generated: false },
  { category: 'dangerous-acts', all: ['syringe', 'find|play|insert|stranger'], unless: ['medical'] },
  { category: 'dangerous-acts', all: ['swallowable', 'ingest'] },
  { category: 'dangerous-acts', all: ['swim', 'water', 'alone'], unless: ['safetyLesson'] },
  { category: 'dangerous-acts', all: ['enclosed', 'hideIn'] },
  { category: 'dangerous-acts', all: ['enclosed', 'play'], generated: false },
  { category: 'dangerous-acts', all: ['stranger', 'goWith|candy|car|secret'], unless: ['safetyLesson', 'protective', 'refuses'] },
  { category: 'dangerous-acts', all: ['stranger', 'goWith', 'secret'], unless: ['safetyLesson', 'protective', 'refuses'] },
  { category: 'dangerous-acts', all: ['adult', 'candy|car', 'goWith|secret'], unless: ['safetyLesson'] },
  { category: 'dangerous-acts', all: ['shallow', 'jump|swim'], unless: ['safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['dangerousWater', 'swim|jump|play|alone|dare'], unless: ['safetyLesson', 'profession', 'adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['ice', 'alone|dare|play|secret|negation|climb'], unless: ['safetyLesson', 'adult', 'parent'], generated: false },
  { category: 'dangerous-acts', all: ['wildFood', 'ingest', 'alone|secret|negation|find|dare|forest'], unless: ['adult', 'parent', 'person', 'food', 'safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['electric', 'climb'], unless: ['adultTask', 'profession', 'safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['climb', 'height', 'likeness|superhero|contest'], unless: ['safetyLesson', 'rescue', 'adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['traffic', 'dare|contest'], unless: ['safetyLesson', 'monster'], generated: false },
  { category: 'sexual', all: ['online', 'meet', 'secret|alone|negation'], unless: ['protective', 'safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['lighter|openFlame', 'flammableTarget', 'child|alone|secret|play'], unless: ['adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['openFlame', 'alone|secret'], unless: ['adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['lighter|accelerant', 'bonfire', 'child|alone|secret|inside|flammableTarget|play'], unless: ['adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['accelerant', 'fire|bonfire|lighter|play'], unless: ['adultTask', 'profession'], generated: false },
  { category: 'dangerous-acts', all: ['stunt'], generated: false },
  { category: 'dangerous-acts', all: ['chokingGame'] },
  { category: 'dangerous-acts', all: ['cantSwim', 'jump|alone|dangerousWater|height'], unless: ['safetyLesson', 'rescue'], generated: false },
  { category: 'dangerous-acts', all: ['goWith', 'pet|candy|car', 'secret'], unless: ['safetyLesson', 'protective', 'refuses'], generated: false },
  { category: 'dangerous-acts', all: ['stunt|traffic|height|electric|chemical|pills|lighter|openFlame|fire|enclosed|ice|dangerousWater|shallow|faint|wildFood', 'approve', 'child|alone|play|dare|ingest|climb|jump|swim'], unless: ['safetyLesson', 'protective', 'adultTask', 'profession', 'rescue', 'medical'], generated: false },

  // Grooming: secrets with adults about the body, touching, undressing, photos.
  { category: 'sexual', all: ['secret', 'touch|undress'], unless: ['protective'] },
  { category: 'sexual', all: ['secret', 'adult|stranger', 'photo|intimate'], unless: ['protective'] },
  { category: 'sexual', all: ['adult|stranger', 'undress'], unless: ['protective'] },
  { category: 'sexual', all: ['undress', 'photo'] },
  { category: 'sexual', all: ['online', 'adult|stranger', 'photo|undress|secret|intimate|meet'], unless: ['protective'] },
  { category: 'sexual', all: ['undress', 'intimate'], unless: ['parent'], generated: false },
  { category: 'sexual', all: ['romance', 'spicy|lots|adult|child'] },
  { category: 'sexual', all: ['adult|stranger', 'touch', 'alone|secret|intimate|undress'], unless: ['protective'] },
  { category: 'sexual', all: ['inLove', 'adult|stranger', 'child'], generated: false },
  { category: 'sexual', all: ['bribe', 'adult|stranger', 'touch|undress|photo'], unless: ['protective', 'parent'], generated: false },
  { category: 'sexual', all: ['candy', 'adult|stranger', 'photo'], unless: ['protective', 'parent'], generated: false },
  { category: 'sexual', all: ['adultContent'], generated: false },
  { category: 'sexual', all: ['undress', 'pose'], unless: ['parent', 'protective', 'medical'], generated: false },
  { category: 'sexual', all: ['undress', 'photo', 'secret|adult|stranger|profession'], unless: ['parent', 'protective', 'medical'], generated: false },
  { category: 'sexual', all: ['kiss', 'bribe|candy|secret', 'adult|stranger'], unless: ['parent', 'protective'], generated: false },
  { category: 'sexual', all: ['bodyIntimate', 'adult|stranger'], unless: ['medical', 'profession', 'protective', 'parent'], generated: false },
  { category: 'sexual', all: ['touch', 'bodyIntimate'], unless: ['medical', 'profession', 'safetyLesson', 'protective'], generated: false },
  { category: 'sexual', all: ['swimwear|undress', 'photo', 'adult|stranger|online'], unless: ['protective'], generated: false },
  { category: 'sexual', all: ['undress', 'touch'], unless: ['parent', 'medical', 'profession', 'protective'], generated: false },
  { category: 'sexual', all: ['adult|stranger|person|profession', 'closeCare', 'secret|alone'], unless: ['protective', 'party'], generated: false },
  { category: 'sexual', all: ['adult|stranger|person', 'intimate', 'secret|secretWord'], unless: ['protective', 'parent', 'surprise'], generated: false },
  { category: 'sexual', all: ['adult|profession', 'bodyWhole', 'intimate|closeCare|touch'], unless: ['medical', 'parent', 'protective'], generated: false },
  { category: 'sexual', all: ['show', 'bodyWhole|bodyIntimate|undress', 'adult|stranger|person|monster'], unless: ['medical', 'parent', 'protective', 'safetyLesson'], generated: false },
  { category: 'sexual', all: ['adult|stranger', 'candy|bribe', 'intimate|secret|secretWord'], unless: ['protective', 'parent', 'safetyLesson'], generated: false },
  { category: 'sexual', all: ['adult|stranger|profession', 'closeCare', 'intimate|undress|bodyIntimate|lots'], unless: ['parent', 'medical', 'protective'], generated: false },
  { category: 'sexual', all: ['secret', 'bodyWhole|bodyIntimate', 'adult|person|stranger'], unless: ['protective', 'medical'], generated: false },
  { category: 'sexual', all: ['touch', 'swimwear|bodyIntimate', 'adult|person|stranger|monster'], unless: ['protective', 'medical', 'profession'], generated: false },
  { category: 'sexual', all: ['touch|undress', 'approve|secret', 'adult|person|stranger|monster'], unless: ['protective', 'medical', 'profession', 'parent', 'safetyLesson'], generated: false },
  { category: 'sexual', all: ['bodyIntimate', 'child', 'relish|show|photo'], unless: ['medical', 'profession', 'protective'], generated: false },
  { category: 'sexual', all: ['online', 'undress|photo', 'child|adult|stranger'], unless: ['protective', 'safetyLesson'], generated: false },
  { category: 'sexual', all: ['adult|stranger', 'touch', 'bodyPart', 'often|secret|alone|inLove'], unless: ['protective', 'medical', 'profession', 'parent'], generated: false },

  // Violence, cruelty, abuse at home.
  { category: 'violence', all: ['kill', 'person|pet|parent|child|spouse'], unless: ['monster'], generated: false },
  { category: 'violence', all: ['cruelty'] },
  { category: 'violence', all: ['drown', 'pet|person|child'], unless: ['rescue'] },
  { category: 'violence', all: ['scald', 'pet|person|child'], unless: ['rescue', 'food', 'byAccident', 'safetyLesson'], generated: false },
  { category: 'dangerous-acts', all: ['drown', 'play|dare|alone'], unless: ['rescue', 'safetyLesson'], generated: false },
  { category: 'violence', all: ['throw', 'pet', 'height|water|fire'], unless: ['rescue'], generated: false },
  { category: 'violence', all: ['gore', 'lots|kill|beat|cruelty'], unless: ['medical'] },
  { category: 'violence', all: ['lock', 'deprive', 'child|person|pet|parent'] },
  { category: 'violence', all: ['fire', 'pet'], unless: ['monster', 'rescue', 'adultTask'], generated: false },
  { category: 'violence', all: ['beat', 'pet'], unless: ['safetyLesson', 'animalActs'], generated: false },
  { category: 'violence', all: ['cut|fire|crush|beat', 'animalPart', 'pet'], unless: ['profession', 'byAccident', 'rescue', 'animalActs'], generated: false },
  { category: 'violence', all: ['enclosed', 'pet', 'insert|lock'], unless: ['rescue', 'safetyLesson'], generated: false },
  { category: 'violence', all: ['stabInto', 'bodyPart', 'person|child|school'], unless: ['medical', 'profession'], generated: false },
  { category: 'violence', all: ['crush', 'pet'], unless: ['byAccident', 'safetyLesson', 'animalActs'], generated: false },
  { category: 'violence', all: ['beat', 'parent', 'spouse|child|person'], generated: false },
  { category: 'violence', all: ['beat', 'lots|often|gore|blade'] },
  // Harm enjoyed, cheered or called deserved is cruelty whoever suffers it; given as a punishment, abuse.
  { category: 'violence', all: ['malice', 'beat|kick|gore|stabInto|cruelty|kill'], unless: ['monster', 'toy', 'hyperbole', 'ballGame', 'safetyLesson', 'protective', 'rescue'], generated: false },
  { category: 'violence', all: ['malice', 'fire|crush|cut|drown|lock|hurt', 'pet|person|parent|bodyPart'], unless: ['monster', 'toy', 'hyperbole', 'ballGame', 'safetyLesson', 'protective', 'rescue', 'negation'], generated: false },
  // ("…and he learns he deserved it" is no safety lesson; "méchant" here is the child, not a villain.)
  { category: 'violence', all: ['punishment', 'beat|kick|hurt|fire|cut|gore|crush|drown|stabInto|lock'], unless: ['protective', 'negation'], generated: false },
  { category: 'violence', all: ['gore', 'cut', 'head'], unless: ['medical', 'monster', 'byAccident'], generated: false },
  { category: 'violence', all: ['kick', 'pet'], unless: ['safetyLesson', 'animalActs', 'ballGame', 'toy', 'rescue', 'profession', 'medical'], generated: false },
  { category: 'violence', all: ['kick', 'gore|lots|often'], unless: ['monster', 'ballGame', 'toy'], generated: false },
  // Maiming: a body part torn, cut or gouged off. Asked for with relish, it is graphic even on a monster.
  { category: 'violence', all: ['mutilate', 'bodyPart|softPart|animalPart|head'], unless: ['monster', 'medical', 'profession', 'food', 'byAccident', 'toy'], generated: false },
  { category: 'violence', all: ['mutilate|gore|cruelty|beat|kill|cut|stabInto|fire', 'relish'], unless: ['medical', 'toy'], generated: false },
  { category: 'violence', all: ['beat|bruise|kill|mutilate|cruelty', 'normalise'], unless: ['monster', 'toy', 'ballGame'], generated: false },
  { category: 'violence', all: ['bruise', 'parent|spouse|adult', 'secret|normalise|negation'], unless: ['byAccident', 'medical'], generated: false },
  { category: 'violence', all: ['beat', 'bruise'], unless: ['byAccident', 'medical', 'ballGame', 'monster', 'toy'], generated: false },
  { category: 'violence', all: ['beat', 'head|softPart', 'parent|adult'], unless: ['byAccident', 'medical', 'ballGame', 'monster', 'toy', 'protective', 'safetyLesson'], generated: false },
  { category: 'violence', all: ['throw', 'pet', 'malice|beat|lots'], unless: ['rescue', 'ballGame'], generated: false },
  { category: 'violence', all: ['kick|beat|crush|throw', 'pet', 'malice'], unless: ['rescue', 'animalActs', 'toy'], generated: false },
  { category: 'violence', all: ['stabInto', 'blade', 'person|adult|child|parent|school'], unless: ['medical', 'food', 'adultTask', 'profession', 'monster', 'toy'], generated: false },
  // An infant face down or among soft bedding; stunts with trains, buses and cars; riding blindfolded.
  { category: 'dangerous-acts', all: ['infant', 'proneSleep'], unless: ['safetyLesson', 'negation', 'medical'], generated: false },
  { category: 'dangerous-acts', all: ['infant', 'softBedding', 'toy|proneSleep|inside'], unless: ['safetyLesson', 'negation', 'medical'], generated: false },
  { category: 'dangerous-acts', all: ['vehicleStunt'], unless: ['safetyLesson', 'negation', 'protective', 'toy', 'adult|parent'], generated: false },
  { category: 'dangerous-acts', all: ['vehicleStunt', 'child|alone|stranger|dare|admired|approve'], unless: ['safetyLesson', 'protective', 'toy'], generated: false },
  { category: 'dangerous-acts', all: ['blindfold', 'traffic|car|height|water|alone|climb|fire'], unless: ['safetyLesson', 'negation', 'toy', 'play'], generated: false },
  // Grooming in other words: a special game or bond, a massage, a kiss on the mouth, a child's body at bath time.
  { category: 'sexual', all: ['specialBond', 'adult|profession|stranger|person|monster', 'alone|secret|secretWord|bathing|lock|hisHome|closeCare|touch|intimate|negation|admired'], unless: ['protective', 'safetyLesson', 'parent'], generated: false },
  { category: 'sexual', all: ['mouthKiss', 'adult|profession|stranger'], unless: ['protective', 'safetyLesson', 'parent'], generated: false },
  { category: 'sexual', all: ['touch|intimate|kiss', 'adult|stranger|profession', 'normalise'], unless: ['protective', 'safetyLesson', 'medical'], generated: false },
  { category: 'sexual', all: ['bathing', 'bodyWhole|bodyIntimate|undress', 'child', 'lots|relish|show|photo'], unless: ['protective', 'safetyLesson', 'medical'], generated: false },
  // Self-harm in other words.
  { category: 'self-harm', all: ['hairPulling', 'child|secret|secretWord|often|approve|admired|superhero'], unless: ['monster', 'hyperbole', 'seeksHelp', 'protective', 'medical'], generated: false },
  { category: 'self-harm', all: ['skinMarks', 'self|child|bodyPart|softPart|secret|secretDiary'], unless: ['medical', 'seeksHelp', 'protective', 'byAccident'], generated: false },
  { category: 'personal-data', all: ['accessCode', 'show|online|stranger'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['schoolName', 'photo|online|monster|stranger|bribe'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'sexual', all: ['innuendo'], unless: ['protective', 'safetyLesson'], generated: false },
  { category: 'weapons', all: ['streetWeapon', 'child|school|person|approveRespect|admired|approve|revenge|often|play|shoot|find'], unless: ['safetyLesson', 'protective', 'negation', 'toy', 'profession'], generated: false },
  { category: 'violence', all: ['shakeOrSmother', 'child|infant|person|pet'], unless: ['rescue', 'safetyLesson', 'negation', 'medical', 'protective'], generated: false },
  { category: 'self-harm', all: ['selfHurtAdvice'], unless: ['protective', 'seeksHelp', 'negation', 'safetyLesson'], generated: false },
  { category: 'self-harm', all: ['deathWish', 'pills|sadness|want|child|pet'], unless: ['protective', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['online', 'meet', 'publicPlace|secret|negation|alone'], unless: ['protective', 'safetyLesson', 'seeksHelp', 'parent'], generated: false },
  { category: 'personal-data', all: ['camOn'], unless: ['protective', 'safetyLesson', 'seeksHelp', 'negation'], generated: false },
  { category: 'personal-data', all: ['online', 'secret|secretWord', 'parent'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['personalData|accessCode', 'share', 'online|stranger|often|generalise'], unless: ['protective', 'safetyLesson', 'seeksHelp', 'negation'], generated: false },
  { category: 'dangerous-acts', all: ['chemical', 'candy|likeness|play|food'], unless: ['safetyLesson', 'seeksHelp', 'protective', 'adultTask', 'negation', 'profession'], generated: false },
  { category: 'dangerous-acts', all: ['pills', 'candy|play|money'], unless: ['safetyLesson', 'seeksHelp', 'protective', 'negation', 'medical'], generated: false },
  { category: 'drugs', all: ['pills', 'soda'], unless: ['medical', 'safetyLesson', 'protective'], generated: false },
  { category: 'drugs', all: ['herbBakes', 'child|eat|ingest|feeling|lightColour|often'], unless: ['safetyLesson', 'protective'], generated: false },
  { category: 'drugs', all: ['syringe', 'bodyPart|superhero|normalise|approve|often'], unless: ['medical', 'profession'], generated: false },
  { category: 'dangerous-acts', all: ['hotOil', 'alone|child'], unless: ['safetyLesson', 'negation', 'adult', 'adultTask'], generated: false },
  { category: 'dangerous-acts', all: ['getInCar', 'adult|stranger|profession'], unless: ['safetyLesson', 'negation', 'refuses', 'protective', 'parent'], generated: false },
  { category: 'hate', all: ['hateTrope'], unless: ['protective', 'safetyLesson', 'negation'], generated: false },
  { category: 'violence', all: ['fire|scald', 'bodyPart', 'parent|adult|punishment'], unless: ['byAccident', 'medical', 'safetyLesson', 'rescue', 'monster'], generated: false },
  // Retaliation, poison, dragging, humiliation and harm for sport.
  { category: 'violence', all: ['revenge', 'beat|hurt|push|kick|cut|fire|crush|mutilate|humiliate'], unless: ['monster', 'toy', 'negation', 'safetyLesson', 'protective'], generated: false },
  { category: 'violence', all: ['poison', 'pet|person|child|parent'], unless: ['rescue', 'safetyLesson', 'protective', 'byAccident', 'medical', 'monster', 'negation'], generated: false },
  { category: 'violence', all: ['drag', 'pet|person', 'restrain|car|publicPlace|malice'], unless: ['rescue', 'animalActs', 'toy'], generated: false },
  { category: 'violence', all: ['humiliate', 'child|person|school|group'], unless: ['protective', 'safetyLesson', 'negation', 'stop', 'rescue', 'seeksHelp'], generated: false },
  { category: 'violence', all: ['throw|fire|beat|kick|drown', 'group|person|pet', 'malice|mock|approve'], unless: ['monster', 'toy', 'ballGame', 'rescue', 'safetyLesson', 'protective', 'hyperbole'], generated: false },
  // Harm presented as good, normal or deserved, or given as a lesson.
  { category: 'violence', all: ['beat|kick|mutilate|cruelty|stabInto|restrain|push|bruise|crush', 'approve|normalise|malice'], unless: ['monster', 'toy', 'ballGame', 'safetyLesson', 'protective', 'rescue', 'hyperbole', 'byAccident'], generated: false },
  { category: 'violence', all: ['restrain', 'hurt|beat|kick|lesson|malice'], unless: ['monster', 'toy', 'rescue', 'protective'], generated: false },
  { category: 'violence', all: ['push', 'parent|spouse', 'normalise|approve|anger'], unless: ['toy', 'ballGame', 'play'], generated: false },
  { category: 'violence', all: ['beat|kick', 'photo', 'person|school|child'], unless: ['ballGame', 'toy', 'safetyLesson', 'protective'], generated: false },
  { category: 'violence', all: ['crush|stabInto', 'head|softPart', 'person|child|pet'], unless: ['byAccident', 'medical', 'monster', 'toy'], generated: false },
  { category: 'violence', all: ['beat', 'parent|adult', 'child|person|spouse', 'lesson|punishment|often'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },

  // Alcohol, tobacco, vaping for a child.
  // Caffeine in a child's dose, a pill or a drink given to make a child sleep or behave, and a pill or a
  // syrup taken to float.
  { category: 'drugs', all: ['energyDrink', 'child|many|lots|want|superhero|often|school'], generated: false },
  { category: 'drugs', all: ['pills|sedative|alcohol', 'toSleep'], unless: ['medical', 'profession', 'safetyLesson', 'protective'], generated: false },
  { category: 'drugs', all: ['getHigh', 'pills|drug|sedative|alcohol|mix|inhale|glue'], unless: ['safetyLesson', 'protective'], generated: false },
  // A story that helps a child whose parent drinks (it is not their fault, they can tell a teacher) is a
  // hard theme, not a drink offered.
  { category: 'drugs', all: ['alcohol'], unless: ['protective', 'seeksHelp', 'adultsDrink'], generated: false },
  { category: 'drugs', all: ['alcohol', 'ingest|child|lots'], unless: ['protective', 'seeksHelp', 'adultsDrink'] },
  { category: 'drugs', all: ['tobacco'], generated: false },
  { category: 'drugs', all: ['inhale', 'glue'] },
  { category: 'drugs', all: ['pills', 'party'], unless: ['medical', 'profession'], generated: false },
  { category: 'drugs', all: ['smoke', 'child|want|ingest|secret|alone'], generated: false },
  { category: 'drugs', all: ['smoke', 'permit'], generated: false },
  { category: 'drugs', all: ['sedative', 'child', 'ingest|faint|secret|find|play|lots|permit|food'], unless: ['medical', 'profession'], generated: false },
  { category: 'drugs', all: ['sedative', 'ingest', 'lots|party|play|find|feeling'], unless: ['medical', 'profession'], generated: false },
  { category: 'drugs', all: ['powder', 'snort'], generated: false },
  { category: 'drugs', all: ['pills|drug|sedative', 'buy', 'publicPlace|stranger|party|person'], unless: ['medical', 'profession', 'adult', 'parent'], generated: false },

  // Hate and demeaning generalisations.
  { category: 'hate', all: ['group', 'badTrait'] },
  { category: 'hate', all: ['group', 'exclude'] },
  // Said of girls or boys as such ("las niñas son tontas"), not of a thief among the children of a tale.
  { category: 'hate', all: ['genderGroup', 'badTrait', 'traitOfGroup|generalise|lesson'], generated: false },
  { category: 'hate', all: ['familyType', 'exclude|badTrait'], unless: ['lesson', 'safetyLesson', 'protective'], generated: false },
  { category: 'hate', all: ['slur'], generated: false },
  // Ridicule of someone for who they are (deaf, fat, with two dads, a foreigner) or pity for it, unless the
  // story turns against it: "everyone laughs at the deaf boy" is the harm, "they stop laughing" a lesson.
  { category: 'hate', all: ['mock', 'group|slur|fatShame|familyType'], unless: ['protective', 'safetyLesson', 'stop', 'rescue', 'seeksHelp', 'negation'], generated: false },
  { category: 'hate', all: ['malice', 'group|fatShame|familyType'], unless: ['protective', 'safetyLesson', 'stop', 'rescue', 'seeksHelp', 'negation', 'monster'], generated: false },
  { category: 'hate', all: ['pity', 'familyType|group'], unless: ['protective', 'safetyLesson', 'negation'], generated: false },
  { category: 'hate', all: ['darkColour', 'lightColour', 'badTrait|exclude', 'generalise|exclude'], generated: false },

  // Weapons and terror.
  { category: 'weapons', all: ['gun', 'school|shoot|child|person|parent'], unless: ['toy'] },
  { category: 'weapons', all: ['explosive', 'howTo|school|shoot|person|child'], unless: ['toy', 'hyperbole'] },
  { category: 'weapons', all: ['blade', 'school|person|child', 'shoot'], unless: ['adultTask'] },
  { category: 'weapons', all: ['blade|gun|sharpen', 'revenge'], unless: ['monster', 'toy'], generated: false },
  { category: 'weapons', all: ['sharpen', 'kill|beat|hurt|stabInto'], unless: ['monster', 'adultTask'], generated: false },
  { category: 'weapons', all: ['weaponGeneric|gun|blade|explosive', 'school', 'approveRespect'], unless: ['toy'], generated: false },
  { category: 'weapons', all: ['shootAt', 'school|person|child'], unless: ['toy', 'monster', 'ballGame'], generated: false },
  { category: 'weapons', all: ['gun|explosive|blade', 'revenge'], unless: ['monster', 'toy', 'food'], generated: false },
  { category: 'weapons', all: ['gun', 'loaded'], unless: ['toy'], generated: false },
  { category: 'weapons', all: ['weaponGeneric|gun|explosive', 'howTo'], unless: ['toy', 'monster'], generated: false },
  { category: 'weapons', all: ['weaponGeneric|gun|blade', 'school', 'approve|revenge|hideIn|goWith|feeling|want'], unless: ['toy', 'adultTask', 'food', 'safetyLesson', 'protective'], generated: false },
  { category: 'weapons', all: ['attack', 'school|publicPlace'], unless: ['monster', 'toy', 'ballGame'], generated: false },
  { category: 'weapons', all: ['blowUp', 'person|child|school|publicPlace|self'], unless: ['toy', 'monster', 'party'], generated: false },
  { category: 'weapons', all: ['explosive', 'howTo|publicPlace|revenge'], unless: ['toy'], generated: false },

  // Personal data: asked to be written into the story.
  { category: 'personal-data', all: ['personalData', 'reveal|school|child|parent'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['accessCode', 'number'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['personalData', 'number'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['homeAccess'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['homeAlone', 'clockTime|weekday'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['school', 'clockTime', 'alone|reveal'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['handle', 'socialMedia|reveal|child|parent|personalData'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['socialMedia', 'personalData|hisHome|clockTime'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['schoolName', 'reveal|alone|clockTime|weekday|hisHome|personalData'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['busStop', 'clockTime|weekday|reveal|often'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['timeWord', 'alone|homeAlone|school|busStop', 'weekday|often|reveal|clockTime'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['born', 'fullDate'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['socialMedia|online', 'stranger|adult', 'photo|personalData|hisHome'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['socialMedia|online|handle', 'addContact'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['homeAlone', 'hisHome|weekday|reveal|personalData'], unless: ['protective', 'safetyLesson', 'seeksHelp'], generated: false },
  { category: 'personal-data', all: ['personalData', 'reveal|monster|stranger|tell'], unless: ['protective', 'safetyLesson'], generated: false },
];

/** The first rule the ideas satisfy, or null. */
export function ruleVerdict(concepts: Set<string>, kind: 'parent-input' | 'generated'): HarmCategory | null {
  for (const rule of RULES) {
    if (kind === 'generated' && rule.generated === false) continue;
    if (!rule.all.every((item) => item.split('|').some((c) => concepts.has(c)))) continue;
    if (rule.unless?.some((c) => concepts.has(c))) continue;
    return rule.category;
  }
  return null;
}
