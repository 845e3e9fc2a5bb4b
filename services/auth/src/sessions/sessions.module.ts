import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@seedcorp/libs';
import { Admin } from '../admins/admin.entity';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { SessionIssuer } from './session-issuer';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** Signs sign-in tokens, keeps the sessions they begin, and lets an admin list and end their own. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Admin]),
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
  controllers: [SessionsController],
  providers: [
    SessionIssuer,
    SessionsService,
    LoginAudit,
    {
      provide: AdminRegistry,
      inject: [getRepositoryToken(Admin)],
      useFactory: (admins: Repository<Admin>) => new AdminRegistry(admins),
    },
  ],
  exports: [SessionIssuer],
})
export class SessionsModule {}
