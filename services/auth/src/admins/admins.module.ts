import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminsController } from './admins.controller';
import { AdminsService } from './admins.service';

@Module({
  imports: [SessionsModule],
  controllers: [AdminsController],
  providers: [AdminsService],
})
export class AdminsModule {}
