// Where every account-confirmation link brings the person back to (the page reads `?error=` that
// better-auth adds when the link is expired, invalid or its account is gone).
export const EMAIL_CONFIRMED_PATH = '/login?verified=1';
