import { insuranceCompanies, reimbursementOptions } from '@portal/booking/contracts';
import { storedInsuranceCompanies, storedReimbursementOptions } from '@portal/shared/db';

// The shared schema declares the values a reservation stores, since it may not import a domain's
// contracts; they must stay the booking contracts' values, or a valid reservation could not be saved.
describe('the insurance values the database stores', () => {
  it('are the insurers of the booking contracts', () => {
    expect([...storedInsuranceCompanies]).toEqual([...insuranceCompanies]);
  });

  it('are the reimbursement options of the booking contracts', () => {
    expect([...storedReimbursementOptions]).toEqual([...reimbursementOptions]);
  });
});
