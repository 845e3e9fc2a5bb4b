import { Body, Controller, Req } from '@nestjs/common';
import {
  AnswerWithMessage,
  ApiRoute,
  ClientIp,
  NoStore,
  Public,
  type AuthenticatedRequest,
  type TokenClaims,
} from '@seedcorp/libs';
import { API } from '@seedcorp/contracts';
import { AuthenticateUserDto, AuthorizeUserDto } from './dto/login.dto';
import { LOGIN_MESSAGES } from './login-rules';
import { LoginService } from './login.service';
import { SignInFrom } from '../sessions/sign-in-context';
import type { SignInContext } from '../sessions/session-issuer';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @ApiRoute(API.auth.authenticateUser, LOGIN_MESSAGES.otpSent)
  @Public()
  async authenticateUser(@Body() body: AuthenticateUserDto, @ClientIp() ip: string): Promise<void> {
    await this.login.requestCode(body.mobileNo, ip);
  }

  @ApiRoute(API.auth.authorizeUser, LOGIN_MESSAGES.loggedIn)
  @Public()
  // The answer carries the session token: no cache along the way may keep it.
  @NoStore()
  async authorizeUser(
    @Body() body: AuthorizeUserDto,
    @SignInFrom() signIn: SignInContext,
  ): Promise<AnswerWithMessage<string>> {
    const { token, message } = await this.login.verifyCode(body.mobileNo, body.otp, signIn);
    return new AnswerWithMessage(token, message);
  }

  @ApiRoute(API.auth.logout, LOGIN_MESSAGES.loggedOut)
  async logout(@Req() request: AuthenticatedRequest, @ClientIp() ip: string): Promise<void> {
    await this.login.logout(request.admin as TokenClaims, ip);
  }
}
