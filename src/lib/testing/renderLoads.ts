/**
 * Vitest setup: a timeline asks for its zoom, brush and mark finder as it draws and does not wait for them
 * (`lazy.ts`). A test that ends on that first draw would leave the import running while its environment is torn
 * down, and Vitest then fails the whole run with an unhandled rejection (a CI run did, in OneLanguage.test). They
 * are loaded here, before any test, so a component's call finds them already loaded.
 */
import { lazy } from '../lazy';

await Promise.all([lazy.zoomBehavior(), lazy.brush(), lazy.markFinder()]);
