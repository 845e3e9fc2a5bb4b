import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ActivityPublisher } from '@seedcorp/libs';
import { CHANGES_LISTED_MAX, listedChanges, type FieldChange } from '@seedcorp/contracts';
import { ContentConfig } from '../config';
import { draftWorkflowOf } from '../workflow/workflow-state';
import {
  currentVersion,
  type DocumentDraft,
  type DocumentHead,
  type DocumentVersion,
  type Locked,
  type VersionedDocuments,
} from './versioned-documents';

/**
 * What admins' editing of a kind of document (a table, a page's words, the site settings) does alike: its draft's
 * place in the editorial workflow, and each change that leaves a draft, reported to the activity stream once its
 * transaction has committed, with its differences from what was there before. A kind's service names its
 * `documents` and keeps its own checks and answers.
 */
@Injectable()
export abstract class DocumentEditing<
  H extends DocumentHead,
  D extends DocumentDraft,
  V extends DocumentVersion,
  K extends keyof D & keyof V & string,
> {
  protected abstract readonly documents: VersionedDocuments<H, D, V, K>;

  constructor(
    @InjectDataSource() protected readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
    private readonly config: ContentConfig,
  ) {}

  /**
   * A document as admins read it: its published versions (newest first, the latest as `published`), its draft, the
   * version a change must name, and the draft's editors and place in submission, approval and schedule.
   */
  protected async edited(key: string) {
    const versions = await this.documents.versions(key);
    const draft = await this.documents.draft(key);
    const published = versions[0] ?? null;
    return {
      versions,
      draft,
      published,
      currentVersion: currentVersion(draft, published),
      workflow: await draftWorkflowOf(
        this.dataSource.manager,
        this.documents.kind.name,
        key,
        draft,
        this.config.onePersonPublishing,
      ),
    };
  }

  /**
   * A change that leaves a draft, reported once committed: the dashboard asks for its count of drafts awaiting
   * publication after each event, as it does every owner's counts.
   */
  protected async draftChange<T>(
    key: string,
    baseVersion: number,
    activityType: 'Updated' | 'Restored',
    change: (locked: Locked<H, D, V>) => Promise<T>,
  ): Promise<T> {
    const { kind } = this.documents;
    let name = key;
    let changes: FieldChange[] = [];
    const answer = await this.documents.change(key, baseVersion, async (locked) => {
      name = kind.activityName(locked.head);
      const before = locked.draft ?? locked.published;
      const saved = await change(locked);
      const after = await this.documents.draft(key, locked.manager);
      if (after) changes = kind.changes(locked.head, before, after);
      return saved;
    });
    const details = activityType === 'Restored' ? 'Version restored as the draft' : 'Draft saved';
    await this.activity.publish(activityType, `${details}: ${name}`, {
      record: { type: kind.name, id: key },
      changes: listedChanges(changes, CHANGES_LISTED_MAX).changes,
    });
    return answer;
  }
}
