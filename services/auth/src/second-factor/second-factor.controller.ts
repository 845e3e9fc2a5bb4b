import { Body, Controller, Req } from '@nestjs/common';
import {
  AdminAuthGuard,
  ApiRoute,
  ClientIp,
  NoStore,
  requireRecentSecondFactor,
  SecondFactorStep,
  TokenVerifier,
  type AuthenticatedRequest,
  type SessionClaims,
} from '@seedcorp/libs';
import {
  API,
  SECOND_FACTOR_MESSAGES,
  signInTokenStage,
  type AdminFactors,
  type PasskeyOptionsJSON,
  type SecondFactorOptions,
  type SecondFactorResult,
  type TotpEnrolment,
} from '@seedcorp/contracts';
import { ApiError, TOKEN_MISSING_MESSAGE } from '@seedcorp/libs';
import { SignInFrom } from '../sessions/sign-in-context';
import type { SignInContext } from '../sessions/session-issuer';
import {
  PasskeyAnswerDto,
  PasskeyEnrolDto,
  PasskeyIdDto,
  RecoveryCodeDto,
  ResetSecondFactorDto,
  TotpCodeDto,
} from './dto/second-factor.dto';
import { PasskeyService } from './passkeys.service';
import { SecondFactorService, type FactorActor } from './second-factor.service';

/**
 * The second sign-in step and the admin's own factors. The step calls are open to the short-lived step token
 * only (and the set-up calls to a signed-in admin as well); the guard of every other call, here and in every
 * service, refuses that token, as its audience is not a session's.
 */
@Controller()
export class SecondFactorController {
  constructor(
    private readonly factors: SecondFactorService,
    private readonly verifier: TokenVerifier,
    private readonly guard: AdminAuthGuard,
    private readonly passkeys: PasskeyService,
  ) {}

  @ApiRoute(API.secondFactor.options)
  @SecondFactorStep()
  @NoStore()
  options(@Req() request: AuthenticatedRequest): Promise<SecondFactorOptions> {
    return this.factors.options(this.step(request));
  }

  @ApiRoute(API.secondFactor.verifyTotp, SECOND_FACTOR_MESSAGES.verified)
  @SecondFactorStep()
  @NoStore()
  verifyTotp(
    @Req() request: AuthenticatedRequest,
    @Body() body: TotpCodeDto,
    @SignInFrom() signIn: SignInContext,
  ): Promise<string> {
    return this.factors.verifyTotp(this.step(request), body.code, signIn);
  }

  @ApiRoute(API.secondFactor.verifyRecoveryCode, SECOND_FACTOR_MESSAGES.recoveryUsed)
  @SecondFactorStep()
  @NoStore()
  verifyRecoveryCode(
    @Req() request: AuthenticatedRequest,
    @Body() body: RecoveryCodeDto,
    @SignInFrom() signIn: SignInContext,
  ): Promise<string> {
    return this.factors.verifyRecoveryCode(this.step(request), body.code, signIn);
  }

  @ApiRoute(API.secondFactor.totpStart)
  @SecondFactorStep()
  @NoStore()
  async totpStart(@Req() request: AuthenticatedRequest): Promise<TotpEnrolment> {
    return this.factors.totpStart(await this.stepOrSession(request));
  }

  @ApiRoute(API.secondFactor.totpConfirm, SECOND_FACTOR_MESSAGES.totpAdded)
  @SecondFactorStep()
  @NoStore()
  async totpConfirm(
    @Req() request: AuthenticatedRequest,
    @Body() body: TotpCodeDto,
    @SignInFrom() signIn: SignInContext,
  ): Promise<SecondFactorResult> {
    return this.factors.totpConfirm(await this.stepOrSession(request), body.code, signIn);
  }

  @ApiRoute(API.secondFactor.factors)
  @NoStore()
  list(@Req() request: AuthenticatedRequest): Promise<AdminFactors> {
    return this.factors.factors(this.session(request).sub);
  }

  @ApiRoute(API.secondFactor.removeTotp, SECOND_FACTOR_MESSAGES.totpRemoved)
  async removeTotp(@Req() request: AuthenticatedRequest, @ClientIp() ip: string): Promise<void> {
    const session = this.session(request);
    requireRecentSecondFactor(session);
    await this.factors.removeTotp(session, ip);
  }

  @ApiRoute(API.secondFactor.newRecoveryCodes, SECOND_FACTOR_MESSAGES.recoveryCodesMade)
  @NoStore()
  newRecoveryCodes(@Req() request: AuthenticatedRequest, @ClientIp() ip: string): Promise<string[]> {
    const session = this.session(request);
    requireRecentSecondFactor(session);
    return this.factors.newRecoveryCodes(session, ip);
  }

  @ApiRoute(API.secondFactor.stepUp, SECOND_FACTOR_MESSAGES.verified)
  async stepUp(@Req() request: AuthenticatedRequest, @Body() body: TotpCodeDto, @ClientIp() ip: string): Promise<void> {
    await this.factors.stepUpWithTotp(this.session(request), body.code, ip);
  }

  @ApiRoute(API.secondFactor.reset, SECOND_FACTOR_MESSAGES.resetDone)
  async reset(
    @Req() request: AuthenticatedRequest,
    @Body() body: ResetSecondFactorDto,
    @ClientIp() ip: string,
  ): Promise<void> {
    const session = this.session(request);
    requireRecentSecondFactor(session);
    await this.factors.reset(session, body.mobileNo, ip);
  }

  @ApiRoute(API.secondFactor.verifyPasskey, SECOND_FACTOR_MESSAGES.verified)
  @SecondFactorStep()
  @NoStore()
  verifyPasskey(
    @Req() request: AuthenticatedRequest,
    @Body() body: PasskeyAnswerDto,
    @SignInFrom() signIn: SignInContext,
  ): Promise<string> {
    return this.passkeys.verify(this.step(request), body.response, signIn);
  }

  @ApiRoute(API.secondFactor.passkeyStart)
  @SecondFactorStep()
  @NoStore()
  async passkeyStart(@Req() request: AuthenticatedRequest): Promise<PasskeyOptionsJSON> {
    return this.passkeys.start(await this.passkeySetUpActor(request));
  }

  @ApiRoute(API.secondFactor.passkeyFinish, SECOND_FACTOR_MESSAGES.passkeyAdded)
  @SecondFactorStep()
  @NoStore()
  async passkeyFinish(
    @Req() request: AuthenticatedRequest,
    @Body() body: PasskeyEnrolDto,
    @SignInFrom() signIn: SignInContext,
  ): Promise<SecondFactorResult> {
    const actor = await this.passkeySetUpActor(request);
    return this.passkeys.finish(actor, body.name, body.response, signIn);
  }

  @ApiRoute(API.secondFactor.removePasskey, SECOND_FACTOR_MESSAGES.passkeyRemoved)
  async removePasskey(
    @Req() request: AuthenticatedRequest,
    @Body() body: PasskeyIdDto,
    @ClientIp() ip: string,
  ): Promise<void> {
    const session = this.session(request);
    requireRecentSecondFactor(session);
    await this.passkeys.remove(session, body.id, ip);
  }

  @ApiRoute(API.secondFactor.stepUpPasskeyOptions)
  @NoStore()
  stepUpPasskeyOptions(@Req() request: AuthenticatedRequest): Promise<PasskeyOptionsJSON> {
    return this.passkeys.stepUpOptions(this.session(request));
  }

  @ApiRoute(API.secondFactor.stepUpPasskey, SECOND_FACTOR_MESSAGES.verified)
  async stepUpPasskey(
    @Req() request: AuthenticatedRequest,
    @Body() body: PasskeyAnswerDto,
    @ClientIp() ip: string,
  ): Promise<void> {
    await this.passkeys.stepUp(this.session(request), body.response, ip);
  }

  private bearer(request: AuthenticatedRequest): string {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
    return token;
  }

  private step(request: AuthenticatedRequest) {
    return this.verifier.verifySecondFactorStep(this.bearer(request));
  }

  private session(request: AuthenticatedRequest): SessionClaims {
    if (!request.admin) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
    return request.admin;
  }

  /** A step token that must set up a factor, or a signed-in admin adding one. */
  private async stepOrSession(request: AuthenticatedRequest): Promise<FactorActor> {
    const token = this.bearer(request);
    if (signInTokenStage(token) === 'session')
      return { kind: 'session', claims: await this.guard.authenticate(request) };
    return { kind: 'step', claims: this.verifier.verifySecondFactorStep(token) };
  }

  /**
   * As `stepOrSession`; a signed-in admin who has a factor proves it recently first, so that a stolen session
   * cannot add a passkey of its own and keep its way in.
   */
  private async passkeySetUpActor(request: AuthenticatedRequest): Promise<FactorActor> {
    const actor = await this.stepOrSession(request);
    if (actor.kind === 'session') requireRecentSecondFactor(actor.claims);
    return actor;
  }
}
