module.exports = {
  displayName: 'appointments-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/appointments/feature',
};
