module.exports = {
  displayName: 'sickness-fund-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/sickness-fund/feature',
};
