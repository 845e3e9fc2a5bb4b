import { Body, Controller, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  AnswerWithMessage,
  ApiRoute,
  ClientIp,
  Public,
  ResponseMessage,
  type AuthenticatedRequest,
  type TokenClaims,
} from '@seedcorp/libs';
import { API } from '@seedcorp/contracts';
import { AuthenticateUserDto, AuthorizeUserDto } from './dto/login.dto';
import { LOGIN_MESSAGES } from './login-rules';
import { LoginService } from './login.service';
import { signInContext } from '../sessions/sign-in-context';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @ApiRoute(API.auth.authenticateUser)
  @Public()
  @ResponseMessage(LOGIN_MESSAGES.otpSent)
  async authenticateUser(@Body() body: AuthenticateUserDto, @ClientIp() ip: string): Promise<void> {
    await this.login.requestCode(body.mobileNo, ip);
  }

  @ApiRoute(API.auth.authorizeUser)
  @Public()
  // The answer carries the session token: no cache along the way may keep it.
  @Header('Cache-Control', 'no-store')
  @ResponseMessage(LOGIN_MESSAGES.loggedIn)
  async authorizeUser(
    @Body() body: AuthorizeUserDto,
    @ClientIp() ip: string,
    @Req() request: Request,
  ): Promise<AnswerWithMessage<string>> {
    const { token, message } = await this.login.verifyCode(body.mobileNo, body.otp, signInContext(request, ip));
    return new AnswerWithMessage(token, message);
  }

  @ApiRoute(API.auth.logout)
  @ResponseMessage(LOGIN_MESSAGES.loggedOut)
  async logout(@Req() request: AuthenticatedRequest, @ClientIp() ip: string): Promise<void> {
    await this.login.logout(request.admin as TokenClaims, ip);
  }
}
