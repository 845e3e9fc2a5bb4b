import { runStack } from './stack/run-stack';

runStack(
  `usage: npm start
  builds, migrates, seeds and serves the whole platform at http://localhost:8080 (GATEWAY_PORT moves it);
  Ctrl-C stops it`,
  'built',
);
