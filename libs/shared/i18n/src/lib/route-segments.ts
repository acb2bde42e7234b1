// The words live in shared-util, where the API reads them too.
export { bookingCustomerTypeSegments, routeSegments, segmentOf } from '@portal/shared/util';
export type { RoutedSection, SectionId } from '@portal/shared/util';
