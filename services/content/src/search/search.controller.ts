import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError, ApiRoute, PublicRead } from '@seedcorp/libs';
import { API, SEARCH_MESSAGES, type SearchIndexPage } from '@seedcorp/contracts';
import { SearchService } from './search.service';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * A GET, so that browsers keep it: with its ETag a visitor's next page asks again and is answered 304 until a
   * page or table is published (Express answers 304 itself when `If-None-Match` names the tag). The gateway keys
   * its copies by the whole address, so a query string is refused rather than answered: each would be another
   * copy of the whole index in the gateway's cache.
   */
  @ApiRoute(API.content.webSearchIndex, SEARCH_MESSAGES.indexFetched)
  @PublicRead()
  async index(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SearchIndexPage[]> {
    if (request.originalUrl.includes('?')) throw ApiError.badRequest(SEARCH_MESSAGES.noParameters);
    const { pages, etag } = await this.search.index();
    response.setHeader('ETag', etag);
    return pages;
  }
}
