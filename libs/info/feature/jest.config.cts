module.exports = {
  displayName: 'info-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/info/feature',
};
