/** One way to authenticate an operation: scheme name -> scopes; `{}` means none is needed. */
export type SecurityRequirement = Record<string, string[]>;
