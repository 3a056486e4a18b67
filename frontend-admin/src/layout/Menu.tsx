import type { MouseEvent } from 'react';
import QueuesIcon from '@mui/icons-material/Dns';
import { CanAccess, Menu as RaMenu, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/** bull-board, mounted by the API beside the console (apps/api/src/queues-board). */
const QUEUES_BOARD = '/admin/queues';

/**
 * Opens the queues board in a tab of its own. No script adds an Authorization header there, so the console first
 * hands its access token to the API (POST /api/admin/queues/session), which sets it as a cookie only the board's
 * paths receive. The tab is opened at the click (a tab opened after an await would be blocked as a pop-up) and
 * sent to the board once the cookie is set.
 */
function QueuesMenuItem() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const open = async (event: MouseEvent) => {
    // The link's own address serves a middle click or "open in new tab"; a plain click goes through the session.
    event.preventDefault();
    const tab = window.open('', '_blank');
    try {
      await dataProvider.openQueuesBoard();
      if (!tab) return window.location.assign(QUEUES_BOARD);
      tab.opener = null;
      tab.location.href = QUEUES_BOARD;
    } catch (error) {
      tab?.close();
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <CanAccess resource="queues" action="list">
      <RaMenu.Item
        to={QUEUES_BOARD}
        primaryText="console.queues.menu"
        leftIcon={<QueuesIcon />}
        onClick={(event: MouseEvent) => void open(event)}
        data-testid="menu-queues"
      />
    </CanAccess>
  );
}

/** The dashboard, each resource the role may list (canAccess), and for admins the queues board. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <QueuesMenuItem />
    </RaMenu>
  );
}
