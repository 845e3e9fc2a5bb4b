import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { SessionIssuer } from './session-issuer';

/** Signs sign-in tokens and keeps the sessions they begin. */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AuthConfig],
      useFactory: (config: AuthConfig) => ({
        privateKey: config.jwtPrivateKey(),
        signOptions: {
          algorithm: 'RS256',
          expiresIn: config.TOKEN_TTL_SECONDS,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
        },
      }),
    }),
  ],
  providers: [SessionIssuer],
  exports: [SessionIssuer],
})
export class SessionsModule {}
