module.exports = {
  displayName: 'vaccinations-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/vaccinations/feature',
};
