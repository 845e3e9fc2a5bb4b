import { IsIn, IsObject } from 'class-validator';
import {
  HINDI_REVIEW_STATES,
  SETTINGS_MESSAGES,
  type HindiReview,
  type PublishSettingsRequest,
  type RestoreSettingsRequest,
  type SaveSettingsDraftRequest,
  type SiteSettings,
} from '@seedcorp/contracts';
import { BaseVersionRule, PublishReasonRule, RestoredVersionRule } from '../../versioned-documents/dto/version-rules';

/** Decorators run bottom-up: each field lists its rules from the last checked to the first. */
class BasedOnSettingsVersionDto {
  @BaseVersionRule(SETTINGS_MESSAGES.baseVersion)
  baseVersion!: number;
}

export class PublishSettingsDto extends BasedOnSettingsVersionDto implements PublishSettingsRequest {
  @PublishReasonRule()
  reason?: string;
}

/** The settings are checked field by field by the service, which reports every problem at once. */
export class SaveSettingsDraftDto extends BasedOnSettingsVersionDto implements SaveSettingsDraftRequest {
  @IsObject({ message: SETTINGS_MESSAGES.settingsRequired })
  settings!: SiteSettings;

  @IsIn(HINDI_REVIEW_STATES, { message: SETTINGS_MESSAGES.hindiReview })
  hindiReview!: HindiReview;
}

export class RestoreSettingsDto extends BasedOnSettingsVersionDto implements RestoreSettingsRequest {
  @RestoredVersionRule(SETTINGS_MESSAGES.versionNotFound)
  version!: number;
}
