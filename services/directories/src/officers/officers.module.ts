import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MastersModule } from '../masters/masters.module';
import { OfficersController } from './officers.controller';
import { OfficersService } from './officers.service';
import { RtiOfficer } from './rti-officer.entity';

@Module({
  imports: [TypeOrmModule.forFeature([RtiOfficer]), MastersModule],
  controllers: [OfficersController],
  providers: [OfficersService],
})
export class OfficersModule {}
