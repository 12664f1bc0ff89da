import { z } from '../zod';

/** Every API error answers this shape (DESIGN section 3): a code for programs, a Spanish message for people. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
