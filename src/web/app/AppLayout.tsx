/**
 * The signed-in layout: top bar (menu toggle, product name, user menu), the side menu built from the route
 * table and the user's codes, and the page. On entry the token is verified once; only the server refusing
 * it signs the user out.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Dropdown, Icon, Loader, Menu } from 'semantic-ui-react';
import { canEnterRoute, MENU_SECTIONS, ROUTES, type MenuSection } from '../../domain/access/route-table';
import { api, ApiError, setNavigate } from '../api/client';
import { sessionStore, useSessionUser, type SessionUser } from '../api/session-store';
import { ChangePasswordDialog } from '../pages/ChangePasswordDialog';

// The catalogue-built step menu loads after sign-in, keeping its code (and SWR) off the sign-in page.
const StepMenu = lazy(() => import('../pages/steps/StepMenu'));
// The 待簽核 count, likewise off the sign-in page.
const PendingSignOffBadge = lazy(() => import('../signoff/PendingSignOffList').then((m) => ({ default: m.PendingSignOffBadge })));

type Verification = { content: SessionUser; preview: number[] };
const verifying = new Map<string, Promise<Verification>>();

/** One verification call per token at a time, shared by every caller (React may run an effect twice). */
function verifyToken(token: string): Promise<Verification> {
  let pending = verifying.get(token);
  if (!pending) {
    pending = api.post<Verification>('AccessToken/Verification', { AccessToken: token }, { silent: true }).finally(() => verifying.delete(token));
    verifying.set(token, pending);
  }
  return pending;
}

/** Verifies the stored token with the server and refreshes the session user (codes may have changed). */
function useTokenVerification(): boolean {
  const [verified, setVerified] = useState(false);
  const user = useSessionUser();
  const token = user?.token;
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    verifyToken(token)
      .then((data) => {
        if (cancelled) return;
        sessionStore.set({ ...data.content, token, preview: data.preview });
        setVerified(true);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Only the server refusing the token ends the session (401 is handled by the client itself). No
        // answer, or a server in trouble, says nothing about the token: carry on, and let the next call decide.
        if (error instanceof ApiError && error.kind === 'api') {
          sessionStore.clear();
          return;
        }
        setVerified(true);
      });
    return () => {
      cancelled = true;
    };
  }, [token]);
  return verified;
}

/** Menu sections with the entries this user may open. */
function useMenu(codes: number[]) {
  return useMemo(() => {
    const sections = new Map<MenuSection, { path: string; title: string }[]>();
    for (const r of ROUTES) {
      if (!r.menu || !canEnterRoute(codes, r.codes)) continue;
      const list = sections.get(r.menu) ?? [];
      list.push({ path: r.path, title: r.title });
      sections.set(r.menu, list);
    }
    return [...sections.entries()].map(([key, items]) => ({ key, title: MENU_SECTIONS[key], items }));
  }, [codes]);
}

/** The layout around every signed-in page. */
export function AppLayout() {
  const user = useSessionUser();
  const verified = useTokenVerification();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const menu = useMenu(user?.preview ?? []);

  useEffect(() => {
    setNavigate((path) => navigate(path));
    return () => setNavigate(null);
  }, [navigate]);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!user) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={location.pathname === '/' ? '/signin' : `/signin?redirect=${back}`} replace />;
  }

  const signOut = async () => {
    try {
      await api.post('Member/Logout_User', { TOKEN: user.token, MEMBER_ID: user.userID }, { silent: true });
    } finally {
      sessionStore.clear();
      navigate('/signin', { replace: true });
    }
  };

  return (
    <div className="pw-shell">
      <header className="pw-topbar">
        <Button icon="bars" basic inverted className="pw-menu-toggle" aria-label="開啟選單" onClick={() => setMenuOpen((o) => !o)} />
        <Link to="/" className="pw-brand">公共工程標案管理平台</Link>
        <span className="pw-spacer" />
        {canEnterRoute(user.preview ?? [], [79]) ? (
          <Suspense fallback={null}>
            <PendingSignOffBadge to="/engineeringManage/notificationList" />
          </Suspense>
        ) : null}
        <Dropdown
          className="pw-user"
          trigger={
            <span>
              <Icon name="user circle" />
              <span className="pw-user-name">{user.name}（{user.depname ?? user.account}）</span>
            </span>
          }
          direction="left"
          data-testid="user-menu"
        >
          <Dropdown.Menu>
            <Dropdown.Header content={`${user.name}｜${user.account}`} />
            <Dropdown.Item icon="key" text="變更密碼" onClick={() => setChangingPassword(true)} />
            <Dropdown.Item icon="sign out" text="登出" onClick={signOut} />
          </Dropdown.Menu>
        </Dropdown>
      </header>
      <div className="pw-body">
        <nav className={`pw-sidebar${menuOpen ? ' open' : ''}`} aria-label="主選單">
          <Menu vertical>
            {menu.map((section) => (
              <Menu.Item key={section.key}>
                <Menu.Header>{section.title}</Menu.Header>
                <Menu.Menu>
                  {section.items.map((item) => (
                    <Menu.Item key={item.path} as={Link} to={item.path} active={location.pathname.startsWith(item.path)}>
                      {item.title}
                    </Menu.Item>
                  ))}
                </Menu.Menu>
              </Menu.Item>
            ))}
            <Suspense fallback={null}>
              <StepMenu />
            </Suspense>
          </Menu>
        </nav>
        <main className="pw-main">{verified ? <Outlet /> : <Loader active inline="centered" content="驗證登入狀態…" />}</main>
      </div>
      {changingPassword && <ChangePasswordDialog user={user} onClose={() => setChangingPassword(false)} />}
    </div>
  );
}
