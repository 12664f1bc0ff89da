// zod with Spanish messages: every schema of the contract is built from this import, so a refused
// field reads in Spanish on the server's answer and in the page's forms alike.
import { z } from 'zod';

z.config(z.locales.es());

export { z };
