module.exports = {
  displayName: 'occupational-health-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/occupational-health/feature',
};
