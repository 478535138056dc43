import { z } from 'zod';

/** The 'Username' field is sent as `email` (see the spec's login payload); it need not be an address. */
export const loginInputSchema = z.object({
  email: z.string().trim().min(1, 'Username is required').max(255),
  // Bounded so a huge password cannot be used to burn hashing time.
  password: z.string().min(1, 'Password is required').max(1024),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
