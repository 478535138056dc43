export { roleSchema, userSchema, type Role, type User } from './user';
export { loginInputSchema, type LoginInput } from './auth';
export { apiErrorBodySchema, type ApiErrorBody } from './api-error';
export { KEYS, type Key } from './keys';
