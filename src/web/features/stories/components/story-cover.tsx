import { useMemo } from 'react';
import { coverDataUrl, coverInputOf } from '@shared/cover';
import { cn } from '../../../lib/utils';

type CoverStory = Parameters<typeof coverInputOf>[0];

/** The story's cover as a picture URL, drawn once per story (no request). */
export function useCoverUrl(story: CoverStory | undefined): string | undefined {
  const id = story?.id;
  const title = story?.title;
  const genre = story?.genre;
  const profession = story?.character.profession;
  const hobbies = story?.character.hobbies?.join(',');
  return useMemo(
    () =>
      id === undefined
        ? undefined
        : coverDataUrl(coverInputOf({ id, title: title ?? '', genre: genre ?? '', character: { profession: profession ?? '', hobbies: hobbies ? hobbies.split(',') : [] } })),
    [id, title, genre, profession, hobbies],
  );
}

interface StoryCoverProps {
  story: CoverStory;
  className?: string;
  /** Empty when the title is already written beside the cover (the picture then adds nothing to read). */
  alt?: string;
}

/** The generated cover (see shared/cover.ts), 3:4. */
export function StoryCover({ story, className, alt = '' }: StoryCoverProps) {
  const src = useCoverUrl(story);
  return (
    <img
      src={src}
      alt={alt}
      width={300}
      height={400}
      decoding="async"
      draggable={false}
      className={cn('aspect-[3/4] h-auto rounded-2xl object-cover shadow-md shadow-violet-900/10', className)}
    />
  );
}
