import type { EntityManager } from 'typeorm';
import type { Bilingual, ContentItemKind, FieldChange } from '@seedcorp/contracts';

/** A document locked for a workflow step, whatever its kind. */
export interface WorkflowLocked {
  manager: EntityManager;
  draft: { version: number; savedAt: Date } | null;
  published: { version: number; publishedAt: Date } | null;
  /** How events and lists name it: 'Sale rates (/marketing/rabi-seeds)', 'About Us (/about-us)', 'Site settings'. */
  name: string;
  /** The draft's differences from the published version (none without a draft). */
  changes(): FieldChange[];
  /** The draft becomes the published version, by the kind's own rules; answers its number. */
  publishDraft(): Promise<number>;
  /** When a schedule given no time publishes it (a rate list: its effective-from date), or null. */
  defaultPublishAt: string | null;
  /** Publishing or scheduling it sets the price farmers pay: it asks for a recent second factor. */
  rateList: boolean;
}

/** The draft of a document as the approvals list shows it. */
interface WorkflowDraftView {
  key: string;
  title: Bilingual;
  /** The public page it is read on; null for the settings. */
  path: string | null;
  adminPath: string;
  version: number;
  savedAt: Date;
  changes: FieldChange[];
}

/**
 * What the workflow needs of a kind of document (a table, a page's words, the settings): to lock one, publish its
 * draft, and list its drafts with their differences. Each kind's folder makes its own from the data source.
 */
export interface WorkflowKind {
  kind: ContentItemKind;
  messages: { notFound: string; noDraft: string; staleVersion: (current: number) => string };
  /** Locks the document (404 when there is none) until `manager`'s transaction ends. */
  lock(key: string, manager: EntityManager): Promise<WorkflowLocked>;
  /** Its name, read without a lock; null when there is no such document. */
  describe(key: string): Promise<string | null>;
  /** The drafts of these documents, with their differences from their published versions. */
  drafts(keys: string[]): Promise<WorkflowDraftView[]>;
  /** The titles and admin screens of documents of this kind, for the list of publications. */
  titles(keys: string[]): Promise<Map<string, { title: Bilingual; adminPath: string }>>;
}
