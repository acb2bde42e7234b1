module.exports = {
  displayName: 'visits-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/visits/feature',
};
