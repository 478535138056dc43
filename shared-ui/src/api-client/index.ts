export { apiClient, buildQueryString, createApiClient } from './api-client';
export type { ApiClient, ApiResponse, Query, QueryValue, RequestOptions } from './api-client';
export { ApiError, errorText, isUnauthorized } from './api-error';
export { setUnauthorizedHandler } from './unauthorized-handler';
