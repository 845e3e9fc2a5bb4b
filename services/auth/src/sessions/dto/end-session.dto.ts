import { IsString, MaxLength } from 'class-validator';
import { SESSION_MESSAGES, type EndSessionRequest } from '@seedcorp/contracts';

/** No id that is not a string, nor one far longer than any session's, can name a session. */
export class EndSessionDto implements EndSessionRequest {
  @MaxLength(64, { message: SESSION_MESSAGES.notFound })
  @IsString({ message: SESSION_MESSAGES.notFound })
  id!: string;
}
