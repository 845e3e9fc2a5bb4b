/**
 * The local runner as the end-to-end suites use it: they start the stack (or one service of it) exactly as
 * `npm start` does, through this package rather than by reaching into scripts/.
 */
export { ensureDevKeys, type KeyFiles } from './keys';
export { descendantsOf, startProcess, stopProcesses, waitUntilReady, type ManagedProcess } from './processes';
export { LocalStack, serviceEnv, siteRendererEnv, type StackMode } from './stack';
export { ROOT, stackSettings, type StackSettings } from './stack-settings';
