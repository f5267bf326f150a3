/** Query key of the gateway's OpenAPI document. */
export const openApiKeys = {
  document: () => ['openapi'] as const,
};
