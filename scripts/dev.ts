import { runStack } from './stack/run-stack';

runStack(
  `usage: npm run dev
  the platform as npm start serves it at http://localhost:8080 (GATEWAY_PORT moves it), with the public site
  served from source by Vite, and the admin app and the services rebuilt at every change (a rebuilt service
  is started again): an edit shows at the next reload; Ctrl-C stops it`,
  'dev',
);
