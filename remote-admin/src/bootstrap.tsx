import { renderStandalone } from 'shared';
import { AdminApp } from './features/layout/admin-app';

// Standalone harness: remote-admin served on its own (log in through the host first, or paste a
// token into localStorage 'session'); the admin routes live under /admin as in the host.
renderStandalone({ title: 'remote-admin', routes: [{ path: '/admin/*', element: AdminApp }] });
