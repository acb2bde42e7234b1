import type { MyInformation, MyInformationForm } from '@portal/account/contracts';
import type { SaveAction } from '@portal/shared/contracts';
import { decodeSaveAction } from '@portal/shared/contracts';
import { browserLocation, useApiClient, useBrand, useErrorReporter, useLogout } from '@portal/shared/data-access';
import { sectionTitles, useLang } from '@portal/shared/i18n';
import { Button, ErrorView, Link, LogoutDialog, PageLayout, PlaceholderRows, Tabs, useLeaveWarning } from '@portal/shared/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useMyInformation } from '../my-information/api/get-my-information';
import { saveMyInformation } from '../my-information/api/save-my-information';
import type { SaveStatus } from '../my-information/contact-form';
import { ContactForm, useContactForm } from '../my-information/contact-form';
import { ConsentTab } from '../my-information/consent-tab';
import { pageMessages } from '../my-information/messages';
import styles from '../my-information/my-information.module.css';
import { initialTabOf, nextStepOf, saveLabelOf } from '../my-information/next-path';
import { SmsLoginSetting } from '../sms-login/sms-login-setting';
import { KelaCardSection } from '../kela-card/kela-card-section';
import { myDataMessages } from '../my-data/messages';
import { familyPath, myDataPath } from '../my-data/my-data-path';
import { familyMessages } from '../family/messages';
import { NotificationPreferencesSection } from '../notifications/notification-preferences-section';

/** Goes where the saveAction leads once saved; false when there is no action and the page stays. */
function useGoNext(saveAction: SaveAction | null): () => boolean {
  const lang = useLang();
  const navigate = useNavigate();
  return () => {
    const step = nextStepOf(saveAction, lang);
    if (!step) return false;
    if (step.reload) browserLocation.assign(step.path);
    else void navigate(step.path);
    return true;
  };
}

function MyInformationTabs({ information, saveAction }: { information: MyInformation; saveAction: SaveAction | null }) {
  const intl = useIntl();
  const lang = useLang();
  const api = useApiClient();
  const brand = useBrand();
  const reporter = useErrorReporter();
  const goNext = useGoNext(saveAction);
  // Guardians are kept for the children's brand's patients only (account doc sections 1 and 3).
  const asksGuardians = brand.keepsGuardianContacts;
  const form = useContactForm(information, asksGuardians);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [tab, setTab] = useState(initialTabOf(saveAction));
  const saveLabel = intl.formatMessage(saveLabelOf(saveAction));
  // Edits not yet saved: a link away asks first, as do reloading and closing the tab.
  useLeaveWarning(form.formState.isDirty && status !== 'saving' ? intl.formatMessage(pageMessages.unsavedWarning) : null);

  const save = async (values: MyInformationForm) => {
    setStatus('saving');
    try {
      await saveMyInformation(api, { ...values, lang, next: nextStepOf(saveAction, lang)?.path });
    } catch (error) {
      reporter.report(error, { process: 'my-information' });
      setStatus('failed');
      return;
    }
    if (goNext()) return;
    // The saved values (phone numbers normalized) are the form's new starting point.
    form.reset(values);
    setStatus('saved');
  };

  return (
    <Tabs
      label={intl.formatMessage(pageMessages.tabsLabel)}
      selectedKey={tab}
      onSelectionChange={(id) => setTab(id === 'consent' ? 'consent' : 'basic')}
      items={[
        {
          id: 'basic',
          title: intl.formatMessage(pageMessages.basicTab),
          content: (
            <div className={styles['stack']}>
              <ContactForm
                form={form}
                information={information}
                asksGuardians={asksGuardians}
                saveLabel={saveLabel}
                status={status}
                onSubmit={(values) => void save(values)}
              />
              {/* The choices are kept with the patient record: a person without one registers first. */}
              {information.isRegistered && <NotificationPreferencesSection />}
              <KelaCardSection />
              <SmsLoginSetting />
            </div>
          ),
        },
        {
          id: 'consent',
          title: intl.formatMessage(pageMessages.consentTab),
          content: <ConsentTab saveLabel={saveLabel} onSaved={goNext} />,
        },
      ]}
    />
  );
}

/**
 * `/{lang}/{my-information}?saveAction=`: the basic information (contact details, guardians,
 * notification choices, Kela card, SMS login) and the permissions and agreements, with a log-out
 * button that asks first (account doc sections 2 and 4). After saving, the saveAction says where the browser goes.
 */
export function MyInformationPage() {
  const intl = useIntl();
  const lang = useLang();
  const [query] = useSearchParams();
  const saveAction = decodeSaveAction(query.get('saveAction'));
  const information = useMyInformation();
  const logout = useLogout();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  return (
    <PageLayout title={intl.formatMessage(sectionTitles.myInformation)}>
      <div className={styles['pageActions']}>
        <Link href={myDataPath(lang)}>{intl.formatMessage(myDataMessages.link)}</Link>
        {information.status === 'ready' && information.data.hasFamily && <Link href={familyPath(lang)}>{intl.formatMessage(familyMessages.link)}</Link>}
        <Button variant="secondary" onPress={() => setConfirmingLogout(true)}>
          {intl.formatMessage(pageMessages.logout)}
        </Button>
      </div>
      {information.status === 'ready' ? (
        <MyInformationTabs information={information.data} saveAction={saveAction} />
      ) : information.status === 'loading' ? (
        <PlaceholderRows count={8} label={intl.formatMessage(pageMessages.loading)} />
      ) : (
        <ErrorView onRetry={information.status === 'error' ? information.retry : undefined} />
      )}
      {confirmingLogout && <LogoutDialog isOpen onClose={() => setConfirmingLogout(false)} onLogout={logout} />}
    </PageLayout>
  );
}
