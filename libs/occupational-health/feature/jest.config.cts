module.exports = {
  displayName: 'occupational-health-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/occupational-health/feature',
};
