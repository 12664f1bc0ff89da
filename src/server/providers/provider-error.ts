/**
 * A provider failed (status, timeout, cut stream, unusable answer): nothing is stored, nothing counted.
 * `kind` says which failure it was, so that the routes can answer 502 or 504 with the right message.
 */
export class ProviderError<Kind extends string> extends Error {
  constructor(
    message: string,
    readonly kind: Kind,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
