import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthDialogsContext, type AuthDialogs } from './dialogs';
import { useSession } from './session';

// The dialogs carry forms and their zod schemas: they load when first opened, not with the first page.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));
const ProfileDialog = lazy(() => import('./ProfileDialog').then((m) => ({ default: m.ProfileDialog })));

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);
  const [profile, setProfile] = useState<{ open: boolean; required: boolean; opening: number } | null>(null);
  const pending = useRef<((loggedIn: boolean) => void) | null>(null);

  const openLoginDialog = useCallback(() => {
    if (status === 'signedIn') return Promise.resolve(true);
    // A second opener replaces the first, which is told the dialog closed for it.
    pending.current?.(false);
    setLoginUsed(true);
    setLoginOpen(true);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, [status]);

  const closeLogin = useCallback((loggedIn: boolean) => {
    setLoginOpen(false);
    pending.current?.(loggedIn);
    pending.current = null;
  }, []);

  const openProfileDialog = useCallback((options?: { required?: boolean }) => {
    // Each opening counts: the dialog starts afresh from the account's current details.
    setProfile((p) => ({ open: true, required: Boolean(options?.required), opening: (p?.opening ?? 0) + 1 }));
  }, []);

  const dialogs = useMemo<AuthDialogs>(
    () => ({ openLoginDialog, openProfileDialog }),
    [openLoginDialog, openProfileDialog],
  );

  return (
    <AuthDialogsContext.Provider value={dialogs}>
      {children}
      {loginUsed && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onClose={closeLogin} />
        </Suspense>
      )}
      {profile && (
        <Suspense fallback={null}>
          <ProfileDialog
            open={profile.open}
            opening={profile.opening}
            required={profile.required}
            onClose={() => setProfile((p) => (p ? { ...p, open: false } : p))}
          />
        </Suspense>
      )}
    </AuthDialogsContext.Provider>
  );
}
