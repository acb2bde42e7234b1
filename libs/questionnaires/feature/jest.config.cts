module.exports = {
  displayName: 'questionnaires-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/questionnaires/feature',
};
