module.exports = {
  displayName: 'invoices-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/invoices/feature',
};
