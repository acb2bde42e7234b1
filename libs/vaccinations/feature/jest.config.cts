module.exports = {
  displayName: 'vaccinations-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/vaccinations/feature',
};
