module.exports = {
  displayName: 'appointments-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/appointments/feature',
};
