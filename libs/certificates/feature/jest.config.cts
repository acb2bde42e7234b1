module.exports = {
  displayName: 'certificates-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/certificates/feature',
};
