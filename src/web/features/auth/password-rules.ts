/** The server's better-auth minimum (src/server/auth.ts); shown as a hint and checked before sending. */
export const MIN_PASSWORD_LENGTH = 8;
