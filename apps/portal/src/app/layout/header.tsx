import { useLang } from '@portal/shared/i18n';
import { Anchor } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useResolvedPath } from 'react-router';
import { usePortal } from '../portal-context';
import { LanguageSwitcher } from './language-switcher';
import { LogoutMenuItem } from './logout-menu-item';
import { brandHomeMessage, navMessages } from './messages';
import type { Navigation, NavLink as NavLinkItem } from './navigation';
import styles from './header.module.css';

/** A section of the menu; the one shown now is the current page (compared as react-router's NavLink with `end` does). */
function MenuLink({ item, lang }: { item: NavLinkItem; lang?: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = pathname.toLowerCase() === useResolvedPath(item.href).pathname.toLowerCase();
  return (
    <Anchor href={item.href} className={styles['menuLink']} lang={lang} aria-current={current ? 'page' : undefined}>
      {intl.formatMessage(item.label)}
    </Anchor>
  );
}

interface Props {
  navigation: Navigation;
  /**
   * 'minimal': the brand and a language switcher to the other languages' front pages, without the
   * navigation menu (the transaction path, account doc section 2).
   */
  variant?: 'full' | 'minimal';
}

export function Header({ navigation, variant = 'full' }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const { brand } = usePortal();
  const { pathname } = useLocation();
  // The small-screen menu stays open only on the page where it was opened: a followed link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Escape closes the open small-screen menu from its button or anywhere in it, and focus goes
  // back to the button, so a keyboard user is never left inside a menu that is no longer shown.
  // A dialog opened from the menu (logging out) handles its own Escape and stops it there.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      const focused = document.activeElement;
      const inMenu = focused === menuButton.current || (focused !== null && menu.current?.contains(focused) === true);
      if (event.key !== 'Escape' || !inMenu) return;
      event.preventDefault();
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const brandName = brand.name[lang];
  const brandLink = (
    <Anchor href={`/${lang}`} className={styles['brand']} aria-label={intl.formatMessage(brandHomeMessage, { brand: brandName })}>
      {brandName}
    </Anchor>
  );
  const skipLink = (
    <a className={styles['skipLink']} href="#main">
      {intl.formatMessage(navMessages.skipToContent)}
    </a>
  );

  if (variant === 'minimal') {
    return (
      <header className={styles['header']}>
        {skipLink}
        <div className={styles['bar']}>
          {brandLink}
          <div className={styles['tools']}>
            <LanguageSwitcher toFrontPage />
          </div>
        </div>
      </header>
    );
  }

  return (
    <header className={styles['header']}>
      {skipLink}
      <div className={styles['bar']}>
        {brandLink}
        <button
          ref={menuButton}
          type="button"
          className={styles['menuButton']}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {intl.formatMessage(navMessages.menu)}
        </button>
        <div className={styles['tools']}>
          <LanguageSwitcher />
          {navigation.login && (
            <Anchor href={navigation.login.href} className={styles['loginButton']}>
              {intl.formatMessage(navigation.login.label)}
            </Anchor>
          )}
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={intl.formatMessage(navMessages.mainNavigation)}
        className={styles['nav']}
        data-open={menuOpen}
        ref={menu}
      >
        <ul className={styles['menu']}>
          {navigation.items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.href}>
                <MenuLink item={item} />
              </li>
            ) : (
              <li key={item.id} className={styles['group']}>
                <span className={styles['groupLabel']} id={`${menuId}-${item.id}`}>
                  {intl.formatMessage(item.label)}
                </span>
                <ul className={styles['groupItems']} aria-labelledby={`${menuId}-${item.id}`}>
                  {item.items.map((child) => (
                    <li key={child.href}>
                      <MenuLink item={child} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
          {navigation.help && (
            <li>
              <MenuLink item={navigation.help} lang="fi" />
            </li>
          )}
          {navigation.showLogout && <LogoutMenuItem />}
        </ul>
      </nav>
    </header>
  );
}
