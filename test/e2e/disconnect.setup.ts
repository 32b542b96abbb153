// Runs before every browser test file (vitest.e2e.config.ts, setupFiles): after the file, its
// connection to the shared Chromium is closed, and with it every page the file left open.
import { afterAll } from 'vitest';
import { disconnectBrowser } from '../../src/ui/common/browser.testkit';

afterAll(disconnectBrowser);
