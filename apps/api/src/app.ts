import { accountServer } from '@portal/account/server';
import { appointmentsServer } from '@portal/appointments/server';
import { bookingServer } from '@portal/booking/server';
import { certificatesServer } from '@portal/certificates/server';
import { homeServer } from '@portal/home/server';
import { infoServer } from '@portal/info/server';
import { invoicesServer } from '@portal/invoices/server';
import { labImagingServer } from '@portal/lab-imaging/server';
import { messagingServer } from '@portal/messaging/server';
import { mfaServer } from '@portal/mfa/server';
import { myDataServer } from '@portal/my-data/server';
import { notificationsServer } from '@portal/notifications/server';
import { occupationalHealthServer } from '@portal/occupational-health/server';
import { prescriptionsServer } from '@portal/prescriptions/server';
import { questionnairesServer } from '@portal/questionnaires/server';
import type { DomainPlugin } from '@portal/shared/server';
import { vaccinationsServer } from '@portal/vaccinations/server';
import { visitsServer } from '@portal/visits/server';

/** Every domain's server side, as the portal composes every domain's feature routes. */
export const domains: readonly DomainPlugin[] = [homeServer, appointmentsServer, bookingServer, accountServer, invoicesServer, mfaServer, labImagingServer, visitsServer, vaccinationsServer, certificatesServer, questionnairesServer, occupationalHealthServer, infoServer, messagingServer, prescriptionsServer, notificationsServer, myDataServer];
