/**
 * A chapter's paragraphs as every reader shows them (the viewer, the PDF and the EPUB): the writers
 * separate paragraphs with a blank line; any other run of spaces or line breaks reads as one space.
 */
export function chapterParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
