import { setupBrowser } from './browser.ts';
import { describeLateUpgrade } from './late-upgrade.ts';

const { open } = setupBrowser();

describeLateUpgrade(open, 'as served');
