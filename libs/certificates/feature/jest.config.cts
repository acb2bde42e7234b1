module.exports = {
  displayName: 'certificates-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/certificates/feature',
};
