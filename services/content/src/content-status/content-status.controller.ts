import { Controller } from '@nestjs/common';
import { ApiRoute } from '@seedcorp/libs';
import { API, CONTENT_STATUS_MESSAGES, type LanguageState, type PlaceholderEntry } from '@seedcorp/contracts';
import { ContentStatusService } from './content-status.service';

@Controller()
export class ContentStatusController {
  constructor(private readonly status: ContentStatusService) {}

  @ApiRoute(API.content.getLanguageStates, CONTENT_STATUS_MESSAGES.languageStatesFetched)
  languageStates(): Promise<LanguageState[]> {
    return this.status.languageStates();
  }

  @ApiRoute(API.content.getPlaceholders, CONTENT_STATUS_MESSAGES.placeholdersFetched)
  placeholders(): Promise<PlaceholderEntry[]> {
    return this.status.placeholders();
  }
}
