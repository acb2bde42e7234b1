module.exports = {
  displayName: 'invoices-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/invoices/contracts',
};
