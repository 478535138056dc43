import { z } from 'zod';

export const loginInputSchema = z.object({
  email: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
