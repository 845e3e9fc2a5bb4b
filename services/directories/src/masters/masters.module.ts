import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MasterValue } from './master-value.entity';
import { MastersController } from './masters.controller';
import { MastersService } from './masters.service';

@Module({
  imports: [TypeOrmModule.forFeature([MasterValue])],
  controllers: [MastersController],
  providers: [MastersService],
  exports: [MastersService],
})
export class MastersModule {}
