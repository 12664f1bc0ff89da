// The package ships no types; these are the two calls we use.
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): Stemmer;
  export function algorithms(): string[];
}
