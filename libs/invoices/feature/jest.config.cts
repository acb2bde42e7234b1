module.exports = {
  displayName: 'invoices-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/invoices/feature',
};
