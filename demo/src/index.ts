/** The demo data's one entry point: the platform seeds an empty log with it (platform/src/createPlatform.ts). */
export { seedDemoData } from './seed';
