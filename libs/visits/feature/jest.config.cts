module.exports = {
  displayName: 'visits-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/visits/feature',
};
