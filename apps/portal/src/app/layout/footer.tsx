import { useLang } from '@portal/shared/i18n';
import { Anchor } from '@portal/shared/ui';
import { isBusinessNumber, outsideLinks, pagePaths, phoneHref } from '@portal/shared/util';
import { useIntl } from 'react-intl';
import { usePortal } from '../portal-context';
import { footerMessages } from './messages';
import styles from './footer.module.css';

export function Footer() {
  const intl = useIntl();
  const lang = useLang();
  const { brand } = usePortal();
  const phone = brand.customerServicePhone;
  const termsLang = brand.termsLanguage ?? lang;
  return (
    <footer className={styles['footer']} aria-label={intl.formatMessage(footerMessages.footer)}>
      <div className={styles['columns']}>
        <section className={styles['column']} aria-labelledby="footer-customer-service">
          <h2 id="footer-customer-service" className={styles['heading']}>
            {intl.formatMessage(footerMessages.customerService)}
          </h2>
          <a className={styles['phone']} href={phoneHref(phone)}>
            {phone}
          </a>
          {isBusinessNumber(phone) && (
            <p className={styles['note']}>{intl.formatMessage(footerMessages.localCallPrice)}</p>
          )}
        </section>
        <section className={styles['column']} aria-labelledby="footer-download">
          <h2 id="footer-download" className={styles['heading']}>
            {intl.formatMessage(footerMessages.downloadApp)}
          </h2>
          <ul className={styles['links']}>
            <li>
              <a href={outsideLinks.appStore}>{intl.formatMessage(footerMessages.appStore)}</a>
            </li>
            <li>
              <a href={outsideLinks.googlePlay}>{intl.formatMessage(footerMessages.googlePlay)}</a>
            </li>
          </ul>
        </section>
        <div className={styles['legal']}>
          <Anchor href={pagePaths.info.terms(termsLang)} lang={termsLang === lang ? undefined : termsLang}>
            {intl.formatMessage(footerMessages.terms)}
          </Anchor>
          <Anchor href={pagePaths.info.accessibility(lang)}>{intl.formatMessage(footerMessages.accessibility)}</Anchor>
          <Anchor href={pagePaths.info.privacy(lang)}>{intl.formatMessage(footerMessages.privacy)}</Anchor>
        </div>
      </div>
    </footer>
  );
}
