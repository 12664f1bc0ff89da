/** GET /api/suggestions → `{suggestions}`: the active preset ideas for the optional details step. */
export interface Suggestion {
  id: string;
  textPrompt: string;
}
