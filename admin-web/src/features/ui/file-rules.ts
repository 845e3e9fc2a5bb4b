/** What a file field takes: extensions (lower case, no dot), the most bytes, and the spec's messages. */
export interface FileRule {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
  invalidTypeMessage: string;
  tooLargeMessage: string;
}

/** The spec's message for a file the rule refuses, or `undefined`: checked before anything is sent. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, rule: FileRule): string | undefined {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = rule.extensions.includes(extension) && (!file.type || rule.mimeTypes.includes(file.type));
  if (!typeOk) return rule.invalidTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return undefined;
}

/** Bytes as the file field shows them: B, KB or MB with one decimal. */
export function displaySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const PDF_EXTENSIONS = ['pdf'] as const;
export const PDF_MIME_TYPES = ['application/pdf'] as const;
