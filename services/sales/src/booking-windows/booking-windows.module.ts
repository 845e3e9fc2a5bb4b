import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingWindow, BookingWindowCounter } from './booking-window.entity';
import { BookingWindowsController } from './booking-windows.controller';
import { BookingWindowsService } from './booking-windows.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingWindow, BookingWindowCounter])],
  controllers: [BookingWindowsController],
  providers: [BookingWindowsService],
})
export class BookingWindowsModule {}
