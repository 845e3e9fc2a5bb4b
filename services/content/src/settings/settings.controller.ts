import { Body, Controller } from '@nestjs/common';
import { ApiRoute, PublicRead } from '@seedcorp/libs';
import {
  API,
  SETTINGS_MESSAGES,
  SITE_SETTINGS_KEY,
  type ActivityActor,
  type AdminSiteSettings,
  type PublicSiteSettings,
} from '@seedcorp/contracts';
import { ActingAdmin } from '../workflow/acting-admin.decorator';
import { WorkflowService } from '../workflow/workflow.service';
import { PublishSettingsDto, RestoreSettingsDto, SaveSettingsDraftDto } from './dto/settings-requests.dto';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly workflow: WorkflowService,
  ) {}

  @ApiRoute(API.content.webGetSettings, SETTINGS_MESSAGES.settingsFetched)
  @PublicRead()
  publicSettings(): Promise<PublicSiteSettings> {
    return this.settings.publicSettings();
  }

  @ApiRoute(API.content.getSettings, SETTINGS_MESSAGES.settingsFetched)
  adminSettings(): Promise<AdminSiteSettings> {
    return this.settings.adminSettings();
  }

  @ApiRoute(API.content.saveSettingsDraft, SETTINGS_MESSAGES.draftSaved)
  saveDraft(@Body() body: SaveSettingsDraftDto, @ActingAdmin() admin: ActivityActor): Promise<{ version: number }> {
    return this.settings.saveDraft(body.baseVersion, body.settings, body.hindiReview, admin);
  }

  @ApiRoute(API.content.publishSettings, SETTINGS_MESSAGES.published)
  publish(@Body() body: PublishSettingsDto, @ActingAdmin() admin: ActivityActor): Promise<{ version: number }> {
    return this.workflow.publish('settings', SITE_SETTINGS_KEY, body.baseVersion, admin, body.reason);
  }

  @ApiRoute(API.content.restoreSettings, SETTINGS_MESSAGES.restored)
  restore(@Body() body: RestoreSettingsDto, @ActingAdmin() admin: ActivityActor): Promise<{ version: number }> {
    return this.settings.restore(body.baseVersion, body.version, admin);
  }
}
