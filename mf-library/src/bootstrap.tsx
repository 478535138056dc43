// Only for serving this remote alone (npm run serve); the shell never loads this file.
import { mountStandalone } from '@canticle/shared-ui/remote/standalone';
import App, { VIEW_NAMES } from './export-app';

mountStandalone({ remote: 'mf_library', views: VIEW_NAMES, App });
