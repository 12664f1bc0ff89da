import { chapterParagraphs } from '@shared/story-text';

/** A chapter's text in reading typography: one paragraph per blank-line-separated block. */
export function StoryText({ content }: { content: string }) {
  const paragraphs = chapterParagraphs(content);
  return (
    <div className="story-text">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
