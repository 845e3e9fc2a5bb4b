import { Body, Controller } from '@nestjs/common';
import {
  API,
  ApiPost,
  PublicRead,
  ResponseMessage,
  SETTINGS_MESSAGES,
  type AdminSiteSettings,
  type PublicSiteSettings,
} from '@seedcorp/libs';
import { BasedOnSettingsVersionDto, RestoreSettingsDto, SaveSettingsDraftDto } from './dto/settings-requests.dto';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @ApiPost(API.content.webGetSettings)
  @PublicRead()
  @ResponseMessage(SETTINGS_MESSAGES.settingsFetched)
  publicSettings(): Promise<PublicSiteSettings> {
    return this.settings.publicSettings();
  }

  @ApiPost(API.content.getSettings)
  @ResponseMessage(SETTINGS_MESSAGES.settingsFetched)
  adminSettings(): Promise<AdminSiteSettings> {
    return this.settings.adminSettings();
  }

  @ApiPost(API.content.saveSettingsDraft)
  @ResponseMessage(SETTINGS_MESSAGES.draftSaved)
  saveDraft(@Body() body: SaveSettingsDraftDto): Promise<{ version: number }> {
    return this.settings.saveDraft(body.baseVersion, body.settings, body.hindiReview);
  }

  @ApiPost(API.content.publishSettings)
  @ResponseMessage(SETTINGS_MESSAGES.published)
  publish(@Body() body: BasedOnSettingsVersionDto): Promise<{ version: number }> {
    return this.settings.publish(body.baseVersion);
  }

  @ApiPost(API.content.restoreSettings)
  @ResponseMessage(SETTINGS_MESSAGES.restored)
  restore(@Body() body: RestoreSettingsDto): Promise<{ version: number }> {
    return this.settings.restore(body.baseVersion, body.version);
  }
}
