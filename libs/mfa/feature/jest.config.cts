module.exports = {
  displayName: 'mfa-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/mfa/feature',
};
