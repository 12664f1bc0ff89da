// The version the footer shows (SPEC section 1), apart from the catalogs so the landing page's first
// script does not carry every catalog for it.
export const APP_VERSION = '1.1.2';
