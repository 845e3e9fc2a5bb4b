import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MastersModule } from '../masters/masters.module';
import { Director } from './director.entity';
import { DirectorPhotosController } from './director-photos.controller';
import { DirectorsController } from './directors.controller';
import { DirectorsService } from './directors.service';

@Module({
  imports: [TypeOrmModule.forFeature([Director]), MastersModule],
  controllers: [DirectorsController, DirectorPhotosController],
  providers: [DirectorsService],
})
export class DirectorsModule {}
