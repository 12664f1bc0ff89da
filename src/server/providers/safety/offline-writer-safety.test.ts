// The built-in check must not refuse what the offline storyteller writes: every genre, moral, length and
// language, with chapters, continuation options and challenge questions (no false positive makes a
// parent lose a story).
import { describe, expect, it } from 'vitest';
import { DURATIONS, GENRE_IDS, HOBBY_IDS, LANGUAGE_IDS, MORAL_IDS, PERSONALITY_IDS, PROFESSION_IDS, SPECIAL_NEED_IDS, type SpecialNeedId } from '../../../shared/catalogs';
import { createOfflineWriter } from '../writer/offline';
import type { ChallengeCategory, StoryRequest } from '../writer/story-writer';
import { parseWrittenText } from '../writer/story-writer';
import { judgeEmbedded } from './embedded-safety';
import { seeded } from '../../../shared/seeded-random';


function request(i: number): StoryRequest {
  return {
    language: LANGUAGE_IDS[i % LANGUAGE_IDS.length]!,
    childAge: [2, 4, 6, 8, 10][i % 5]!,
    specialNeed: ([null, ...SPECIAL_NEED_IDS] as (SpecialNeedId | null)[])[i % (SPECIAL_NEED_IDS.length + 1)] ?? null,
    genre: GENRE_IDS[i % GENRE_IDS.length]!,
    moral: MORAL_IDS[(i * 7) % MORAL_IDS.length]!,
    duration: DURATIONS[i % DURATIONS.length]!.id,
    character: {
      name: ['Lucía', 'Mateo', 'Olivia', 'Hugo', 'Noa'][i % 5]!,
      profession: PROFESSION_IDS[(i * 3) % PROFESSION_IDS.length]!,
      hobbies: [HOBBY_IDS[i % HOBBY_IDS.length]!, HOBBY_IDS[(i + 4) % HOBBY_IDS.length]!],
      personality: [PERSONALITY_IDS[i % PERSONALITY_IDS.length]!],
    },
    additionalDetails: null,
  };
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('embedded safety check and the offline storyteller', () => {
  it('accepts every offline story, chapter, option set and challenge across genres and languages', async () => {
    const writer = createOfflineWriter({ random: seeded(7) });
    const refused: string[] = [];
    let checked = 0;
    const check = (text: string) => {
      checked += 1;
      // Each paragraph, as the stream checks it before the page sees it.
      for (const paragraph of text.split(/\n\s*\n/)) {
        const { category } = judgeEmbedded(paragraph, { kind: 'generated' });
        if (category) refused.push(`${category}: ${paragraph.slice(0, 300)}`);
      }
    };
    const count = GENRE_IDS.length * LANGUAGE_IDS.length * 2;
    for (let i = 0; i < count; i += 1) {
      const req = request(i);
      const story = parseWrittenText(await collect(writer.streamStory(req)));
      check(`${story.title}\n\n${story.content}`);
      const context = { request: req, title: story.title, chapters: [story] };
      const options = await writer.continuationOptions(context);
      check(options.join('\n|\n'));
      const chapter = parseWrittenText(await collect(writer.streamContinuation(context, { kind: 'option', summary: options[0]! })));
      check(`${chapter.title}\n\n${chapter.content}`);
      const category: ChallengeCategory = (['comprehension', 'math', 'language'] as const)[i % 3];
      const questions = await writer.createChallenge({
        story: { ...context, chapters: [story, chapter] },
        chapterIndex: 1,
        category,
        targetLanguage: category === 'language' ? (req.language === 'en' ? 'fr' : 'en') : null,
      });
      check(questions.flatMap((q) => [q.question, ...q.options, q.explanation]).join('\n|\n'));
    }
    console.log(`Offline texts checked: ${checked}, refused: ${refused.length}`);
    if (refused.length) console.log(refused.join("\n"));
    expect(refused).toEqual([]);
  }, 120_000);
});
