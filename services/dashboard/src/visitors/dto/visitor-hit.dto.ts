import { IsOptional, Matches } from 'class-validator';

/** Random ids only: nothing that could name a person or an address. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export class VisitorHitDto {
  /** For clients that keep their own id (e.g. in local storage) instead of the cookie. */
  @IsOptional()
  @Matches(CLIENT_ID_PATTERN, { message: 'Invalid client id.' })
  clientId?: string;
}
