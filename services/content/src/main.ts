import 'reflect-metadata';
import { bootstrapService, loadConfigOrExit } from '@seedcorp/libs';
import { AppModule } from './app.module';
import { ContentConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit(ContentConfig);
  await bootstrapService(AppModule.register(config), config);
}

void main();
