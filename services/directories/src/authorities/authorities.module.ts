import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MastersModule } from '../masters/masters.module';
import { AuthoritiesController } from './authorities.controller';
import { AuthoritiesService } from './authorities.service';
import { RtiAuthority } from './rti-authority.entity';

@Module({
  imports: [TypeOrmModule.forFeature([RtiAuthority]), MastersModule],
  controllers: [AuthoritiesController],
  providers: [AuthoritiesService],
})
export class AuthoritiesModule {}
