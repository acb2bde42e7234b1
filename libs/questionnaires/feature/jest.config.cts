module.exports = {
  displayName: 'questionnaires-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/questionnaires/feature',
};
