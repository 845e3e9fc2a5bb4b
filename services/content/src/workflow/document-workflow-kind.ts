import type {
  DocumentDraft,
  DocumentHead,
  DocumentVersion,
  VersionContent,
  VersionedDocuments,
} from '../versioned-documents/versioned-documents';
import type { WorkflowKind } from './workflow-kind';

/** What a kind of document does its own way when the workflow locks and publishes it. */
export interface DocumentPublishing<H, D, V, K extends string> {
  /** How events and lists name the document, from its row and its draft or else its published version. */
  name(head: H, words: D | V | null): string;
  /** What the version published from `draft` stores, given the version it follows. */
  published(draft: D, previous: V | null): VersionContent<V, K>;
  /** When a schedule given no time publishes it; null when the time must be given. */
  defaultPublishAt?(head: H, draft: D | null): string | null;
  /** Publishing it sets the price farmers pay. */
  rateList?(head: H): boolean;
}

/**
 * A kind of versioned document in the workflow: it locks, answers and publishes through its `documents`, with what
 * it names and stores its own way, and lists its drafts and titles as `listing` does.
 */
export function documentWorkflowKind<
  H extends DocumentHead,
  D extends DocumentDraft,
  V extends DocumentVersion,
  K extends keyof D & keyof V & string,
>(
  documents: VersionedDocuments<H, D, V, K>,
  publishing: DocumentPublishing<H, D, V, K>,
  listing: Pick<WorkflowKind, 'describe' | 'drafts' | 'titles'>,
): WorkflowKind {
  const { kind } = documents;
  return {
    kind: kind.name,
    messages: kind.messages,
    async lock(key, manager) {
      const locked = await documents.lock(key, manager);
      const { head, draft, published } = locked;
      return {
        manager,
        draft,
        published,
        name: publishing.name(head, draft ?? published),
        changes: () => (draft ? kind.changes(head, published, draft) : []),
        defaultPublishAt: publishing.defaultPublishAt?.(head, draft) ?? null,
        rateList: publishing.rateList?.(head) ?? false,
        publishDraft: () => documents.publishDraft(locked, publishing.published),
      };
    },
    ...listing,
  };
}
