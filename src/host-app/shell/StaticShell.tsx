import { drawerRoutes, linkPath, ROUTES } from '../routes/routes-table.ts';

/** A namespaced key's (`host:…`, `portal:…`) text in every shipped language, as [code, text] pairs. */
export type ShellTexts = (key: string) => [string, string][];

/** What the frames need besides the texts: the built logos' URLs, the brand and the icons' SVG. */
export interface ShellAssets {
  logo: string;
  logoDark: string;
  brand: string;
  /** An icon's SVG markup by name, or undefined (the icon's box stays empty). */
  icon: (name: string) => string | undefined;
}

interface FrameProps {
  t: ShellTexts;
  assets: ShellAssets;
}

/** A text in every language, one span each; static-shell.css shows the one of the chosen language. */
function Text({ t, k }: { t: ShellTexts; k: string }) {
  return (
    <>
      {t(k).map(([code, text]) => (
        <span key={code} data-shell-lang={code}>
          {text}
        </span>
      ))}
    </>
  );
}

/** The host's icon as static markup: our own bundled SVG, written into index.html at build time. */
function StaticIcon({ name, assets }: { name: string; assets: ShellAssets }) {
  const svg = assets.icon(name);
  return svg ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time markup of our own bundled icon, never in the browser
    <span className="icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <span className="icon" aria-hidden="true" />
  );
}

/** Both logos; static-shell.css shows the one of the theme the pre-paint script chose. */
function Logos({ className, alt, assets }: { className: string; alt: string; assets: ShellAssets }) {
  return (
    <>
      <img className={`${className} shell-light-only`} src={assets.logo} alt={alt} />
      <img className={`${className} shell-dark-only`} src={assets.logoDark} alt={alt} />
    </>
  );
}

/** A dashboard card's skeleton, shaped like the element's own (a title, a table head and two-line rows). */
function BlockSkeleton() {
  return (
    <div className="shell-block">
      <span className="shell-bar shell-block-title" />
      <span className="shell-bar shell-block-head" />
      {[0, 1, 2, 3, 4].map((row) => (
        <span key={row} className="shell-block-row">
          <span className="shell-bar" />
          <span className="shell-bar shell-bar-short" />
        </span>
      ))}
    </div>
  );
}

/**
 * The default layout's frame (DefaultLayout, docs/screens/shell.md#default-layout) with the same
 * classes, so host.css places it where React's layout will be: drawer with the customer's areas,
 * app bar with the dashboard's title, breadcrumbs and the dashboard's block skeletons.
 */
export function PortalFrame({ t, assets }: FrameProps) {
  const dashboard = ROUTES.find((route) => route.name === 'dashboard');
  return (
    <div className="default-layout">
      <aside className="drawer">
        <span className="logo-link">
          <Logos className="logo" alt={assets.brand} assets={assets} />
        </span>
        <nav>
          <ul>
            {drawerRoutes('areas').map((route) => (
              <li key={route.name}>
                <a
                  className="nav-link"
                  href={linkPath(route)}
                  aria-current={route.name === 'dashboard' ? 'page' : undefined}
                >
                  {route.icon ? <StaticIcon name={route.icon} assets={assets} /> : null}
                  <span className="label">
                    <Text t={t} k={route.titleKey} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main-column">
        <header className="app-bar">
          <span className="icon-button">
            <StaticIcon name="list" assets={assets} />
          </span>
          <h1 className="shell-title">{dashboard ? <Text t={t} k={dashboard.titleKey} /> : null}</h1>
          {/* The inbox's bell (NotificationBell) of a customer: the title keeps React's width. */}
          <span className="icon-button notification-bell">
            <StaticIcon name="bell" assets={assets} />
          </span>
          <span className="icon-button shell-light-only">
            <StaticIcon name="moon" assets={assets} />
          </span>
          <span className="icon-button shell-dark-only">
            <StaticIcon name="sun" assets={assets} />
          </span>
        </header>
        <nav className="breadcrumbs shell-title">
          <ol>
            <li>
              <span aria-current="page">
                <Text t={t} k="portal:nav.home" />
              </span>
            </li>
          </ol>
        </nav>
        <main className="content">
          <div className="shell-blocks">
            {[0, 1, 2, 3, 4].map((block) => (
              <BlockSkeleton key={block} />
            ))}
          </div>
        </main>
      </div>
    </div>
  );
}

/** The login layout's frame (LoginLayout, LoginPage): the card, the logo, the heading and the form's outline. */
export function LoginFrame({ t, assets }: FrameProps) {
  return (
    <div className="login-layout">
      <main className="login-card">
        <Logos className="logo" alt={assets.brand} assets={assets} />
        <h1>
          <Text t={t} k="host:login.heading" />
        </h1>
        <div className="shell-field">
          <span className="shell-label">
            <Text t={t} k="host:fields.email" />
          </span>
          <span className="shell-input" />
        </div>
        <div className="shell-field">
          <span className="shell-label">
            <Text t={t} k="host:fields.password" />
          </span>
          <span className="shell-input" />
        </div>
      </main>
    </div>
  );
}

/**
 * index.html's static shell: both frames, their texts in every language; static-shell.css shows the
 * frame and language the pre-paint script (shell-preferences.ts) chose. React's first layout removes it.
 */
export function StaticShell({ t, assets }: FrameProps) {
  return (
    <>
      <div data-shell-frame="login">
        <LoginFrame t={t} assets={assets} />
      </div>
      <div data-shell-frame="portal">
        <PortalFrame t={t} assets={assets} />
      </div>
    </>
  );
}
