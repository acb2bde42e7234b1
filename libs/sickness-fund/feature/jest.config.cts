module.exports = {
  displayName: 'sickness-fund-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/sickness-fund/feature',
};
