// The list and an appointment's page load as one chunk: a route object's lazy import costs the
// first page a preload list of its own, and each module the two share (the requests' summaries,
// the earlier-time contracts) a chunk more in every such list.
export { AppointmentPage } from './appointment-page';
export { AppointmentsPage } from './appointments-page';
