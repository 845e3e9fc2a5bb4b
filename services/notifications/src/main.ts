import 'reflect-metadata';
import { bootstrapService, loadConfigOrExit } from '@seedcorp/libs';
import { AppModule } from './app.module';
import { NotificationsConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit(NotificationsConfig);
  await bootstrapService(AppModule.register(config), config);
}

void main();
