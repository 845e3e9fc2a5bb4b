import { Body, Controller } from '@nestjs/common';
import { ApiRoute, ClientIp, CurrentFarmer, NoStore, Public, type FarmerClaims } from '@seedcorp/libs';
import {
  API,
  CONSENT_NOTICE,
  FARMER_MESSAGES,
  type ConsentNotice,
  type FarmerData,
  type FarmerProfile,
  type FarmerSession,
} from '@seedcorp/contracts';
import { AuthenticateUserDto, AuthorizeUserDto } from '../login/dto/login.dto';
import { ConsentDto, FarmerProfileDto } from './dto/farmer.dto';
import { FarmerSignInService } from './farmer-sign-in.service';
import { FarmersService } from './farmers.service';

/** Farmers' sign-in (public, rate-limited by the gateway with the admins'), and their own calls (a farmer token). */
@Controller()
export class FarmersController {
  constructor(
    private readonly signIn: FarmerSignInService,
    private readonly farmers: FarmersService,
  ) {}

  @ApiRoute(API.farmers.requestCode, FARMER_MESSAGES.codeSent)
  @Public()
  async requestCode(@Body() body: AuthenticateUserDto, @ClientIp() ip: string): Promise<void> {
    await this.signIn.requestCode(body.mobileNo, ip);
  }

  @ApiRoute(API.farmers.verifyCode, FARMER_MESSAGES.signedIn)
  @Public()
  @NoStore()
  verifyCode(@Body() body: AuthorizeUserDto, @ClientIp() ip: string): Promise<FarmerSession> {
    return this.signIn.verifyCode(body.mobileNo, body.otp, ip);
  }

  @ApiRoute(API.farmers.consentNotice, FARMER_MESSAGES.noticeFetched)
  @Public()
  consentNotice(): ConsentNotice {
    return CONSENT_NOTICE;
  }

  @ApiRoute(API.farmers.profile, FARMER_MESSAGES.profileFetched)
  @NoStore()
  profile(@CurrentFarmer() farmer: FarmerClaims): Promise<FarmerProfile> {
    return this.farmers.profile(farmer);
  }

  @ApiRoute(API.farmers.giveConsent, FARMER_MESSAGES.consentRecorded)
  @NoStore()
  giveConsent(@CurrentFarmer() farmer: FarmerClaims, @Body() body: ConsentDto): Promise<FarmerSession> {
    return this.farmers.giveConsent(farmer, body);
  }

  @ApiRoute(API.farmers.saveProfile, FARMER_MESSAGES.profileSaved)
  @NoStore()
  saveProfile(@CurrentFarmer() farmer: FarmerClaims, @Body() body: FarmerProfileDto): Promise<FarmerSession> {
    return this.farmers.saveProfile(farmer, body);
  }

  @ApiRoute(API.farmers.myData, FARMER_MESSAGES.dataFetched)
  @NoStore()
  myData(@CurrentFarmer() farmer: FarmerClaims): Promise<FarmerData> {
    return this.farmers.myData(farmer);
  }

  @ApiRoute(API.farmers.withdrawConsent, FARMER_MESSAGES.withdrawn)
  async withdrawConsent(@CurrentFarmer() farmer: FarmerClaims): Promise<void> {
    await this.farmers.withdraw(farmer);
  }

  @ApiRoute(API.farmers.logout, FARMER_MESSAGES.signedOut)
  async logout(@CurrentFarmer() farmer: FarmerClaims): Promise<void> {
    await this.farmers.logout(farmer);
  }
}
