import 'reflect-metadata';
import { bootstrapService, loadConfigOrExit } from '@seedcorp/libs';
import { AppModule } from './app.module';
import { SalesConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit(SalesConfig);
  await bootstrapService(AppModule.register(config), config);
}

void main();
