import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Menu } from './Menu';

/**
 * The signed-in frame: react-admin's app bar, sidebar and menu. The menu lists the dashboard and each resource
 * whose list the role may open (authProvider.canAccess), so every role sees only its own menus.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return <RaLayout menu={Menu}>{children}</RaLayout>;
}
