module.exports = {
  displayName: 'prescriptions-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/prescriptions/feature',
};
