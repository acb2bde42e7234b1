import { useSessionInfo } from '@portal/shared/data-access';
import { useLang } from '@portal/shared/i18n';
import { helsinkiDateString, pagePaths } from '@portal/shared/util';
import { useState } from 'react';
import { usePatient } from '../reservation/api/get-patient';
import { kela65Eligibility } from './eligibility';
import type { Kela65Eligibility } from './eligibility';
import { Kela65Notice } from './kela65-notice';

function SignedInNotice({ privateListHref }: { privateListHref: string }) {
  const patient = usePatient();
  // Today's age: a patient who turns 65 before a visit is told again on its reservation page.
  const [today] = useState(() => helsinkiDateString(Date.now()));
  // Until the patient is known (or if that fails) the rule alone is shown; the API decides anyway.
  const eligibility: Kela65Eligibility = patient.status === 'ready' ? kela65Eligibility(patient.data.maskedSsn, today) : 'eligible';
  return <Kela65Notice eligibility={eligibility} privateListHref={privateListHref} />;
}

/** The 65+ notice above the 65+ list: the rule for everyone, the age notice for a patient under 65. */
export function Kela65ListNotice() {
  const lang = useLang();
  const { user } = useSessionInfo();
  const privateListHref = pagePaths.booking.customerType(lang, 'private');
  return user === null ? (
    <Kela65Notice eligibility="anonymous" privateListHref={privateListHref} />
  ) : (
    <SignedInNotice privateListHref={privateListHref} />
  );
}
