import { IsArray, IsNotEmpty, IsObject, IsString, MaxLength } from 'class-validator';
import {
  PAGE_MESSAGES,
  type Bilingual,
  type HindiReview,
  type PageBlock,
  type PagePathRequest,
  type PublishPageRequest,
  type RestorePageRequest,
  type SavePageDraftRequest,
} from '@seedcorp/contracts';
import { BaseVersionRule, PublishReasonRule, RestoredVersionRule } from '../../versioned-documents/dto/version-rules';

/** Decorators run bottom-up: each field lists its rules from the last checked to the first. */
export class PagePathDto implements PagePathRequest {
  @MaxLength(200, { message: PAGE_MESSAGES.pageNotFound })
  @IsNotEmpty({ message: PAGE_MESSAGES.pathRequired })
  @IsString({ message: PAGE_MESSAGES.pathRequired })
  path!: string;
}

/** A change checked against the version the administrator loaded: the body of every edit. */
class BasedOnPageVersionDto extends PagePathDto {
  @BaseVersionRule(PAGE_MESSAGES.baseVersion)
  baseVersion!: number;
}

export class PublishPageDto extends BasedOnPageVersionDto implements PublishPageRequest {
  @PublishReasonRule()
  reason?: string;
}

/** The title, blocks and review state are checked by the service, which reports every problem at once. */
export class SavePageDraftDto extends BasedOnPageVersionDto implements SavePageDraftRequest {
  @IsObject({ message: PAGE_MESSAGES.contentRefused })
  title!: Bilingual;

  @IsArray({ message: PAGE_MESSAGES.contentRefused })
  blocks!: PageBlock[];

  @IsString({ message: PAGE_MESSAGES.contentRefused })
  hindiReview!: HindiReview;
}

export class RestorePageDto extends BasedOnPageVersionDto implements RestorePageRequest {
  @RestoredVersionRule(PAGE_MESSAGES.versionNotFound)
  version!: number;
}
