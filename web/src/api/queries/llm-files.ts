/** Query keys of a written llms.txt and of its full text. */
export const llmFileKeys = {
  file: (fileId: string) => ['llm-file', fileId] as const,
  fullText: (fileId: string) => ['llm-file-full-text', fileId] as const,
};
