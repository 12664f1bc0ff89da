// Given names that, in the language of the story, are a girl's or a boy's and nothing else. A name that
// is both somewhere (Andrea, Alex, Sasha, Noa, Camille, Nicola, Dominique…) is left out, and so is any
// name not listed: the storyteller then keeps to words that say nothing of the child's gender.
import type { LanguageId } from '../../shared/catalogs';
import { foldText } from './fold';

type Names = { girl: string; boy: string };

const SHARED: Names = {
  girl: 'maria lucia sofia martina julia paula valeria daniela carla sara carmen elena ana laura marta alba claudia irene lola olivia emma mia chloe clara isabella isabel victoria alicia ines noelia natalia patricia beatriz rocio silvia cristina adriana aitana vera jimena ximena abril candela amelia ava lily grace ella charlotte sophie emily isla poppy freya lucy hannah anna lena lea leonie marie nina johanna greta ida frieda mila giulia chiara francesca alessia aurora ginevra beatrice camilla giorgia matilde anais manon louise jade lina zoe juliette elise margot',
  boy: 'hugo pablo mario lucas daniel alejandro martin david diego javier manuel carlos jorge juan pedro miguel alvaro adrian sergio marcos leo mateo thiago bruno gonzalo nicolas rodrigo ivan enzo oliver jack harry george noah charlie jacob thomas james william henry arthur oscar alfie freddie archie max paul felix jonas elias finn luis ben anton moritz leon emil karl lorenzo francesco alessandro matteo tommaso riccardo giuseppe marco giovanni pietro gabriel raphael louis jules adam arthur theo antoine baptiste',
};

const BY_LANGUAGE: Partial<Record<LanguageId, Partial<Names>>> = {
  // "Luca" and "Andrea" are boys in Italian only.
  it: { boy: 'luca andrea nicola simone' },
};

const sets = new Map<LanguageId, { girl: Set<string>; boy: Set<string> }>();

function setsFor(language: LanguageId): { girl: Set<string>; boy: Set<string> } {
  let found = sets.get(language);
  if (!found) {
    const extra = BY_LANGUAGE[language] ?? {};
    found = {
      girl: new Set(`${SHARED.girl} ${extra.girl ?? ''}`.split(/\s+/).filter(Boolean)),
      boy: new Set(`${SHARED.boy} ${extra.boy ?? ''}`.split(/\s+/).filter(Boolean)),
    };
    sets.set(language, found);
  }
  return found;
}

/** 'girl' or 'boy' when the child's first name says so in the story's language; otherwise undefined. */
export function childOfName(name: string, language: LanguageId): 'girl' | 'boy' | undefined {
  const first = foldText(name.trim().split(/[\s-]+/)[0] ?? '');
  const { girl, boy } = setsFor(language);
  if (girl.has(first) && !boy.has(first)) return 'girl';
  if (boy.has(first) && !girl.has(first)) return 'boy';
  return undefined;
}
