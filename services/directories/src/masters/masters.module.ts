import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MasterListsController } from './master-lists.controller';
import { MasterListsService } from './master-lists.service';
import { MasterValue } from './master-value.entity';
import { MastersController } from './masters.controller';
import { MastersService } from './masters.service';

@Module({
  imports: [TypeOrmModule.forFeature([MasterValue])],
  controllers: [MastersController, MasterListsController],
  providers: [MastersService, MasterListsService],
  exports: [MastersService],
})
export class MastersModule {}
