import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageTypeController } from '../masters/image-type.controller';
import { Image } from './image.entity';
import { ImageFilesController } from './image-files.controller';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { InternalCountsController } from './internal-counts.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Image])],
  controllers: [ImagesController, ImageFilesController, ImageTypeController, InternalCountsController],
  providers: [ImagesService],
})
export class ImagesModule {}
