import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { internalCountsController } from '@seedcorp/libs';
import { ImageTypeController } from '../masters/image-type.controller';
import { Image } from './image.entity';
import { ImageFilesController } from './image-files.controller';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({
  imports: [TypeOrmModule.forFeature([Image])],
  controllers: [
    ImagesController,
    ImageFilesController,
    ImageTypeController,
    internalCountsController(ImagesService, (service) => service.countByLocation()),
  ],
  providers: [ImagesService],
})
export class ImagesModule {}
